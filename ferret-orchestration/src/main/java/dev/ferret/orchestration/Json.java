package dev.ferret.orchestration;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A minimal JSON writer for maps, lists, strings, numbers and booleans: the summary JSON, and the
 * data the HTML report embeds in its page.
 */
public final class Json {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Json() {
    }

    /** {@code value} (a map, list, string, number, boolean or null) as indented JSON. */
    public static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(value, sb, "");
        return sb.toString();
    }

    private static void write(Object v, StringBuilder sb, String indent) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof Map<?, ?> map) {
            Map<?, ?> ordered = map instanceof java.util.LinkedHashMap || map instanceof TreeMap ? map : new TreeMap<>(map);
            sb.append("{");
            Iterator<? extends Map.Entry<?, ?>> it = ordered.entrySet().iterator();
            String inner = indent + "  ";
            while (it.hasNext()) {
                Map.Entry<?, ?> e = it.next();
                sb.append("\n").append(inner);
                string(String.valueOf(e.getKey()), sb, false);
                sb.append(": ");
                write(e.getValue(), sb, inner);
                if (it.hasNext()) {
                    sb.append(",");
                }
            }
            sb.append(ordered.isEmpty() ? "}" : "\n" + indent + "}");
        } else if (v instanceof List<?> list) {
            sb.append("[");
            String inner = indent + "  ";
            for (int i = 0; i < list.size(); i++) {
                sb.append("\n").append(inner);
                write(list.get(i), sb, inner);
                if (i < list.size() - 1) {
                    sb.append(",");
                }
            }
            sb.append(list.isEmpty() ? "]" : "\n" + indent + "]");
        } else if (v instanceof Number || v instanceof Boolean) {
            sb.append(v);
        } else {
            string(v.toString(), sb, false);
        }
    }

    /**
     * {@code text} as a JSON string literal that is safe inside an HTML {@code <script>} element:
     * besides JSON's own escapes, {@code <}, {@code >}, {@code &} and the line and paragraph
     * separators become {@code \\u} escapes, so no {@code </script>} or comment opener can end the
     * element early.
     */
    public static String scriptString(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        string(text, sb, true);
        return sb.toString();
    }

    private static void string(String s, StringBuilder sb, boolean inScript) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || inScript && (c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029')) {
                        sb.append("\\u").append(HEX[c >> 12 & 15]).append(HEX[c >> 8 & 15]).append(HEX[c >> 4 & 15])
                                .append(HEX[c & 15]);
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
