package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code compareto-antisymmetric}): compareTo returns the negated distance, so for any
 * two different levels both {@code a.compareTo(b)} and {@code b.compareTo(a)} are negative.
 */
public final class Level implements Comparable<Level> {
    private final int value;

    public Level(int value) {
        this.value = value;
    }

    public int value() {
        return value;
    }

    @Override
    public int compareTo(Level other) {
        return -Math.abs(value - other.value); // BUG: sign does not depend on argument order
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Level l && value == l.value;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(value);
    }

    @Override
    public String toString() {
        return "Level " + value;
    }
}
