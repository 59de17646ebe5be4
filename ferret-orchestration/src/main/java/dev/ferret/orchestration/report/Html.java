package dev.ferret.orchestration.report;

/** Escaping for text put into HTML (JSON embedded in a {@code <script>} element: {@code Json.scriptString}). */
final class Html {

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
}
