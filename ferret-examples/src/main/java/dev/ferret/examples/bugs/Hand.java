package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code compareto-transitive}): hands compare like rock-paper-scissors, so
 * {@code Hand(-1) > Hand(1)} and {@code Hand(1) > Hand(0)} but {@code Hand(0) > Hand(-1)}.
 */
public final class Hand implements Comparable<Hand> {
    private final int shape; // 0 = rock, 1 = paper, 2 = scissors

    public Hand(int shape) {
        this.shape = Math.floorMod(shape, 3);
    }

    public int shape() {
        return shape;
    }

    @Override
    public int compareTo(Hand other) {
        int d = Math.floorMod(shape - other.shape, 3); // BUG: a cyclic order is not transitive
        return d == 0 ? 0 : d == 1 ? 1 : -1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Hand h && shape == h.shape;
    }

    @Override
    public int hashCode() {
        return shape;
    }

    @Override
    public String toString() {
        return new String[] {"rock", "paper", "scissors"}[shape];
    }
}
