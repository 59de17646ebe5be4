package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * End to end on the implication example (issue 13, paper §III-E2): at a sequence limit and seed
 * where random testing alone misses {@code Tally.reopen}'s planted bug, {@code --stateful} finds
 * it by attacking {@code old(this.isClosed()) ==> ...} through its conditional precondition, with
 * {@code close()} as the transition (a two-call test); the twin {@code Score} is not accused. One
 * seed only: the 10-seed protocol is {@code bench/stateful.sh} (docs/benchmarks.md).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StatefulImplicationAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.stateful";
    private static final int SEQUENCES = 200;
    private static final String SEED = "3";

    private Path work;
    private CliRun random;
    private CliRun stateful;
    private CliRun twin;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        random = generate("random", "Tally");
        stateful = generate("stateful", "Tally", "--stateful", "--summary-json", dir.resolve("summary.json").toString());
        twin = generate("twin", "Score", "--stateful");
    }

    private CliRun generate(String out, String cls, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("generate", "--classpath",
                ExamplesAcceptanceTest.examplesClasspath().toString(), "--time-limit", "15s", "--seed", SEED,
                "--sequence-limit", Integer.toString(SEQUENCES), "--flaky-runs", "1", "--progress", "never",
                "--output-dir", work.resolve(out).toString(), "--class", PACKAGE + "." + cls));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    private List<Path> errors(String out) throws Exception {
        return new GeneratedSuite(work.resolve(out)).files("Error");
    }

    @Test
    void shouldMissTheBugWithRandomTestingAlone() throws Exception {
        assertEquals(0, random.exitCode(), random.err());
        assertTrue(errors("random").isEmpty(), random.out());
    }

    @Test
    void shouldFindTheReopenBugThroughTheImplicationAndATransition() throws Exception {
        assertEquals(0, stateful.exitCode(), stateful.err());
        List<Path> errors = errors("stateful");
        assertEquals(1, errors.size(), stateful.out());
        String test = Files.readString(errors.get(0));
        assertTrue(test.contains("assertion-error after dev.ferret.examples.stateful.Tally.reopen"), test);
        assertTrue(test.contains(".close();"), "the transition call comes before reopen(): " + test);
        String json = Files.readString(work.resolve("summary.json"));
        assertTrue(Pattern.compile("\"clause\": \"old\\(this.isClosed\\(\\)\\) ==> [^\"]*\",\\s*\"kind\": \"implication\","
                + "\\s*\"method\": \"dev.ferret.examples.stateful.Tally.reopen\\(\\)\",\\s*\"status\": \"REFUTED_BY_FAILURE\"")
                .matcher(json).find(), json);
    }

    @Test
    void shouldNotAccuseTheTwin() throws Exception {
        assertEquals(0, twin.exitCode(), twin.err());
        assertTrue(errors("twin").isEmpty(), twin.out());
        assertTrue(Pattern.compile("Score +inferred \\d+, refuted \\d+, new faults 0").matcher(twin.out()).find(),
                twin.out());
    }
}
