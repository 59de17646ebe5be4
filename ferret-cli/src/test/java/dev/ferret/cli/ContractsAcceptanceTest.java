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
 * End to end on Klein, Flatt and Findler's bounded stack with its contracts
 * ({@code dev.ferret.examples.contracts}): bug 1 ({@code pushN(capacity(), item)} overruns the
 * buffer although its precondition held) and bug 2 (a generated observer pops, so {@code push}
 * breaks its postcondition and is blamed) are found; the twin whose observers keep their contracts
 * is not accused (the blame moves to the generated observer); contracts that cannot be checked are
 * reported once each and ignored. Also the paper's "dependence on a default implementation": a
 * generated source returns the null its {@code @Nullable} return type allows, and the code that
 * dereferences it is blamed; its twin, which handles null, is not. And the paper's observer
 * precondition: {@code Tank.drain} tells its generated listener a level the listener's
 * {@code @Requires} excludes; the emitted listener asserts it first, so the test fails as it did
 * while Ferret ran, blaming {@code drain}; its twin {@code SafeTank} is not accused.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ContractsAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.contracts";

    private Path work;
    private Path examples;
    private CliRun run;
    private GeneratedSuite suite;
    private String summary;
    private CliRun nullnessRun;
    private GeneratedSuite nullness;
    private CliRun tankRun;
    private GeneratedSuite tanks;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        run = CliRun.of("generate", "--classpath", examples.toString(), "--class", PACKAGE + ".BoundedStack",
                "--class", PACKAGE + ".GuardedStack", "--class", PACKAGE + ".Thermostat", "--time-limit", "15s",
                "--seed", "0", "--output-dir", work.resolve("out").toString(), "--summary-json",
                work.resolve("summary.json").toString(), "--progress", "never");
        suite = new GeneratedSuite(work.resolve("out"));
        summary = Files.readString(work.resolve("summary.json"));
        String jspecify = Path.of(org.jspecify.annotations.Nullable.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI()).toString();
        nullnessRun = CliRun.of("generate", "--classpath", examples + java.io.File.pathSeparator + jspecify,
                "--class", "dev.ferret.examples.nullness.Greeting", "--class", "dev.ferret.examples.nullness.SafeGreeting",
                "--time-limit", "8s", "--seed", "0", "--output-dir", work.resolve("nullness").toString(),
                "--progress", "never");
        nullness = new GeneratedSuite(work.resolve("nullness"));
        tankRun = CliRun.of("generate", "--classpath", examples.toString(), "--class", PACKAGE + ".Tank",
                "--class", PACKAGE + ".SafeTank", "--time-limit", "6s", "--seed", "0", "--output-dir",
                work.resolve("tanks").toString(), "--progress", "never");
        tanks = new GeneratedSuite(work.resolve("tanks"));
    }

    @Test
    void shouldBlameTheCallerThatBreaksAGeneratedListenersPrecondition() throws Exception {
        assertEquals(0, tankRun.exitCode(), tankRun.err());
        List<Path> errors = tanks.files("Error");
        assertEquals(1, errors.size(), tankRun.out() + errors);
        assertTrue(errors.get(0).getFileName().toString().startsWith("TankError"), errors.toString());
        String test = Files.readString(errors.get(0));
        assertTrue(test.matches("(?s).*LevelListener levelListener\\d+ = arg0 -> \\{\\s+assertTrue\\(arg0 >= 0 && arg0 <= 10, "
                + "\"Contract violated: precondition of LevelListener.levelChanged: level >= 0 && level <= 10\"\\);.*"),
                "the listener asserts its precondition first: " + test);
        assertTrue(test.contains("after dev.ferret.examples.contracts.Tank.drain"), "drain is blamed: " + test);
        Path classes = tanks.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("tc")));
        RerunResult failing = tanks.run(errors, classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(failing.testsRun() >= 1, "error tests ran: " + failing.testsRun());
        assertEquals(failing.testsRun(), failing.failures().size(), "every error test fails: " + failing.failures());
    }

    @Test
    void shouldBlameTheCodeForANullItsCallbackWasAllowedToReturn() throws Exception {
        assertEquals(0, nullnessRun.exitCode(), nullnessRun.err());
        List<Path> errors = nullness.files("Error");
        assertEquals(1, errors.size(), nullnessRun.out());
        assertTrue(errors.get(0).getFileName().toString().startsWith("GreetingError"), errors.toString());
        String test = Files.readString(errors.get(0));
        assertTrue(test.matches("(?s).*String (\\w+) = null;\\s+Greeting\\.NameSource \\w+ = \\(\\) -> \\1;.*"),
                "a generated name source that returns null: " + test);
    }

    private String errorTestsOf(String simpleName) throws Exception {
        StringBuilder all = new StringBuilder();
        for (Path p : suite.files("Error")) {
            if (p.getFileName().toString().startsWith(simpleName + "Error")) {
                all.append(Files.readString(p));
            }
        }
        return all.toString();
    }

    @Test
    void shouldFindBugOneThroughCapacity() throws Exception {
        assertEquals(0, run.exitCode(), run.err());
        String tests = errorTestsOf("BoundedStack");
        assertTrue(tests.contains("exception-despite-precondition: java.lang.ArrayIndexOutOfBoundsException"),
                run.out() + tests);
        assertTrue(tests.matches("(?s).*int (\\w+) = (\\w+)\\.capacity\\(\\);\\s+assertDoesNotThrow\\(\\(\\) -> \\{\\s+\\2\\.pushN\\(\\1, .*"),
                "pushN(capacity(), item): " + tests);
    }

    @Test
    void shouldFindBugTwoAndBlamePush() throws Exception {
        String tests = errorTestsOf("BoundedStack");
        assertTrue(tests.contains("assertTrue(!boundedStack0.empty(), \"Contract violated: postcondition of BoundedStack.push: !empty()\")"),
                run.out() + tests);
        assertTrue(tests.matches("(?s).*int\\[] (observerI\\d+Calls) = \\{0};\\s+ObserverI observerI\\d+ = \\(arg0, arg1\\) -> \\{\\s+"
                + "if \\(\\1\\[0]\\+\\+ < [123]\\) \\{\\s+"
                + "(arg0|boundedStack\\d+)\\.pop\\(\\);\\s+}\\s+};.*")
                || tests.matches("(?s).*ObserverI observerI\\d+ = \\(arg0, arg1\\) -> (arg0|boundedStack\\d+)\\.pop\\(\\);.*"),
                "a generated observer that pops the stack (the one it is given, or the same one captured), at most "
                        + "k times where it ran more often while Ferret ran: " + tests);
    }

    @Test
    void shouldMoveTheBlameToTheObserverOnceItsContractsAreBack() throws Exception {
        // an observer that pops is the generated code's fault; one that pushes (bounded re-entry)
        // fills the stack, and pushN stops there
        assertEquals("", errorTestsOf("GuardedStack"), run.out());
        assertEquals("", errorTestsOf("Thermostat"), run.out());
    }

    @Test
    void shouldReportEachBadContractAndIgnoreIt() {
        for (String member : List.of("setTarget", "warmer", "cooler", "reset")) {
            assertTrue(summary.contains("\"member\":\"" + PACKAGE + ".Thermostat." + member + "\"")
                    || summary.contains("\"member\": \"" + PACKAGE + ".Thermostat." + member + "\""), member + ": " + summary);
        }
        assertTrue(summary.contains("the expression ends too early"), summary);
        assertTrue(run.out().contains("bad-contract"), run.out());
    }

    @Test
    void shouldWriteErrorTestsThatFailAndRegressionTestsThatPass() throws Exception {
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        List<Path> regression = suite.files("Regression");
        assertFalse(regression.isEmpty(), run.out());
        RerunResult passing = suite.run(regression, classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(passing.testsRun() > 0 && passing.passed(), "regression tests must pass: " + passing.failures());
        RerunResult failing = suite.run(suite.files("Error"), classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(failing.testsRun() >= 2, "error tests ran: " + failing.testsRun());
        assertEquals(failing.testsRun(), failing.failures().size(), "every error test fails: " + failing.failures());
    }
}
