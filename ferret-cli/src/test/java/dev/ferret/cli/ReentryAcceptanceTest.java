package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import dev.ferret.junit.rerun.TestFailure;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on the re-entry examples of ferret-examples (issue 27, item 8): a generated listener
 * that sets another new name while {@code Settings.set} notifies, and a generated loader that asks
 * its own {@code BoundedCache} for another key, call back a bounded number of times and then
 * return plainly, so the bugs are found (without the bound they recurse until the budget runs out
 * and no test comes of them); the emitted tests count the same way, compile, and fail on the
 * broken contract; the twins are not accused.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReentryAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.reentry";

    private Path work;
    private Path examples;
    private CliRun settings;
    private CliRun caches;
    private GeneratedSuite settingsSuite;
    private GeneratedSuite cacheSuite;

    /** Two generations of at most 10 s each: the sequence limit binds on an idle machine, so the seed fixes the outcome. */
    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        settings = generate("settings", "Settings", "SafeSettings");
        settingsSuite = new GeneratedSuite(work.resolve("settings"));
        caches = generate("caches", "BoundedCache", "SafeBoundedCache");
        cacheSuite = new GeneratedSuite(work.resolve("caches"));
    }

    private CliRun generate(String out, String bug, String twin) throws Exception {
        CliRun run = CliRun.of("generate", "--classpath", examples.toString(), "--class", PACKAGE + "." + bug,
                "--class", PACKAGE + "." + twin, "--time-limit", "10s", "--sequence-limit", "20000", "--seed", "0",
                "--output-dir", work.resolve(out).toString(), "--progress", "never");
        assertEquals(0, run.exitCode(), run.err());
        return run;
    }

    private static String errorTestOf(GeneratedSuite suite, CliRun run, String simpleName) throws Exception {
        List<String> names = suite.files("Error").stream().map(p -> p.getFileName().toString()).toList();
        assertEquals(List.of(simpleName + "ErrorTest.java"), names, "the bug, and the twin not accused: " + run.out());
        return Files.readString(suite.files("Error").get(0));
    }

    @Test
    void shouldRevealTheListenerThatSetsAnotherNameWhileSetNotifies() throws Exception {
        String test = errorTestOf(settingsSuite, settings, "Settings");
        assertTrue(test.contains("postcondition of Settings.set: contains(name) after dev.ferret.examples.reentry.Settings.set"),
                test);
        assertTrue(Pattern.compile("if \\((listener\\d+Calls\\[0]|calls)\\+\\+ < [123]\\) \\{\\s+"
                + "(arg0|settings\\d+)\\.set\\(").matcher(test).find(),
                "a listener that calls set back at most k times: " + test);
        assertFailsOnTheContract(settingsSuite, "postcondition of Settings.set: contains(name)");
    }

    @Test
    void shouldRevealTheLoaderThatAsksItsOwnCacheForAnotherKey() throws Exception {
        String test = errorTestOf(cacheSuite, caches, "BoundedCache");
        assertTrue(test.contains("invariant of BoundedCache.get: size() <= capacity() after "
                + "dev.ferret.examples.reentry.BoundedCache.get"), test);
        assertTrue(Pattern.compile("private int calls;[\\s\\S]*if \\(calls\\+\\+ < [123]\\) \\{\\s+"
                + "String result\\d+ = boundedCache\\d+\\.get\\([^;]*, this\\);").matcher(test).find(),
                "a loader (an anonymous class) that calls get back, passing itself, at most k times: " + test);
        assertFailsOnTheContract(cacheSuite, "invariant of BoundedCache.get: size() <= capacity()");
    }

    /** The error test compiles and fails, on the contract its comment names. */
    private void assertFailsOnTheContract(GeneratedSuite suite, String contract) throws Exception {
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createTempDirectory(work, "classes"));
        RerunResult failing = suite.run(suite.files("Error"), classes, List.of(examples), JUnitVersion.JUNIT5);
        assertEquals(1, failing.testsRun(), failing.log());
        assertEquals(1, failing.failures().size(), "the error test fails: " + failing.log());
        TestFailure f = failing.failures().get(0);
        assertTrue(f.message() != null && f.message().contains("Contract violated: " + contract),
                "for the right reason: " + f);
    }

    @Test
    void shouldWriteRegressionTestsThatPass() throws Exception {
        for (GeneratedSuite suite : List.of(settingsSuite, cacheSuite)) {
            Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5,
                    Files.createTempDirectory(work, "classes"));
            RerunResult result = suite.run(suite.files("Regression"), classes, List.of(examples), JUnitVersion.JUNIT5);
            assertTrue(result.testsRun() > 0, "regression tests ran");
            assertTrue(result.passed(), "regression tests must pass: " + result.failures() + "\n" + result.log());
        }
    }
}
