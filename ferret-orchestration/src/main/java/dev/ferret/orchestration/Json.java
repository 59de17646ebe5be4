package dev.ferret.orchestration;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A minimal JSON writer for maps, lists, strings, numbers and booleans. */
final class Json {

    private Json() {
    }

    static String write(Object value) {
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
                string(String.valueOf(e.getKey()), sb);
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
            string(v.toString(), sb);
        }
    }

    private static void string(String s, StringBuilder sb) {
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
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
