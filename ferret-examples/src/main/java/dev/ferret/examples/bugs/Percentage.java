package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code equals-returns-normally}): equals divides by {@code whole} without the zero
 * guard that hashCode has, so {@code p.equals(p)} throws ArithmeticException for {@code new Percentage(1, 0)}.
 */
public final class Percentage {
    private final int part;
    private final int whole;

    public Percentage(int part, int whole) {
        this.part = part;
        this.whole = whole;
    }

    public int percent() {
        return whole == 0 ? 0 : part * 100 / whole;
    }

    @Override
    public boolean equals(Object o) {
        // BUG: integer division by zero when either whole is 0
        return o instanceof Percentage p && part * 100 / whole == p.part * 100 / p.whole;
    }

    @Override
    public int hashCode() {
        return percent();
    }

    @Override
    public String toString() {
        return part + " of " + whole;
    }
}
