package dev.ferret.core.build;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Solves for the value of a numeric literal that brings a condition's distance to a wanted
 * value, assuming the distance is linear in the literal near the two points observed: the
 * witness's value {@code x0} with distance {@code d0}, and a variant's {@code x1} with
 * {@code d1}. Integral results are rounded both ways where the step does not divide evenly.
 */
final class Secant {

    private Secant() {
    }

    /**
     * The literal values, of {@code type}, that aim at each wanted distance; empty when the
     * literal is not numeric or the two points do not tell a slope.
     */
    static List<Object> solve(Class<?> type, Object x0, long d0, Object x1, long d1, List<Long> wanted) {
        Double v0 = numeric(x0);
        Double v1 = numeric(x1);
        if (v0 == null || v1 == null || v0.equals(v1) || d0 == d1) {
            return List.of();
        }
        double slope = (d1 - d0) / (v1 - v0);
        Set<Object> out = new LinkedHashSet<>();
        for (long w : wanted) {
            double x = v0 + (w - d0) / slope;
            if (Double.isNaN(x) || Double.isInfinite(x)) {
                continue;
            }
            if (type == float.class || type == double.class) {
                out.add(of(type, x));
            } else {
                out.add(of(type, Math.floor(x)));
                out.add(of(type, Math.ceil(x)));
            }
        }
        out.remove(x0);
        out.remove(null);
        return new ArrayList<>(out);
    }

    private static Double numeric(Object value) {
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        if (value instanceof Character c) {
            return (double) c;
        }
        return null;
    }

    /** The value of a primitive type nearest {@code d}; null for a char out of range or another type. */
    private static Object of(Class<?> type, double d) {
        if (type == int.class) {
            return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, d));
        }
        if (type == long.class) {
            return (long) d;
        }
        if (type == short.class) {
            return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, d));
        }
        if (type == byte.class) {
            return (byte) Math.max(Byte.MIN_VALUE, Math.min(Byte.MAX_VALUE, d));
        }
        if (type == char.class) {
            return d >= 0 && d <= Character.MAX_VALUE ? (char) d : null;
        }
        if (type == float.class) {
            return (float) d;
        }
        if (type == double.class) {
            return d;
        }
        return null;
    }
}
