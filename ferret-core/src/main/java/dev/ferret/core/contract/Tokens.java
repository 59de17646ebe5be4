package dev.ferret.core.contract;

import java.util.ArrayList;
import java.util.List;

/** Splits a contract expression into tokens: names, numbers, strings and operators. */
final class Tokens {

    private static final List<String> OPERATORS = List.of("&&", "||", "==", "!=", "<=", ">=", "<", ">", "!", "+",
            "-", "*", "/", "%", "(", ")", ",", ".");

    private final List<String> tokens;
    private int at;

    Tokens(String text) throws BadContractException {
        this.tokens = split(text);
    }

    String peek() {
        return at < tokens.size() ? tokens.get(at) : "";
    }

    String next() throws BadContractException {
        if (at >= tokens.size()) {
            throw new BadContractException("the expression ends too early");
        }
        return tokens.get(at++);
    }

    boolean accept(String token) {
        if (peek().equals(token)) {
            at++;
            return true;
        }
        return false;
    }

    void expect(String token) throws BadContractException {
        String t = peek();
        if (!accept(token)) {
            throw new BadContractException("expected '" + token + "' but found " + (t.isEmpty() ? "the end" : "'" + t + "'"));
        }
    }

    boolean atEnd() {
        return at >= tokens.size();
    }

    static boolean isName(String t) {
        return !t.isEmpty() && (Character.isJavaIdentifierStart(t.charAt(0)) || t.charAt(0) == '\\');
    }

    private static List<String> split(String s) throws BadContractException {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isJavaIdentifierStart(c) || c == '\\') {
                int j = i + 1;
                while (j < s.length() && Character.isJavaIdentifierPart(s.charAt(j))) {
                    j++;
                }
                out.add(s.substring(i, j));
                i = j;
            } else if (Character.isDigit(c)) {
                int j = i;
                while (j < s.length() && (Character.isDigit(s.charAt(j)) || s.charAt(j) == '.')) {
                    j++;
                }
                if (j < s.length() && "LlDdFf".indexOf(s.charAt(j)) >= 0) {
                    j++;
                }
                out.add(s.substring(i, j));
                i = j;
            } else if (c == '"') {
                i = string(s, i, out);
            } else {
                i = operator(s, i, out);
            }
        }
        return out;
    }

    private static int string(String s, int start, List<String> out) throws BadContractException {
        StringBuilder b = new StringBuilder("\"");
        int i = start + 1;
        while (i < s.length() && s.charAt(i) != '"') {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char e = s.charAt(++i);
                b.append(switch (e) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    default -> e;
                });
            } else {
                b.append(c);
            }
            i++;
        }
        if (i >= s.length()) {
            throw new BadContractException("a string literal is not closed");
        }
        out.add(b.toString());
        return i + 1;
    }

    private static int operator(String s, int i, List<String> out) throws BadContractException {
        for (String op : OPERATORS) {
            if (s.startsWith(op, i)) {
                out.add(op);
                return i + op.length();
            }
        }
        throw new BadContractException("unexpected character '" + s.charAt(i) + "'");
    }
}
