package dev.ferret.orchestration.report;

/** Escaping for text put into HTML and for JSON embedded in a {@code <script>} element. */
final class Html {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Html() {
    }

    /** {@code text} as HTML text or attribute value: {@code & < > " '} escaped. */
    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        escape(text, sb);
        return sb.toString();
    }

    /** Appends {@code text} escaped to {@code sb}. */
    static void escape(CharSequence text, StringBuilder sb) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
    }

    /**
     * {@code text} as a JSON string literal that is safe inside a {@code <script>} element: besides
     * JSON's own escapes, {@code <}, {@code >} and {@code &} become {@code \\u} escapes, so no
     * {@code </script>} or comment opener can end the element early.
     */
    static String jsonString(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029') {
                        sb.append("\\u").append(HEX[c >> 12 & 15]).append(HEX[c >> 8 & 15]).append(HEX[c >> 4 & 15])
                                .append(HEX[c & 15]);
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
