package dev.ferret.orchestration.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the test methods of a written error-test file and the contract comment Ferret puts on top
 * of each ({@code // Contract violated: <contract> after <method> (seed <n>)}), so that the report
 * shows exactly the source the user will run.
 */
final class ErrorTestReader {

    private static final char OPEN = '{';
    private static final char CLOSE = '}';
    private static final Pattern TEST = Pattern.compile("(?m)^[ \\t]*@Test\\b");
    private static final Pattern NAME = Pattern.compile("void\\s+(\\w+)\\s*\\(");
    private static final Pattern VIOLATION =
            Pattern.compile("// Contract violated: (.*) after (.*) \\(seed -?\\d+\\)");

    private ErrorTestReader() {
    }

    /** The error tests of one file's source. */
    static List<ErrorTest> read(String classUnderTest, String file, String source) {
        List<ErrorTest> out = new ArrayList<>();
        Matcher test = TEST.matcher(source);
        int from = 0;
        while (test.find(from)) {
            int open = source.indexOf(OPEN, test.end());
            if (open < 0) {
                break;
            }
            int close = closingBrace(source, open);
            int lineStart = source.lastIndexOf('\n', test.start()) + 1;
            String text = dedent(source.substring(lineStart, close));
            Matcher name = NAME.matcher(source.substring(test.end(), open));
            Matcher violation = VIOLATION.matcher(text);
            boolean found = violation.find();
            out.add(new ErrorTest(classUnderTest, file, name.find() ? name.group(1) : "?",
                    found ? violation.group(1) : "", found ? violation.group(2) : "", text));
            from = close;
        }
        return out;
    }

    /** The index after the brace closing the one at {@code open}, skipping literals and comments. */
    static int closingBrace(String s, int open) {
        int depth = 0;
        int i = open;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '"' || c == '\'') {
                i = skipLiteral(s, i, c);
                continue;
            }
            if (c == '/' && i + 1 < s.length() && s.charAt(i + 1) == '/') {
                int nl = s.indexOf('\n', i);
                i = nl < 0 ? s.length() : nl;
                continue;
            }
            if (c == OPEN) {
                depth++;
            } else if (c == CLOSE && --depth == 0) {
                return i + 1;
            }
            i++;
        }
        return s.length();
    }

    private static int skipLiteral(String s, int from, char quote) {
        int i = from + 1;
        while (i < s.length() && s.charAt(i) != quote && s.charAt(i) != '\n') {
            i += s.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(s.length(), i + 1);
    }

    /** The lines without the indentation the first one has. */
    private static String dedent(String text) {
        String[] lines = text.split("\n", -1);
        int indent = 0;
        while (indent < lines[0].length() && lines[0].charAt(indent) == ' ') {
            indent++;
        }
        StringBuilder sb = new StringBuilder();
        for (String line : lines) {
            int cut = 0;
            while (cut < indent && cut < line.length() && line.charAt(cut) == ' ') {
                cut++;
            }
            sb.append(line, cut, line.length()).append('\n');
        }
        return sb.toString().stripTrailing();
    }
}
