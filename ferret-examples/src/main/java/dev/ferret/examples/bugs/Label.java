package dev.ferret.examples.bugs;

import java.util.Objects;

/**
 * Planted bug ({@code equals-symmetric}): an empty text acts as a wildcard only on the receiver
 * side, so {@code new Label(0, "").equals(new Label(0, "hi!"))} is true but the reverse is false.
 */
public final class Label {
    private final int id;
    private final String text;

    public Label(int id, String text) {
        this.id = id;
        this.text = Objects.requireNonNull(text, "text");
    }

    public int id() {
        return id;
    }

    public String text() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        // BUG: wildcard check looks only at this.text, not at the other label's text
        return o instanceof Label l && id == l.id && (text.isEmpty() || text.equals(l.text));
    }

    @Override
    public int hashCode() {
        return id;
    }

    @Override
    public String toString() {
        return id + ":" + text;
    }
}
