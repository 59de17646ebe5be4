package dev.ferret.orchestration.report;

import java.util.Set;

/**
 * Turns Java source into HTML with {@code <span>}s around keywords ({@code k}), literals of strings
 * and characters ({@code s}), numbers ({@code n}), comments ({@code c}), annotations ({@code a}) and
 * names that start with a capital letter ({@code t}, usually types). Everything else is escaped
 * text; the output, stripped of its tags and unescaped, is the input.
 */
final class JavaHighlighter {

    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "var", "record", "yield", "true", "false", "null");

    private JavaHighlighter() {
    }

    /** The source highlighted as HTML (to be put inside a {@code <pre>}). */
    static String highlight(String source) {
        StringBuilder out = new StringBuilder(source.length() * 2);
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            int end;
            String kind;
            if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                end = lineEnd(source, i);
                kind = "c";
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                int close = source.indexOf("*/", i + 2);
                end = close < 0 ? n : close + 2;
                kind = "c";
            } else if (c == '"' || c == '\'') {
                end = quoted(source, i, c);
                kind = "s";
            } else if (Character.isDigit(c)) {
                end = i + 1;
                while (end < n && (Character.isLetterOrDigit(source.charAt(end)) || source.charAt(end) == '.'
                        || source.charAt(end) == '_')) {
                    end++;
                }
                kind = "n";
            } else if (c == '@' && i + 1 < n && Character.isJavaIdentifierStart(source.charAt(i + 1))) {
                end = identifierEnd(source, i + 1);
                kind = "a";
            } else if (Character.isJavaIdentifierStart(c)) {
                end = identifierEnd(source, i);
                String word = source.substring(i, end);
                kind = KEYWORDS.contains(word) ? "k" : Character.isUpperCase(c) ? "t" : null;
            } else {
                end = i + 1;
                kind = null;
            }
            span(kind, source.substring(i, end), out);
            i = end;
        }
        return out.toString();
    }

    private static void span(String kind, String text, StringBuilder out) {
        if (kind == null) {
            Html.escape(text, out);
            return;
        }
        out.append("<span class=\"").append(kind).append("\">");
        Html.escape(text, out);
        out.append("</span>");
    }

    private static int lineEnd(String s, int from) {
        int nl = s.indexOf('\n', from);
        return nl < 0 ? s.length() : nl;
    }

    /** The end of a string or character literal starting at {@code from} (an unclosed one ends at the line). */
    private static int quoted(String s, int from, char quote) {
        int i = from + 1;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\\') {
                i += 2;
            } else if (c == quote) {
                return i + 1;
            } else if (c == '\n') {
                return i;
            } else {
                i++;
            }
        }
        return s.length();
    }

    private static int identifierEnd(String s, int from) {
        int i = from + 1;
        while (i < s.length() && Character.isJavaIdentifierPart(s.charAt(i))) {
            i++;
        }
        return i;
    }
}
