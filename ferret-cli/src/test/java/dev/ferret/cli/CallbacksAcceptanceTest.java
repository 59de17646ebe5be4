package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on the callback examples of ferret-examples: a generated observer that pops inside
 * {@code ObservedStack.push} reveals its planted bug (Klein, Flatt and Findler's bug 2), the
 * correct twin is not accused, the emitted anonymous classes compile and the regression tests
 * pass; with {@code --no-callbacks} the bug stays hidden.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CallbacksAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.callbacks";

    private Path work;
    private Path examples;
    private CliRun run;
    private GeneratedSuite suite;
    private GeneratedSuite without;
    private CliRun off;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        run = generate("out", 15);
        suite = new GeneratedSuite(work.resolve("out"));
        off = generate("off", 10, "--no-callbacks");
        assertEquals(0, off.exitCode(), off.err());
        without = new GeneratedSuite(work.resolve("off"));
    }

    private CliRun generate(String out, int seconds, String... more) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("generate", "--classpath", examples.toString(),
                "--time-limit", seconds + "s", "--seed", "0", "--output-dir", work.resolve(out).toString(),
                "--progress", "never"));
        for (String c : ExamplesAcceptanceTest.classesUnder(PACKAGE)) {
            args.addAll(List.of("--class", c));
        }
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void shouldRevealTheObserverBugWithAGeneratedObserver() throws Exception {
        assertEquals(0, run.exitCode(), run.err());
        List<Path> errors = suite.files("Error").stream().filter(p -> p.toString().contains("ObservedStack")).toList();
        assertEquals(1, errors.size(), run.out());
        String test = Files.readString(errors.get(0));
        assertTrue(test.contains("assertion-error"), test);
        assertTrue(test.contains("ObservedStack.Observer observer"), "a generated observer: " + test);
        assertTrue(java.util.regex.Pattern.compile("\\(arg0, arg1\\) -> (\\{\\s+if \\(observer\\d+Calls\\[0]\\+\\+ < [123]\\) "
                + "\\{\\s+)?(arg0|observedStack0)\\.pop\\(\\)")
                .matcher(test).find(), "a lambda that pops the stack (the one it is given, or the test's), counting its "
                + "runs (at most k pop) only if it ran more often while Ferret ran: " + test);
    }

    @Test
    void shouldNotAccuseTheCorrectTwin() {
        assertTrue(suite.files("Error").stream().noneMatch(p -> p.toString().contains("NotifyingStack")),
                run.out());
    }

    @Test
    void shouldWriteGeneratedObserversThatCompileAndRegressionTestsThatPass() throws Exception {
        List<Path> regression = suite.files("Regression");
        assertFalse(regression.isEmpty(), run.out());
        boolean anonymous = false;
        for (Path p : regression) {
            anonymous |= Files.readString(p).contains("(arg0, arg1) ->");
        }
        assertTrue(anonymous, "some regression test uses a generated observer");
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        RerunResult result = suite.run(regression, classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(result.testsRun() > 0, "regression tests ran");
        assertTrue(result.passed(), "regression tests must pass: " + result.failures() + "\n" + result.log());
    }

    @Test
    void shouldReportTheCallbackReachAndThatCallbacksAreOffWithoutThem() {
        assertTrue(run.out().contains("callbacks            2 of 2 methods taking an interface or abstract parameter "
                + "called with a generated implementation (100%)"), "both addObserver methods: " + run.out());
        assertTrue(off.out().contains("callbacks            off (--no-callbacks): 2 methods take an interface"),
                off.out());
    }

    @Test
    void shouldLeaveTheBugHiddenWithoutCallbacks() {
        assertTrue(without.files("Error").isEmpty(), "no observer, no bug: " + without.files("Error"));
        assertTrue(without.files("Regression").stream().noneMatch(p -> {
            try {
                return Files.readString(p).contains("(arg0, arg1) ->");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }), "no generated class with --no-callbacks");
    }
}
