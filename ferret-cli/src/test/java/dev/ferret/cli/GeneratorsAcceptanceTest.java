package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on ferret-examples' generators package (issue 31): with {@code --generator
 * ExpressionGenerators} both planted bugs, which need valid arithmetic expressions, get an error
 * test that rebuilds its expression with {@code Replay.of}; the correct twin is not accused; the
 * tests compile against the examples and ferret-choice only, regression tests pass, and error
 * tests fail as they should. Without the generator, neither bug is found. And {@code IntervalSet},
 * whose API builds only the empty set, gets the values of a finitization (its invariant and its
 * fields' bounds): the planted bug of {@code contains} is found, {@code size} is not accused. A
 * sequence limit keeps the runs short and independent of the machine's speed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GeneratorsAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.generators";
    private static final String SEQUENCES = "20000";

    private Path work;
    private List<Path> classpath;
    private CliRun run;
    private GeneratedSuite suite;
    private GeneratedSuite without;
    private CliRun intervalRun;
    private GeneratedSuite intervals;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        Path choice = Path.of(dev.ferret.choice.Replay.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        classpath = List.of(ExamplesAcceptanceTest.examplesClasspath(), choice);
        run = generate("out", "--generator", PACKAGE + ".ExpressionGenerators");
        assertEquals(0, run.exitCode(), run.err());
        suite = new GeneratedSuite(work.resolve("out"));
        CliRun off = generate("off");
        assertEquals(0, off.exitCode(), off.err());
        without = new GeneratedSuite(work.resolve("off"));
        intervalRun = generate("intervals", List.of("IntervalSet"), "5000", "--generator",
                PACKAGE + ".IntervalSetGenerators");
        assertEquals(0, intervalRun.exitCode(), intervalRun.err());
        intervals = new GeneratedSuite(work.resolve("intervals"));
    }

    private CliRun generate(String out, String... more) throws Exception {
        return generate(out, List.of("RpnCalculator", "GroupingCalculator", "Calculator"), SEQUENCES, more);
    }

    private CliRun generate(String out, List<String> classes, String sequences, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("generate", "--classpath",
                String.join(java.io.File.pathSeparator, classpath.stream().map(Path::toString).toList()),
                "--time-limit", "60s", "--sequence-limit", sequences, "--seed", "0",
                "--output-dir", work.resolve(out).toString(), "--progress", "never"));
        for (String c : classes) {
            args.addAll(List.of("--class", PACKAGE + "." + c));
        }
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    private List<Path> errors(GeneratedSuite s, String cls) {
        return s.files("Error").stream().filter(p -> p.getFileName().toString().startsWith(cls + "Error")).toList();
    }

    @Test
    void shouldRevealBothPlantedBugsWithValuesOfTheUsersGenerator() throws Exception {
        for (String cls : List.of("RpnCalculator", "GroupingCalculator")) {
            List<Path> errors = errors(suite, cls);
            assertEquals(1, errors.size(), cls + ": " + run.out());
            String test = Files.readString(errors.get(0));
            assertTrue(test.contains("npe-without-null-input"), test);
            assertTrue(test.contains("ExpressionGenerators.expressions(") && test.contains("Replay.of(generator"),
                    "the expression is rebuilt by the user's generator and its trail: " + test);
        }
    }

    @Test
    void shouldNotAccuseTheCorrectTwin() {
        assertTrue(errors(suite, "Calculator").isEmpty(), run.out());
    }

    @Test
    void shouldWriteTestsThatCompileWithoutFerretAndReplayTheGeneratedValues() throws Exception {
        for (Path p : suite.files()) {
            assertFalse(Files.readString(p).matches("(?s).*import dev\\.ferret\\.(?!choice\\.|examples\\.).*"),
                    "only JUnit, the code under test, the user's generator and ferret-choice: " + p);
        }
        Path classes = suite.compile(classpath, JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        List<Path> regression = suite.files("Regression");
        assertTrue(regression.stream().anyMatch(p -> read(p).contains("Replay.of(")), "a regression test replays a value");
        RerunResult passing = suite.run(regression, classes, classpath, JUnitVersion.JUNIT5);
        assertTrue(passing.testsRun() > 0 && passing.passed(), passing.failures() + "\n" + passing.log());
        RerunResult failing = suite.run(suite.files("Error"), classes, classpath, JUnitVersion.JUNIT5);
        assertEquals(2, failing.failures().size(), "each error test fails on its bug: " + failing.log());
    }

    @Test
    void shouldRevealTheIntervalSetBugWithStructuresOfAFinitization() throws Exception {
        List<Path> errors = errors(intervals, "IntervalSet");
        assertEquals(1, errors.size(), intervalRun.out());
        String test = Files.readString(errors.get(0));
        assertTrue(test.contains(".contains(") && !test.contains(".size()"), "contains, not size: " + test);
        assertTrue(test.contains("IntervalSetGenerators.sets(") && test.contains("Replay.of(generator"), test);
        Path classes = intervals.compile(classpath, JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("i")));
        RerunResult failing = intervals.run(errors, classes, classpath, JUnitVersion.JUNIT5);
        assertEquals(1, failing.failures().size(), "the rebuilt set reveals the bug again: " + failing.log());
    }

    @Test
    void shouldFindNeitherBugWithoutTheGenerator() {
        assertTrue(without.files("Error").isEmpty(), "no valid expression, no bug: " + without.files("Error"));
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
