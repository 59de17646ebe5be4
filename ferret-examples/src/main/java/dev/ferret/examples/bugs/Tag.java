package dev.ferret.examples.bugs;

import java.util.Objects;

/**
 * Planted bug ({@code equals-null}): equals treats {@code null} as equal to every tag, so
 * {@code new Tag("").equals(null)} returns true.
 */
public final class Tag {
    private final String name;

    public Tag(String name) {
        this.name = Objects.requireNonNull(name, "name");
    }

    public String name() {
        return name;
    }

    @Override
    public boolean equals(Object o) {
        if (o == null) {
            return true; // BUG: must be false
        }
        return o instanceof Tag t && name.equals(t.name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return "#" + name;
    }
}
