package dev.ferret.examples.generators;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;

/**
 * Planted bug ({@code group-precedence}): the shunting-yard loop compares the precedence of the
 * operator on top of the stack without stopping at an open parenthesis, which has none: a
 * {@code NullPointerException} for any operator right inside a group, as in {@code 1*(2+3)}.
 */
public final class RpnCalculator {

    private static final Map<Character, Integer> PRECEDENCE = Map.of('+', 1, '-', 1, '*', 2);

    private RpnCalculator() {
    }

    /**
     * The value of an expression of digits, {@code +}, {@code -}, {@code *} and parentheses.
     *
     * @throws IllegalArgumentException if {@code text} is not such an expression
     */
    public static int evaluate(String text) {
        Deque<Integer> values = new ArrayDeque<>();
        Deque<Character> ops = new ArrayDeque<>();
        boolean operand = true;
        for (char c : text.toCharArray()) {
            if (operand && Character.isDigit(c)) {
                values.push(c - '0');
                operand = false;
            } else if (operand && c == '(') {
                ops.push(c);
            } else if (!operand && c == ')' && ops.contains('(')) {
                while (ops.peek() != '(') {
                    apply(ops.pop(), values);
                }
                ops.pop();
            } else if (!operand && PRECEDENCE.containsKey(c)) {
                while (!ops.isEmpty() && PRECEDENCE.get(ops.peek()) >= PRECEDENCE.get(c)) { // BUG: '(' has none
                    apply(ops.pop(), values);
                }
                ops.push(c);
                operand = true;
            } else {
                throw new IllegalArgumentException("not an expression: " + text);
            }
        }
        if (operand || ops.contains('(')) {
            throw new IllegalArgumentException("not an expression: " + text);
        }
        while (!ops.isEmpty()) {
            apply(ops.pop(), values);
        }
        return values.pop();
    }

    private static void apply(char op, Deque<Integer> values) {
        int right = values.pop();
        int left = values.pop();
        values.push(op == '+' ? left + right : op == '-' ? left - right : left * right);
    }
}
