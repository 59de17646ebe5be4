package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code equals-hashcode}): equals compares fractions by value but hashCode uses the
 * unreduced parts, so {@code new Fraction(1, 1)} equals {@code new Fraction(10, 10)} with a different hash.
 */
public final class Fraction {
    private final int numerator;
    private final int denominator;

    public Fraction(int numerator, int denominator) {
        if (denominator == 0) {
            throw new IllegalArgumentException("denominator must not be 0");
        }
        this.numerator = numerator;
        this.denominator = denominator;
    }

    public int numerator() {
        return numerator;
    }

    public int denominator() {
        return denominator;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Fraction f
                && (long) numerator * f.denominator == (long) f.numerator * denominator;
    }

    @Override
    public int hashCode() {
        return 31 * numerator + denominator; // BUG: not normalized, equal fractions hash differently
    }

    @Override
    public String toString() {
        return numerator + "/" + denominator;
    }
}
