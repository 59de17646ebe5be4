package dev.ferret.examples.generators;

import dev.ferret.choice.Choice;
import dev.ferret.choice.Generator;

/**
 * A user's generator class for {@code --generator}: the arithmetic expressions of
 * {@link Calculator}'s grammar with at most {@code size} operators and groups.
 */
public final class ExpressionGenerators {

    private ExpressionGenerators() {
    }

    /** Expressions with at most {@code size} operators and parenthesised groups; digits 1 to 3. */
    public static Generator<String> expressions(int size) {
        return () -> expression(size);
    }

    private static String expression(int budget) {
        int kind = budget == 0 ? 0 : Choice.intIn(0, 2);
        if (kind == 0) {
            return Integer.toString(Choice.intIn(1, 3));
        }
        if (kind == 1) {
            return "(" + expression(budget - 1) + ")";
        }
        int left = Choice.intIn(0, budget - 1);
        return expression(left) + Choice.oneOf('+', '-', '*') + expression(budget - 1 - left);
    }
}
