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
 * End to end on the stateful examples (issue 13): at a sequence limit where random testing alone
 * misses {@code ChainList.append}'s planted bug (same seed), {@code --stateful} finds it by
 * breaking the precondition {@code !this.isEmpty()} inferred from the random phase's passing
 * calls, writes the error test like any other, does not accuse the correct twin {@code LinkList}
 * (where the same attack refutes the contract), reports per class in the summary and its JSON,
 * and writes the surviving contracts to {@code ferret-contracts.md}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StatefulAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.stateful";
    /** Two classes share the limit: about 200 sequences each, the 10-seed bar's limit for ChainList alone. */
    private static final int SEQUENCES = 400;

    private Path work;
    private CliRun random;
    private CliRun stateful;
    private GeneratedSuite randomSuite;
    private GeneratedSuite statefulSuite;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        random = generate("random");
        randomSuite = new GeneratedSuite(work.resolve("random"));
        stateful = generate("stateful", "--stateful", "--summary-json", work.resolve("summary.json").toString());
        statefulSuite = new GeneratedSuite(work.resolve("stateful"));
    }

    private CliRun generate(String out, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("generate", "--classpath",
                ExamplesAcceptanceTest.examplesClasspath().toString(), "--time-limit", "15s", "--seed", "0",
                "--sequence-limit", Integer.toString(SEQUENCES), "--flaky-runs", "1", "--progress", "never",
                "--output-dir", work.resolve(out).toString(), "--class", PACKAGE + ".ChainList",
                "--class", PACKAGE + ".LinkList"));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static List<Path> errorsOf(GeneratedSuite suite, String name) throws Exception {
        return suite.files("Error").stream().filter(p -> p.getFileName().toString().startsWith(name)).toList();
    }

    @Test
    void shouldMissTheBugWithRandomTestingAloneAtThisLength() throws Exception {
        assertEquals(0, random.exitCode(), random.err());
        assertTrue(errorsOf(randomSuite, "ChainList").isEmpty(), random.out());
        assertTrue(!random.out().contains("  stateful "), "the phase is off by default: " + random.out());
        assertTrue(!Files.exists(work.resolve("random").resolve("ferret-contracts.md")));
    }

    @Test
    void shouldFindTheAppendBugWithTheStatefulPhase() throws Exception {
        assertEquals(0, stateful.exitCode(), stateful.err());
        List<Path> errors = errorsOf(statefulSuite, "ChainList");
        assertEquals(1, errors.size(), stateful.out());
        String test = Files.readString(errors.get(0));
        assertTrue(test.contains("assertion-error after dev.ferret.examples.stateful.ChainList.append"), test);
        assertTrue(test.contains(".wipeOut();"), "the stored empty list is rebuilt by replaying its sequence: " + test);
    }

    @Test
    void shouldNotAccuseTheCorrectTwin() throws Exception {
        assertTrue(errorsOf(statefulSuite, "LinkList").isEmpty(), stateful.out());
    }

    @Test
    void shouldReportInferredRefutedAndNewFaultsPerClass() throws Exception {
        assertTrue(Pattern.compile("ChainList +inferred \\d+, refuted \\d+, new faults 1").matcher(stateful.out())
                .find(), stateful.out());
        assertTrue(Pattern.compile("LinkList +inferred \\d+, refuted \\d+, new faults 0").matcher(stateful.out())
                .find(), stateful.out());
        String json = Files.readString(work.resolve("summary.json"));
        assertTrue(json.contains("\"stateful\""), json);
        assertTrue(Pattern.compile("\"clause\": \"!this.isEmpty\\(\\)\",\\s*\"kind\": \"precondition\",\\s*"
                + "\"method\": \"dev.ferret.examples.stateful.LinkList.append\\([^\"]*\\)\",\\s*\"status\": \"REFUTED\"")
                .matcher(json).find(), "the twin's contract is refuted by a passing test: " + json);
        assertTrue(json.contains("java.lang.AssertionError in dev.ferret.examples.stateful.ChainList.append"), json);
    }

    @Test
    void shouldWriteTheSurvivingContracts() throws Exception {
        Path contracts = work.resolve("stateful").resolve("ferret-contracts.md");
        String md = Files.readString(contracts);
        assertTrue(md.startsWith("# Likely contracts"), md);
        assertTrue(md.contains("## dev.ferret.examples.stateful."), md);
        int section = md.indexOf("### `dev.ferret.examples.stateful.LinkList.append(");
        if (section >= 0) {
            int end = md.indexOf("\n#", section + 1);
            String append = md.substring(section, end < 0 ? md.length() : end);
            assertTrue(!append.contains("requires !this.isEmpty();"), "a refuted contract is not listed: " + md);
        }
    }
}
