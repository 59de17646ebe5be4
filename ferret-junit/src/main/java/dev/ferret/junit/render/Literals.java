package dev.ferret.junit.render;

import com.palantir.javapoet.CodeBlock;

/** Java source text for literal values: idiomatic, exact and always compilable. */
final class Literals {

    private Literals() {
    }

    /**
     * The value converted to the given primitive type when both are numeric or {@code char};
     * otherwise the value unchanged.
     */
    static Object coerce(Object value, String primitive) {
        if (value == null || primitive == null || !TypeNames.isNumericPrimitive(primitive)) {
            return value;
        }
        Number n;
        if (value instanceof Character c) {
            n = (int) c;
        } else if (value instanceof Number number) {
            n = number;
        } else {
            return value;
        }
        return switch (primitive) {
            case "byte" -> n.byteValue();
            case "short" -> n.shortValue();
            case "char" -> (char) n.intValue();
            case "int" -> n.intValue();
            case "long" -> n.longValue();
            case "float" -> n.floatValue();
            case "double" -> n.doubleValue();
            default -> value;
        };
    }

    /** The source code of a boxed primitive, a string, or {@code null}. */
    static CodeBlock code(Object value) {
        if (value == null) {
            return CodeBlock.of("null");
        }
        if (value instanceof String s) {
            return text(stringLiteral(s));
        }
        if (value instanceof Boolean b) {
            return text(b.toString());
        }
        if (value instanceof Character c) {
            return text(charLiteral(c));
        }
        if (value instanceof Integer i) {
            return i == Integer.MIN_VALUE ? constant(Integer.class, "MIN_VALUE")
                    : i == Integer.MAX_VALUE ? constant(Integer.class, "MAX_VALUE") : text(Integer.toString(i));
        }
        if (value instanceof Long l) {
            return l == Long.MIN_VALUE ? constant(Long.class, "MIN_VALUE")
                    : l == Long.MAX_VALUE ? constant(Long.class, "MAX_VALUE") : text(l + "L");
        }
        if (value instanceof Short s) {
            return s == Short.MIN_VALUE ? constant(Short.class, "MIN_VALUE")
                    : s == Short.MAX_VALUE ? constant(Short.class, "MAX_VALUE") : text("(short) " + s);
        }
        if (value instanceof Byte b) {
            return b == Byte.MIN_VALUE ? constant(Byte.class, "MIN_VALUE")
                    : b == Byte.MAX_VALUE ? constant(Byte.class, "MAX_VALUE") : text("(byte) " + b);
        }
        if (value instanceof Float f) {
            return floatLiteral(f);
        }
        if (value instanceof Double d) {
            return doubleLiteral(d);
        }
        throw new IllegalArgumentException("not a literal value: " + value.getClass().getName());
    }

    private static CodeBlock text(String text) {
        return CodeBlock.of("$L", text);
    }

    private static CodeBlock constant(Class<?> owner, String field) {
        return CodeBlock.of("$T.$L", owner, field);
    }

    private static CodeBlock floatLiteral(float f) {
        if (Float.isNaN(f)) {
            return constant(Float.class, "NaN");
        }
        if (f == Float.POSITIVE_INFINITY) {
            return constant(Float.class, "POSITIVE_INFINITY");
        }
        if (f == Float.NEGATIVE_INFINITY) {
            return constant(Float.class, "NEGATIVE_INFINITY");
        }
        if (f == Float.MAX_VALUE) {
            return constant(Float.class, "MAX_VALUE");
        }
        if (f == Float.MIN_VALUE) {
            return constant(Float.class, "MIN_VALUE");
        }
        return text(Float.toString(f) + "f");
    }

    private static CodeBlock doubleLiteral(double d) {
        if (Double.isNaN(d)) {
            return constant(Double.class, "NaN");
        }
        if (d == Double.POSITIVE_INFINITY) {
            return constant(Double.class, "POSITIVE_INFINITY");
        }
        if (d == Double.NEGATIVE_INFINITY) {
            return constant(Double.class, "NEGATIVE_INFINITY");
        }
        if (d == Double.MAX_VALUE) {
            return constant(Double.class, "MAX_VALUE");
        }
        if (d == Double.MIN_VALUE) {
            return constant(Double.class, "MIN_VALUE");
        }
        return text(Double.toString(d));
    }

    /** A char literal with escapes: {@code '\''}, {@code '\n'}, {@code '\u0000'}. */
    static String charLiteral(char c) {
        return "'" + (c == '"' ? "\"" : escape(c)) + "'";
    }

    /** A string literal; the result is pure ASCII. */
    static String stringLiteral(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(c == '\'' ? "'" : escape(c));
        }
        return sb.append('"').toString();
    }

    private static String escape(char c) {
        switch (c) {
            case '\b': return "\\b";
            case '\t': return "\\t";
            case '\n': return "\\n";
            case '\f': return "\\f";
            case '\r': return "\\r";
            case '"': return "\\\"";
            case '\'': return "\\'";
            case '\\': return "\\\\";
            default:
                if (c < 0x20 || c >= 0x7f) {
                    return String.format("\\u%04x", (int) c);
                }
                return String.valueOf(c);
        }
    }

    /** Text safe for a one-line {@code //} comment: no line breaks, no unicode escapes, ASCII only. */
    static String commentText(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\') {
                sb.append("\\\\");
            } else if (c < 0x20 || c >= 0x7f) {
                sb.append(c == '\n' || c == '\r' || c == '\t' ? ' ' : '?');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
