package dev.ferret.examples.bugs;

import java.util.Objects;

/**
 * Planted bug ({@code compareto-returns-normally}): compareTo reads the first letter of both grades,
 * so {@code new Grade("").compareTo(new Grade("hi!"))} throws StringIndexOutOfBoundsException.
 */
public final class Grade implements Comparable<Grade> {
    private final String letter;

    public Grade(String letter) {
        this.letter = Objects.requireNonNull(letter, "letter");
    }

    public String letter() {
        return letter;
    }

    @Override
    public int compareTo(Grade other) {
        // BUG: charAt(0) fails for an empty grade
        int c = Character.compare(letter.charAt(0), other.letter.charAt(0));
        return c != 0 ? c : letter.compareTo(other.letter);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grade g && letter.equals(g.letter);
    }

    @Override
    public int hashCode() {
        return letter.hashCode();
    }

    @Override
    public String toString() {
        return "Grade " + letter;
    }
}
