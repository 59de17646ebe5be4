package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end over the hostile zoo of ferret-examples plus the correct classes, in worker JVMs:
 * the run survives every hostile behaviour, reports each one, and still writes passing
 * regression tests for the correct classes.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileZooAcceptanceTest {

    private static final int TIME_LIMIT_SECONDS = 20;
    /** Catalogue behaviour → the incident kind the summary reports it as. */
    private static final Map<String, String> KIND = Map.of(
            "system-exit", "system-exit", "runtime-halt", "runtime-halt", "infinite-loop", "timeout",
            "stack-overflow", "stack-overflow", "out-of-memory", "out-of-memory", "endless-thread", "lingering-threads",
            "output-flood", "output-flood", "file-delete", "file-delete", "static-write", "static-write",
            "worker-crash", "worker-crash");

    private Path work;
    private Path examples;
    private CliRun run;
    private String summary;
    private GeneratedSuite suite;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        List<String> args = new ArrayList<>(List.of("generate", "--classpath", examples.toString(),
                // seed 2: in 20 s (about 600 sequences, most of the time spent in the zoo's timeouts) not
                // every seed reaches every hostile member; since the generator changes of 2026-11-29 seed 0
                // misses Shredder.shred of a path and seed 1 Forker and Recurser, seed 2 reaches all ten.
                // What this test checks is how each behaviour is reported once reached.
                "--time-limit", TIME_LIMIT_SECONDS + "s", "--seed", "2", "--workers", "2",
                // a 512 MB heap fills well within the call timeout even on a loaded machine (a 1 GB one took
                // 4.3 s of the 5 s with both cores busy), so the allocation bomb shows as out-of-memory
                // (with the default heap, half the machine's memory, it shows as a timeout)
                "--worker-heap", "512m",
                "--output-dir", work.resolve("out").toString(),
                "--summary-json", work.resolve("summary.json").toString(), "--progress", "never"));
        for (String pkg : List.of("dev.ferret.examples.hostile", "dev.ferret.examples.correct")) {
            for (String c : ExamplesAcceptanceTest.classesUnder(pkg)) {
                args.addAll(List.of("--class", c));
            }
        }
        run = CliRun.of(args.toArray(String[]::new));
        summary = Files.readString(work.resolve("summary.json"));
        suite = new GeneratedSuite(work.resolve("out"));
    }

    @Test
    void shouldFinishGenerationWithinItsTimeLimitPlusThirtySeconds() {
        assertEquals(0, run.exitCode(), run.err());
        Matcher m = Pattern.compile("\"elapsedMillis\": (\\d+)").matcher(summary);
        assertTrue(m.find(), summary);
        long elapsed = Long.parseLong(m.group(1));
        assertTrue(elapsed <= (TIME_LIMIT_SECONDS + 30) * 1000L, "generation took " + elapsed + " ms");
        assertTrue(elapsed >= TIME_LIMIT_SECONDS * 1000L - 1000, "hostile code must not end the run early: " + elapsed);
    }

    @Test
    void shouldReportEveryHostileBehaviourOfTheZoo() throws IOException {
        for (String[] row : catalogue()) {
            String kind = KIND.get(row[1]);
            String simple = row[0].substring(row[0].lastIndexOf('.') + 1);
            assertTrue(summary.contains("\"kind\": \"" + kind + "\""), kind + " missing from the JSON summary");
            assertTrue(incidentListed(kind, simple), row[1] + " of " + row[0] + " not reported as " + kind
                    + ":\n" + run.out());
        }
    }

    /** The printed summary lists the incident: kind, then a member of the class. */
    private boolean incidentListed(String kind, String simple) {
        return run.out().lines().anyMatch(l -> l.strip().startsWith(kind + " ") && l.contains("." + simple + "."));
    }

    @Test
    void shouldWriteTheSequenceThatKilledAWorkerAsADisabledCrashTest() throws IOException {
        List<Path> crash = suite.files("Crash").stream().filter(p -> p.getFileName().toString().startsWith("Vanisher"))
                .toList();
        assertFalse(crash.isEmpty(), "no crash test of Vanisher: " + suite.files("Crash") + "\n" + run.out());
        String text = Files.readString(crash.get(0));
        assertTrue(text.contains("@Disabled(") && text.contains(".vanish()"), text);
    }

    @Test
    void shouldStillWritePassingRegressionTestsForTheCorrectClasses() throws Exception {
        List<Path> correct = suite.files("Regression").stream()
                .filter(p -> p.toString().contains("correct")).toList();
        assertFalse(correct.isEmpty(), "no regression tests for the correct classes: " + run.out());
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        RerunResult result = suite.run(correct, classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(result.testsRun() > 0, "regression tests ran");
        assertTrue(result.passed(), "regression tests must pass: " + result.failures() + "\n" + result.log());
    }

    @Test
    void shouldWriteNoRegressionTestThatLeavesAThreadRunning() throws IOException {
        for (Path file : suite.files("Regression")) {
            String text = Files.readString(file);
            assertFalse(text.contains(".fork()"), "a regression test starts a never-ending thread: " + file);
        }
    }

    private static List<String[]> catalogue() throws IOException {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = HostileZooAcceptanceTest.class.getResourceAsStream("/dev/ferret/examples/hostile-zoo.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line.strip().split("\t"));
                }
            }
        }
        assertTrue(out.size() >= 10, "the zoo catalogue");
        return out;
    }
}
