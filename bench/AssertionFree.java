import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Counts the regression tests that assert nothing, and the {@code assertArrayEquals} calls.
 *
 * <p>Usage: {@code java bench/AssertionFree.java <tests dir>} reads the regression test files
 * ({@code *Regression*Test.java}) and prints the number of test methods (the text from one
 * {@code @Test} to the next), how many of them call no {@code assert*} method and no
 * {@code fail}, and how many {@code assertArrayEquals} calls they make; last a machine-readable
 * line {@code ASSERTION_FREE tests=.. assertionFree=.. assertArrayEquals=..}. A text count, not a
 * parse: a test body holding {@code @Test} in a string literal would be split.
 */
public final class AssertionFree {

    private static final Pattern ASSERTION = Pattern.compile("\\b(?:assert[A-Z]\\w*|fail)\\s*\\(");
    private static final Pattern ARRAY_ASSERTION = Pattern.compile("\\bassertArrayEquals\\s*\\(");
    private static final Pattern TEST = Pattern.compile("@Test\\b");

    private AssertionFree() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: java bench/AssertionFree.java <tests dir>");
            System.exit(2);
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of(args[0]))) {
            files = walk.filter(p -> p.getFileName().toString().matches(".*Regression\\d*Test\\.java")).sorted().toList();
        }
        int tests = 0;
        int free = 0;
        int arrays = 0;
        for (Path f : files) {
            String[] parts = TEST.split(Files.readString(f), -1);
            for (int i = 1; i < parts.length; i++) { // parts[0] is the file's head
                tests++;
                if (!ASSERTION.matcher(parts[i]).find()) {
                    free++;
                }
                Matcher m = ARRAY_ASSERTION.matcher(parts[i]);
                while (m.find()) {
                    arrays++;
                }
            }
        }
        System.out.printf("regression tests: %d in %d files; asserting nothing: %d; assertArrayEquals calls: %d%n",
                tests, files.size(), free, arrays);
        System.out.printf("ASSERTION_FREE tests=%d assertionFree=%d assertArrayEquals=%d%n", tests, free, arrays);
    }
}
