package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
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
 * End to end on the flaky examples: observers that depend on time, identity hash codes, hash-set
 * order and a static counter lose their assertions; stable observers keep theirs; the suite then
 * passes run after run, in other orders and under other identity-hash schemes.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FlakyExamplesAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.flaky";

    /** One row of flaky-observers.tsv. */
    private record Observer(String className, String method, boolean stable) {
        /** The regression files' stem: nested classes get '_' for '$'. */
        String fileStem() {
            return className.substring(className.lastIndexOf('.') + 1).replace('$', '_') + "Regression";
        }
    }

    private Path work;
    private Path examples;
    private CliRun run;
    private GeneratedSuite suite;
    private String summary;
    private List<Observer> observers;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        observers = observers();
        run = CliRun.of("generate", "--classpath", examples.toString(), "--package", PACKAGE, "--sequence-limit", "50000", "--time-limit", "120s",
                "--seed", "0", "--max-tests-per-class", "150", "--output-dir", work.resolve("out").toString(),
                "--summary-json", work.resolve("summary.json").toString(), "--progress", "never");
        summary = Files.readString(work.resolve("summary.json"));
        suite = new GeneratedSuite(work.resolve("out"));
    }

    @Test
    void shouldRemoveEveryUnstableAssertionAndReportItsMember() throws IOException {
        assertEquals(0, run.exitCode(), run.err());
        for (Observer o : observers) {
            if (o.stable()) {
                continue;
            }
            List<String> asserted = assertionsOf(o);
            if (o.method().equals("getRoster")) {
                // the roster's order is unstable only with two or more members of distinct names
                // (one member's name may itself hold a comma)
                for (String test : testsAsserting(o)) {
                    java.util.regex.Matcher m = Pattern.compile("assertEquals\\(\"([^\"]*)\", (\\w+)\\.getRoster").matcher(test);
                    while (m.find()) {
                        long distinct = java.util.Arrays.stream(m.group(1).split(",", -1)).distinct().count();
                        long members = Pattern.compile("\\b" + m.group(2) + "\\.add\\(").matcher(test).results().count();
                        assertTrue(distinct < 2 || members < 2, "a roster of distinct members is still asserted: " + test);
                    }
                }
                continue;
            }
            assertEquals(List.of(), asserted, o + " must not be asserted");
            assertTrue(summary.contains(o.className() + "." + o.method() + "()"),
                    o + " should be reported as nondeterministic: " + summary);
        }
        assertTrue(run.out().contains("nondeterministic (assertions removed)"), run.out());
        assertTrue(summary.contains("\"nondeterministicDifferences\"") && summary.contains("but was: <"),
                "each nondeterministic member says what differed: " + summary);
    }

    @Test
    void shouldKeepStableAssertions() throws IOException {
        for (Observer o : observers) {
            if (o.stable()) {
                assertFalse(assertionsOf(o).isEmpty(), o + " lost every assertion");
            }
        }
    }

    @Test
    void shouldPassRepeatedlyInFreshJvmsOrdersAndHashSchemes() throws Exception {
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        List<String> names = new ArrayList<>();
        for (Path f : suite.files("Regression")) {
            String rel = work.resolve("out").relativize(f).toString().replace('\\', '/');
            names.add(rel.substring(0, rel.length() - ".java".length()).replace('/', '.'));
        }
        TestRerunner base = new TestRerunner(TestRuntime.locate());
        List<TestRerunner> variants = List.of(base, base.withShuffledOrder(17),
                base.withJvmOptions(TestRerunner.IDENTITY_HASH_SCHEMES.get(1)),
                base.withJvmOptions(TestRerunner.IDENTITY_HASH_SCHEMES.get(2)).withShuffledOrder(5));
        for (TestRerunner variant : variants) {
            RerunResult result = variant.run(names, classes, List.of(examples), JUnitVersion.JUNIT5);
            assertTrue(result.testsRun() > 0, "tests ran");
            assertTrue(result.passed(), "regression tests must pass every time: " + result.failures());
        }
    }

    /** The bodies of the test methods that assert on this observer, in its class's regression files. */
    private List<String> testsAsserting(Observer o) throws IOException {
        List<String> tests = new ArrayList<>();
        for (Path f : suite.files()) {
            if (f.getFileName().toString().matches(Pattern.quote(o.fileStem()) + "\\d*Test\\.java")) {
                for (String test : Files.readString(f).split("@Test")) {
                    if (test.contains("." + o.method() + "()")) {
                        tests.add(test);
                    }
                }
            }
        }
        return tests;
    }

    /** The assertion lines on this observer in its class's regression files. */
    private List<String> assertionsOf(Observer o) throws IOException {
        Pattern assertion = Pattern.compile("\\s*assert\\w*\\(.*\\.\\Q" + o.method() + "\\E\\(\\).*");
        List<String> lines = new ArrayList<>();
        for (Path f : suite.files()) {
            if (f.getFileName().toString().matches(Pattern.quote(o.fileStem()) + "\\d*Test\\.java")) {
                for (String line : Files.readAllLines(f)) {
                    if (assertion.matcher(line).matches()) {
                        lines.add(line.strip());
                    }
                }
            }
        }
        return lines;
    }

    private static List<Observer> observers() throws IOException {
        List<Observer> out = new ArrayList<>();
        try (InputStream in = FlakyExamplesAcceptanceTest.class
                .getResourceAsStream("/dev/ferret/examples/flaky-observers.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] cols = line.strip().split("\t");
                    out.add(new Observer(cols[0], cols[1], cols[2].equals("stable")));
                }
            }
        }
        assertEquals(24, out.size());
        return out;
    }
}
