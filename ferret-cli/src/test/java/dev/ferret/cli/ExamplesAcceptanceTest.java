package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on ferret-examples: one CLI run over every planted bug and every correct class,
 * then independent checks of what it wrote.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ExamplesAcceptanceTest {

    private static final String PACKAGE_BUGS = "dev.ferret.examples.bugs";
    private static final String PACKAGE_CORRECT = "dev.ferret.examples.correct";

    private Path work;
    private Path examples;
    private Map<String, String> planted;
    private GeneratedSuite suite;
    private CliRun run;
    private String summary;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = examplesClasspath();
        planted = plantedBugs();
        List<String> args = new ArrayList<>(List.of("generate", "--classpath", examples.toString(),
                "--sequence-limit", "100000", "--time-limit", "300s", "--seed", "0", "--output-dir", work.resolve("out").toString(),
                "--summary-json", work.resolve("summary.json").toString(), "--progress", "never",
                "--tests-per-file", "25",
                // Score's planted bug breaks compareto-equals, a recommendation: written as a test only when strict
                "--contract-level", "strict"));
        for (String c : classesUnder(PACKAGE_BUGS)) {
            args.addAll(List.of("--class", c));
        }
        for (String c : classesUnder(PACKAGE_CORRECT)) {
            args.addAll(List.of("--class", c));
        }
        run = CliRun.of(args.toArray(String[]::new));
        summary = Files.readString(work.resolve("summary.json"));
        suite = new GeneratedSuite(work.resolve("out"));
    }

    @Test
    void shouldExitSuccessfullyAndSummarize() {
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("sequences executed"), run.out());
        for (String key : List.of("sequencesExecuted", "sequencesPerSecond", "regressionTests", "errorTests",
                "droppedUncompilable")) {
            assertTrue(summary.contains("\"" + key + "\""), key + " missing from " + summary);
        }
        assertTrue(summary.contains("\"droppedUncompilable\": 0"), summary);
    }

    @Test
    void shouldRevealEveryPlantedBugWithItsContract() throws IOException {
        assertEquals(16, planted.size(), "one planted bug per contract and exception rule");
        for (Map.Entry<String, String> bug : planted.entrySet()) {
            String simple = bug.getKey().substring(bug.getKey().lastIndexOf('.') + 1);
            List<Path> errorFiles = suite.files().stream()
                    .filter(p -> p.getFileName().toString().matches(simple + "Error\\d*Test\\.java")).toList();
            assertFalse(errorFiles.isEmpty(), "no error-revealing test for " + bug.getKey());
            String text = read(errorFiles);
            assertTrue(text.contains("Contract violated: " + bug.getValue()),
                    bug.getKey() + " should violate " + bug.getValue() + " but its tests say:\n" + text);
        }
    }

    @Test
    void shouldMinimizeErrorTestsToFiveStatementsOnAverage() throws IOException {
        long tests = jsonNumber("errorTests");
        long statements = jsonNumber("errorTestStatements");
        long before = jsonNumber("errorTestStatementsBeforeMinimization");
        assertTrue(tests >= planted.size(), summary);
        assertTrue(statements <= 5 * tests, "average above 5: " + statements + " statements in " + tests + " tests");
        assertTrue(before > statements, "minimization shortened nothing: " + summary);
        // the tests as written: count the statements between the comment and the assertion
        for (Path f : suite.files("Error")) {
            for (String method : Files.readString(f).split("@Test")) {
                long lines = method.lines().filter(l -> l.startsWith("        ") && !l.strip().startsWith("//")
                        && !l.strip().startsWith("assert") && l.strip().endsWith(";")).count();
                assertTrue(lines <= 12, "a long error test in " + f.getFileName() + ":\n" + method);
            }
        }
    }

    /** Maven Surefire's default includes, as regular expressions over a file name. */
    private static final List<String> SUREFIRE_DEFAULT_INCLUDES = List.of("Test.*\\.java", ".*Test\\.java",
            ".*Tests\\.java", ".*TestCase\\.java");

    /** The JUnit Platform console launcher's default {@code --include-classname} over a class name. */
    private static final String JUNIT_CONSOLE_DEFAULT = "^(Test.*|.+[.$]Test.*|.*Tests?)$";

    @Test
    void shouldNameEveryTestClassSoThatADefaultBuildRunsIt() {
        assertTrue(suite.files("Regression").stream().anyMatch(p -> p.getFileName().toString().matches(".*\\d+Test\\.java")),
                "the run writes numbered parts (--tests-per-file 25): " + suite.files());
        for (Path f : suite.files()) {
            String file = f.getFileName().toString();
            assertTrue(SUREFIRE_DEFAULT_INCLUDES.stream().anyMatch(file::matches), "Surefire skips " + file);
            assertTrue(suite.className(f).matches(JUNIT_CONSOLE_DEFAULT), "the JUnit console skips " + suite.className(f));
        }
    }

    private long jsonNumber(String key) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"" + key + "\": (\\d+)").matcher(summary);
        assertTrue(m.find(), key + " missing from " + summary);
        return Long.parseLong(m.group(1));
    }

    @Test
    void shouldNotAccuseCorrectClasses() throws Exception {
        for (String c : classesUnder(PACKAGE_CORRECT)) {
            String simple = c.substring(c.lastIndexOf('.') + 1);
            assertTrue(suite.files().stream()
                            .noneMatch(p -> p.getFileName().toString().matches(simple + "Error\\d*Test\\.java")),
                    "false positive on correct class " + c);
        }
        assertFalse(suite.files("Regression").isEmpty(), "regression tests are written");
    }

    @Test
    void shouldWriteTestsThatCompileWhoseRegressionTestsPassAndErrorTestsFail() throws Exception {
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        RerunResult regression = suite.run(suite.files("Regression"), classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(regression.testsRun() > 0, "regression tests ran");
        assertTrue(regression.passed(), "regression tests must pass: " + regression.failures() + "\n" + regression.log());
        List<Path> errorFiles = suite.files("Error");
        RerunResult errors = suite.run(errorFiles, classes, List.of(examples), JUnitVersion.JUNIT5);
        assertEquals(errors.testsRun(), errors.failures().size(), "every error-revealing test fails");
        assertTrue(errors.failures().stream().allMatch(f -> f.message() != null && f.message().contains("Contract violated")),
                "failure messages name the contract: " + errors.failures());
    }

    static Path examplesClasspath() throws URISyntaxException, ClassNotFoundException {
        return Path.of(Class.forName(PACKAGE_CORRECT + ".Point").getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    static List<String> classesUnder(String pkg) throws Exception {
        return dev.ferret.core.run.ClassSelection.scanPackage(List.of(examplesClasspath()), pkg).stream()
                .filter(n -> !n.contains("$")).toList();
    }

    private static Map<String, String> plantedBugs() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        try (InputStream in = ExamplesAcceptanceTest.class.getResourceAsStream("/dev/ferret/examples/planted-bugs.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] cols = line.strip().split("\t");
                    out.put(cols[0], cols[1]);
                }
            }
        }
        return out;
    }

    private static String read(List<Path> files) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (Path f : files) {
            sb.append(Files.readString(f));
        }
        return sb.toString();
    }
}
