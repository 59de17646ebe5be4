package dev.ferret.core.contract;

import java.util.Objects;

/** The operators of contract expressions, on boxed values, with Java's numeric promotion. */
final class Arithmetic {

    private Arithmetic() {
    }

    static boolean isNumeric(Class<?> t) {
        Class<?> p = unbox(t);
        return p.isPrimitive() && p != boolean.class && p != void.class;
    }

    static boolean isBoolean(Class<?> t) {
        return t == boolean.class || t == Boolean.class;
    }

    static Class<?> unbox(Class<?> t) {
        if (t.isPrimitive()) {
            return t;
        }
        return switch (t.getName()) {
            case "java.lang.Integer" -> int.class;
            case "java.lang.Long" -> long.class;
            case "java.lang.Short" -> short.class;
            case "java.lang.Byte" -> byte.class;
            case "java.lang.Character" -> char.class;
            case "java.lang.Float" -> float.class;
            case "java.lang.Double" -> double.class;
            case "java.lang.Boolean" -> boolean.class;
            default -> t;
        };
    }

    /** The type of {@code a op b} for an arithmetic operator: int, long or double. */
    static Class<?> promoted(Class<?> a, Class<?> b) {
        Class<?> x = unbox(a);
        Class<?> y = unbox(b);
        if (x == double.class || y == double.class || x == float.class || y == float.class) {
            return double.class;
        }
        return x == long.class || y == long.class ? long.class : int.class;
    }

    static Object apply(String op, Object l, Object r, Class<?> lt, Class<?> rt) {
        switch (op) {
            case "==", "!=" -> {
                boolean eq = isNumeric(lt) && isNumeric(rt) ? compare(l, r, lt, rt) == 0
                        : isBoolean(lt) && isBoolean(rt) ? Objects.equals(l, r) : l == r;
                return op.equals("==") == eq;
            }
            case "<" -> {
                return compare(l, r, lt, rt) < 0;
            }
            case "<=" -> {
                return compare(l, r, lt, rt) <= 0;
            }
            case ">" -> {
                return compare(l, r, lt, rt) > 0;
            }
            case ">=" -> {
                return compare(l, r, lt, rt) >= 0;
            }
            default -> {
                if (op.equals("+") && (lt == String.class || rt == String.class)) {
                    return String.valueOf(l) + r;
                }
                return compute(op, l, r, promoted(lt, rt));
            }
        }
    }

    private static int compare(Object l, Object r, Class<?> lt, Class<?> rt) {
        if (promoted(lt, rt) == double.class) {
            return Double.compare(asDouble(l), asDouble(r));
        }
        return Long.compare(asLong(l), asLong(r));
    }

    private static Object compute(String op, Object l, Object r, Class<?> type) {
        if (type == double.class) {
            double a = asDouble(l);
            double b = asDouble(r);
            return switch (op) {
                case "+" -> a + b;
                case "-" -> a - b;
                case "*" -> a * b;
                case "/" -> a / b;
                default -> a % b;
            };
        }
        long a = asLong(l);
        long b = asLong(r);
        long v = switch (op) {
            case "+" -> a + b;
            case "-" -> a - b;
            case "*" -> a * b;
            case "/" -> a / b;
            default -> a % b;
        };
        return type == long.class ? (Object) v : (Object) (int) v;
    }

    static Object negate(Object v, Class<?> type) {
        Class<?> t = promoted(type, int.class);
        return t == double.class ? (Object) (-asDouble(v)) : t == long.class ? (Object) (-asLong(v))
                : (Object) (int) -asLong(v);
    }

    /** The value as the given type would hold it (a boxed int as a long parameter, and so on). */
    static Object convert(Object v, Class<?> type) {
        if (v == null || !isNumeric(type) || !isNumeric(v.getClass())) {
            return v;
        }
        return switch (unbox(type).getName()) {
            case "int" -> (int) asLong(v);
            case "long" -> asLong(v);
            case "short" -> (short) asLong(v);
            case "byte" -> (byte) asLong(v);
            case "char" -> (char) asLong(v);
            case "float" -> (float) asDouble(v);
            default -> asDouble(v);
        };
    }

    private static long asLong(Object v) {
        if (v instanceof Character c) {
            return c;
        }
        return ((Number) Objects.requireNonNull(v, "a null number in a contract")).longValue();
    }

    private static double asDouble(Object v) {
        if (v instanceof Character c) {
            return c;
        }
        return ((Number) Objects.requireNonNull(v, "a null number in a contract")).doubleValue();
    }

    /** A term's source as an operand of a unary operator or a call: parenthesized if it is a binary one. */
    static String operand(Term t, String[] roles, Object[] old) {
        String s = t.java(roles, old);
        return t instanceof Terms.Binary || s.startsWith("-") ? "(" + s + ")" : s;
    }

    /**
     * A term's source as an operand of the binary operator {@code op}: parenthesized where Java's
     * precedence (or, on the right, left associativity) would read it otherwise.
     */
    static String operand(Term t, String op, boolean right, String[] roles, Object[] old) {
        String s = t.java(roles, old);
        if (t instanceof Terms.Binary b) {
            int inner = precedence(b.op());
            int outer = precedence(op);
            return inner < outer || right && inner == outer ? "(" + s + ")" : s;
        }
        return s;
    }

    private static int precedence(String op) {
        return switch (op) {
            case "||" -> 1;
            case "&&" -> 2;
            case "==", "!=" -> 3;
            case "<", "<=", ">", ">=" -> 4;
            case "+", "-" -> 5;
            default -> 6;
        };
    }
}
