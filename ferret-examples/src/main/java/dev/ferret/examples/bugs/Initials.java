package dev.ferret.examples.bugs;

import java.util.Objects;

/**
 * Planted bug ({@code tostring-returns-normally}): toString reads the first character of the name,
 * so {@code new Initials("").toString()} throws StringIndexOutOfBoundsException.
 */
public final class Initials {
    private final String name;

    public Initials(String name) {
        this.name = Objects.requireNonNull(name, "name");
    }

    public String name() {
        return name;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Initials i && name.equals(i.name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return name.charAt(0) + "."; // BUG: empty name
    }
}
