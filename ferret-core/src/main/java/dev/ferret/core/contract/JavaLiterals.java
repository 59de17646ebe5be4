package dev.ferret.core.contract;

/** Java source for the values a contract can hold as constants. */
final class JavaLiterals {

    private JavaLiterals() {
    }

    static String of(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String s) {
            StringBuilder b = new StringBuilder("\"");
            for (char c : s.toCharArray()) {
                b.append(switch (c) {
                    case '"' -> "\\\"";
                    case '\\' -> "\\\\";
                    case '\n' -> "\\n";
                    case '\r' -> "\\r";
                    case '\t' -> "\\t";
                    default -> c < 0x20 || c > 0x7e ? String.format("\\u%04x", (int) c) : String.valueOf(c);
                });
            }
            return b.append('"').toString();
        }
        if (v instanceof Character c) {
            return c == '\'' ? "'\\''" : c == '\\' ? "'\\\\'"
                    : c < 0x20 || c > 0x7e ? String.format("'\\u%04x'", (int) c) : "'" + c + "'";
        }
        if (v instanceof Long l) {
            return l == Long.MIN_VALUE ? "Long.MIN_VALUE" : l + "L";
        }
        if (v instanceof Float f) {
            return f.isNaN() ? "Float.NaN" : f.isInfinite() ? (f > 0 ? "Float.POSITIVE_INFINITY"
                    : "Float.NEGATIVE_INFINITY") : f + "f";
        }
        if (v instanceof Double d) {
            return d.isNaN() ? "Double.NaN" : d.isInfinite() ? (d > 0 ? "Double.POSITIVE_INFINITY"
                    : "Double.NEGATIVE_INFINITY") : d.toString();
        }
        if (v instanceof Byte b) {
            return "(byte) " + b;
        }
        if (v instanceof Short s) {
            return "(short) " + s;
        }
        if (v instanceof Integer i) {
            return i == Integer.MIN_VALUE ? "Integer.MIN_VALUE" : i.toString();
        }
        return v.toString(); // Boolean
    }
}
