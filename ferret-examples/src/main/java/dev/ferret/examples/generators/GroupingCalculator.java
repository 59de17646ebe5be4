package dev.ferret.examples.generators;

/**
 * Planted bug ({@code nested-group}): a redundant group {@code ((e))} is meant to take the value
 * its inner group recorded, but looks it up under the wrong position and unboxes {@code null}: a
 * {@code NullPointerException} for any group directly inside a group.
 */
public final class GroupingCalculator {

    private GroupingCalculator() {
    }

    /**
     * The value of an expression of digits, {@code +}, {@code -}, {@code *} and parentheses.
     *
     * @throws IllegalArgumentException if {@code text} is not such an expression
     */
    public static int evaluate(String text) {
        return Descent.evaluate(text, true);
    }
}
