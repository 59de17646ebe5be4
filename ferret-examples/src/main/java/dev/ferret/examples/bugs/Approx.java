package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code equals-transitive}): values within distance 1 are equal, so
 * {@code Approx(-1) == Approx(0)} and {@code Approx(0) == Approx(1)} but {@code Approx(-1) != Approx(1)}.
 */
public final class Approx {
    private final int value;

    public Approx(int value) {
        this.value = value;
    }

    public int value() {
        return value;
    }

    @Override
    public boolean equals(Object o) {
        // BUG: "within tolerance" is not an equivalence relation
        return o instanceof Approx a && Math.abs((long) value - a.value) <= 1;
    }

    @Override
    public int hashCode() {
        return 42; // constant, hence consistent with the (broken) equals
    }

    @Override
    public String toString() {
        return "~" + value;
    }
}
