package dev.ferret.core.run;

/**
 * A fixture: equals says 0.0 and -0.0 are equal, hashCode tells them apart. The constructor
 * normalizes -0.0, so only the arithmetic makes one: one cause, reached with different last calls.
 */
public final class RunSignedZero {

    private final double x;

    public RunSignedZero(double x) {
        this.x = x == 0 ? 0.0 : x;
    }

    private RunSignedZero(double x, boolean raw) {
        this.x = x;
    }

    public RunSignedZero negate() {
        return new RunSignedZero(-x, true);
    }

    public RunSignedZero times(double k) {
        return new RunSignedZero(x * k, true);
    }

    public RunSignedZero minus(RunSignedZero other) {
        return new RunSignedZero(x - other.x, true);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunSignedZero z && z.x == x;
    }

    @Override
    public int hashCode() {
        return Double.hashCode(x);
    }
}
