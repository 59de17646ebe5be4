package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code equals-reflexive}): equals compares the quotient with {@code ==}, so a quotient
 * with a zero denominator (value NaN), e.g. {@code new Quotient(1, 0)}, is not equal to itself.
 */
public final class Quotient {
    private final int numerator;
    private final int denominator;
    private final double value;

    public Quotient(int numerator, int denominator) {
        this.numerator = numerator;
        this.denominator = denominator;
        this.value = denominator == 0 ? Double.NaN : (double) numerator / denominator;
    }

    public double value() {
        return value;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Quotient q && value == q.value; // BUG: NaN != NaN
    }

    @Override
    public int hashCode() {
        return (int) value; // consistent with ==: 0.0 and -0.0 both map to 0
    }

    @Override
    public String toString() {
        return numerator + "/" + denominator;
    }
}
