package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import dev.ferret.junit.rerun.TestFailure;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.junit.runtime.TestRuntime;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on the runaway examples (issue 27): {@code Carousel}'s bug is found in a worker, but
 * its error test, run as a build runs it, exhausts the heap of the JVM reporting it; the check phase
 * runs the error tests in a JVM with a bounded heap, so no such test is written and the summary says
 * why. {@code Rota}'s ordinary bug keeps its test. The files written then compile and run as a build
 * runs them (every test reported, error tests failing, regression tests passing) in one JVM of
 * 64 MB, which the dropped test would have taken down.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RunawayErrorTestsAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.runaway";
    private static final String BOUNDED_HEAP = "-Xmx64m";

    /** One row of runaway-tests.tsv. */
    private record Planted(String className, String member, String rule, String outcome) {
        String stem() {
            return className.substring(className.lastIndexOf('.') + 1);
        }
    }

    private Path work;
    private Path examples;
    private CliRun run;
    private String summary;
    private GeneratedSuite suite;
    private List<Planted> planted;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        planted = catalogue();
        List<String> args = new ArrayList<>(List.of("generate", "--classpath", examples.toString(),
                "--time-limit", "10s", "--seed", "0", "--output-dir", work.resolve("out").toString(),
                "--summary-json", work.resolve("summary.json").toString(), "--progress", "never"));
        for (Planted p : planted) {
            args.addAll(List.of("--class", p.className()));
        }
        run = CliRun.of(args.toArray(String[]::new));
        summary = Files.readString(work.resolve("summary.json"));
        suite = new GeneratedSuite(work.resolve("out"));
    }

    @Test
    void shouldWriteNoErrorTestThatTakesTheRunnerDownAndReportIt() throws IOException {
        assertEquals(0, run.exitCode(), run.err());
        String json = summary.replaceAll("\\s", "");
        for (Planted p : planted) {
            List<Path> errorFiles = suite.files("Error").stream()
                    .filter(f -> f.getFileName().toString().startsWith(p.stem() + "Error")).toList();
            String accused = p.className() + "." + p.member();
            if (p.outcome().equals("out-of-memory")) {
                for (Path f : errorFiles) {
                    assertFalse(Files.readString(f).contains("." + p.member() + "("), "written: " + Files.readString(f));
                }
                assertTrue(json.contains("\"failingMethod\":\"" + accused + "\",\"violation\":\"" + p.rule()
                        + "\",\"reason\":\"error-test-out-of-memory\""), summary);
                assertTrue(json.contains("\"kind\":\"error-test-out-of-memory\",\"member\":\"" + accused + "\"")
                        || json.contains("\"member\":\"" + accused + "\",\"kind\":\"error-test-out-of-memory\""), summary);
            } else {
                assertEquals(1, errorFiles.size(), p + ": " + run.out());
                assertTrue(Files.readString(errorFiles.get(0)).contains("Contract violated: " + p.rule()),
                        Files.readString(errorFiles.get(0)));
                assertFalse(json.contains("\"failingMethod\":\"" + accused + "\""), summary);
            }
        }
        assertTrue(run.out().contains("  error tests removed  1 (run as a build runs them"), run.out());
        assertTrue(Pattern.compile("CarouselErrorTest\\.\\w+ +exhausted memory").matcher(run.out()).find(), run.out());
        assertTrue(json.contains("\"removedErrorTests\":1,"), summary);
    }

    @Test
    void shouldLeaveASuiteThatRunsAsABuildRunsItWithoutTheRunnerGoingDown() throws Exception {
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        List<String> names = suite.files().stream().map(suite::className).toList();
        int tests = 0;
        for (Path f : suite.files()) {
            tests += Pattern.compile("@Test\\b").matcher(Files.readString(f)).results().count();
        }
        RerunResult result = new TestRerunner(TestRuntime.locate()).withJvmOptions(List.of(BOUNDED_HEAP))
                .run(names, classes, List.of(examples), JUnitVersion.JUNIT5);
        assertFalse(result.timedOut(), result.log());
        assertEquals(tests, result.testsRun(), "every test reported: " + result.log());
        assertEquals(1, result.exitCode(), "JUnit's exit code for failing tests, not a JVM's end: " + result.log());
        List<String> errorClasses = suite.files("Error").stream().map(suite::className).toList();
        assertFalse(errorClasses.isEmpty(), run.out());
        for (TestFailure f : result.failures()) {
            assertTrue(errorClasses.contains(f.className()), "a regression test failed: " + f);
        }
        long errorTests = 0;
        for (Path f : suite.files("Error")) {
            errorTests += Pattern.compile("@Test\\b").matcher(Files.readString(f)).results().count();
        }
        assertEquals(errorTests, result.failures().size(), "every error test fails: " + result.failures());
    }

    private static List<Planted> catalogue() throws IOException {
        List<Planted> out = new ArrayList<>();
        try (InputStream in = RunawayErrorTestsAcceptanceTest.class
                .getResourceAsStream("/dev/ferret/examples/runaway-tests.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] cols = line.strip().split("\t");
                    assertTrue(cols[0].startsWith(PACKAGE), line);
                    out.add(new Planted(cols[0], cols[1], cols[2], cols[3]));
                }
            }
        }
        assertEquals(2, out.size());
        return out;
    }
}
