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
 * End to end on the hook examples of ferret-examples (two of Klein, Flatt and Findler's bug
 * categories that need generated subclasses): a generated subclass of {@code Widget} whose
 * {@code onCreate} override records an event on the half-built widget reveals the
 * initialisation bug, a generated subclass of {@code Shelf} whose {@code size()} override returns
 * a wrong count breaks the final template method {@code toArray()}, which is blamed on the
 * override (it breaks the contract of the method it overrides: issue 27), the correct twins
 * ({@code SafeWidget}, {@code TidyShelf}) are not accused, and the emitted anonymous subclasses
 * compile and the regression tests pass.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HooksAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.hooks";

    private Path work;
    private Path examples;
    private CliRun run;
    private GeneratedSuite suite;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        List<String> args = new java.util.ArrayList<>(List.of("generate", "--classpath", examples.toString(),
                "--time-limit", "12s", "--seed", "0", "--output-dir", work.resolve("out").toString(),
                "--progress", "never"));
        for (String c : ExamplesAcceptanceTest.classesUnder(PACKAGE)) {
            args.addAll(List.of("--class", c));
        }
        run = CliRun.of(args.toArray(String[]::new));
        suite = new GeneratedSuite(work.resolve("out"));
    }

    private String errorTestOf(String simpleName) throws Exception {
        List<Path> errors = suite.files("Error").stream()
                .filter(p -> p.getFileName().toString().equals(simpleName + "ErrorTest.java")).toList();
        assertEquals(1, errors.size(), run.out());
        return Files.readString(errors.get(0));
    }

    @Test
    void shouldRevealTheInitialisationBugWithAGeneratedHook() throws Exception {
        assertEquals(0, run.exitCode(), run.err());
        String test = errorTestOf("Widget");
        assertTrue(test.contains("npe-without-null-input"), test);
        assertTrue(test.contains("after dev.ferret.examples.hooks.Widget.<init>"), "the constructor is named: " + test);
        assertTrue(test.contains("protected void onCreate() {"), "an override of the hook: " + test);
        assertTrue(test.contains("this.record("), "the hook calls the API on this: " + test);
    }

    @Test
    void shouldBlameTheGeneratedOverrideThatBreaksTheQuerysContract() {
        // a size() override that returns a wrong count breaks size()'s own contract: the failure of
        // the final toArray() goes away when the override returns what Shelf.size() returns
        assertTrue(suite.files("Error").stream().noneMatch(p -> p.getFileName().toString().equals("ShelfErrorTest.java")),
                run.out());
        assertTrue(run.out().contains("generated-code:broken-override"), "counted, not written: " + run.out());
    }

    @Test
    void shouldNotAccuseTheCorrectTwins() {
        assertTrue(suite.files("Error").stream().noneMatch(p -> p.toString().contains("SafeWidget")
                || p.toString().contains("TidyShelf")), run.out());
    }

    @Test
    void shouldWriteGeneratedSubclassesThatCompileAndRegressionTestsThatPass() throws Exception {
        List<Path> regression = suite.files("Regression");
        assertFalse(regression.isEmpty(), run.out());
        boolean subclass = false;
        for (Path p : regression) {
            subclass |= Files.readString(p).contains("@Override");
        }
        assertTrue(subclass, "some regression test uses a generated subclass");
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        RerunResult result = suite.run(regression, classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(result.testsRun() > 0, "regression tests ran");
        assertTrue(result.passed(), "regression tests must pass: " + result.failures() + "\n" + result.log());
    }
}
