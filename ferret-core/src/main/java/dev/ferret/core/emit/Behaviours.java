package dev.ferret.core.emit;

import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.List;

/**
 * The observed behaviours a regression test asserts, as goals beside coverage: an expected
 * exception of a call (call and exception type), and each value an observer reported, abstracted
 * to a category (null, true/false, negative/zero/positive, empty/non-empty text, empty/non-empty array) so that a test is
 * not worth keeping for a new number alone.
 */
public final class Behaviours {

    private Behaviours() {
    }

    /** The behaviour keys of a test, in check order (possibly repeated). */
    public static List<String> of(GeneratedTest test) {
        List<String> out = new ArrayList<>();
        for (Check c : test.checks()) {
            String key = c.accept(new Check.Visitor<String>() {
                @Override
                public String valueCheck(Check.ValueCheck v) {
                    return test.steps().get(v.step()).action() + "." + (v.observer() == null ? "" : v.observer())
                            + "=" + category(v.expected());
                }

                @Override
                public String throwsCheck(Check.ThrowsCheck t) {
                    return test.steps().get(t.step()).action() + "!" + t.exceptionType();
                }

                @Override
                public String contractCheck(Check.ContractCheck k) {
                    return null;
                }

                @Override
                public String noExceptionCheck(Check.NoExceptionCheck n) {
                    return null;
                }
            });
            if (key != null) {
                out.add(key);
            }
        }
        return out;
    }

    static String category(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof Boolean b) {
            return b.toString();
        }
        if (value instanceof Character ch) {
            return ch == 0 ? "zero" : "char";
        }
        if (value instanceof Number n) {
            double d = n.doubleValue();
            return Double.isNaN(d) ? "NaN" : d < 0 ? "negative" : d == 0 ? "zero" : "positive";
        }
        if (value instanceof CharSequence s) {
            return s.length() == 0 ? "empty" : "text";
        }
        if (value instanceof ArrayValue a) {
            return a.length() == 0 ? "emptyArray" : "array";
        }
        return "value";
    }
}
