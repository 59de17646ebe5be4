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
 * End to end on package-private classes (issue 28, item 5): both classes under test are in one
 * package, so the tests go there and build and call the package-private classes; the planted bug
 * of {@code Ledger} is found, its twin is not accused, and the tests compile and pass or fail as
 * written.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PackagePrivateAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.hidden";

    private Path work;
    private Path examples;
    private CliRun run;
    private GeneratedSuite suite;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        run = CliRun.of("generate", "--classpath", examples.toString(), "--class", PACKAGE + ".Ledger",
                "--class", PACKAGE + ".SafeLedger", "--time-limit", "10s", "--sequence-limit", "20000", "--seed", "0",
                "--output-dir", work.resolve("out").toString(), "--progress", "never");
        assertEquals(0, run.exitCode(), run.err());
        suite = new GeneratedSuite(work.resolve("out"));
    }

    @Test
    void shouldFindThePlantedBugOfAPackagePrivateClassAndNotAccuseItsTwin() throws Exception {
        List<String> errors = suite.files("Error").stream().map(p -> p.getFileName().toString()).toList();
        assertEquals(List.of("LedgerErrorTest.java"), errors, run.out());
        String test = Files.readString(suite.files("Error").get(0));
        assertTrue(test.startsWith("package " + PACKAGE + ";"), test);
        assertTrue(test.contains("new Ledger()") && test.contains(".record("), "built and called directly: " + test);
        assertTrue(test.contains("equals-hashcode"), test);

        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createTempDirectory(work, "classes"));
        RerunResult failing = suite.run(suite.files("Error"), classes, List.of(examples), JUnitVersion.JUNIT5);
        assertEquals(1, failing.failures().size(), "the error test fails: " + failing.log());
    }

    @Test
    void shouldWriteRegressionTestsOfBothClassesThatPass() throws Exception {
        List<String> names = suite.files("Regression").stream().map(p -> p.getFileName().toString()).sorted().toList();
        assertEquals(List.of("LedgerRegressionTest.java", "SafeLedgerRegressionTest.java"), names, run.out());
        String safe = Files.readString(suite.files("Regression").stream()
                .filter(p -> p.getFileName().toString().startsWith("Safe")).findFirst().orElseThrow());
        assertTrue(safe.contains("total()") && safe.contains("entries()"), "package-private methods asserted: " + safe);
        assertFalse(safe.contains("setAccessible"), "no reflection in a test: " + safe);

        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createTempDirectory(work, "classes"));
        RerunResult result = suite.run(suite.files("Regression"), classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(result.testsRun() > 0, "regression tests ran");
        assertTrue(result.passed(), "regression tests must pass: " + result.failures() + "\n" + result.log());
    }
}
