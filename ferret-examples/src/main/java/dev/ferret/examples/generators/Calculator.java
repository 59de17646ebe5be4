package dev.ferret.examples.generators;

/** Correct twin: evaluates {@code 1*(2+3)} and {@code ((2))} alike, by recursive descent. */
public final class Calculator {

    private Calculator() {
    }

    /**
     * The value of an expression of digits, {@code +}, {@code -}, {@code *} and parentheses.
     *
     * @throws IllegalArgumentException if {@code text} is not such an expression
     */
    public static int evaluate(String text) {
        return Descent.evaluate(text, false);
    }
}
