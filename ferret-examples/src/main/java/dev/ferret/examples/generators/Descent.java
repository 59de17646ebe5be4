package dev.ferret.examples.generators;

import java.util.HashMap;
import java.util.Map;

/**
 * A recursive-descent evaluator of {@code expr := term (('+'|'-') term)*},
 * {@code term := factor ('*' factor)*}, {@code factor := digit | '(' expr ')'}, no spaces.
 * With {@code shortcut}, a redundant group {@code ((e))} takes the value its inner group recorded
 * (the planted bug of {@link GroupingCalculator}).
 */
final class Descent {

    private final String text;
    private final boolean shortcut;
    private final Map<Integer, Integer> groups = new HashMap<>();
    private int pos;

    private Descent(String text, boolean shortcut) {
        this.text = text;
        this.shortcut = shortcut;
    }

    static int evaluate(String text, boolean shortcut) {
        Descent d = new Descent(text, shortcut);
        int value = d.expr();
        if (d.pos != text.length()) {
            throw d.unexpected();
        }
        return value;
    }

    private int expr() {
        int value = term();
        while (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
            char op = text.charAt(pos++);
            int right = term();
            value = op == '+' ? value + right : value - right;
        }
        return value;
    }

    private int term() {
        int value = factor();
        while (pos < text.length() && text.charAt(pos) == '*') {
            pos++;
            value *= factor();
        }
        return value;
    }

    private int factor() {
        if (pos >= text.length()) {
            throw unexpected();
        }
        char c = text.charAt(pos);
        if (Character.isDigit(c)) {
            pos++;
            return c - '0';
        }
        if (c != '(') {
            throw unexpected();
        }
        pos++;
        if (shortcut && pos < text.length() && text.charAt(pos) == '(') {
            int inner = pos;
            factor();
            close();
            return groups.get(inner); // BUG: the inner group recorded its value under its ')', not its '('
        }
        int value = expr();
        close();
        groups.put(pos - 1, value); // the group's value, by the position of its ')'
        return value;
    }

    private void close() {
        if (pos >= text.length() || text.charAt(pos) != ')') {
            throw unexpected();
        }
        pos++;
    }

    private IllegalArgumentException unexpected() {
        return new IllegalArgumentException("not an expression at " + pos + ": " + text);
    }
}
