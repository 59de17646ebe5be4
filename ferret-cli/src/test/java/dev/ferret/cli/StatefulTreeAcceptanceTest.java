package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The paper's tree through the command line: with {@code --stateful}, {@code TwoWayTree}'s merge
 * bug (the cursor on and the nodes siblings) is found by a two-call test built from a stored
 * sibling pair and a transition that turns the cursor on; the correct twin {@code LinkedTree} is
 * not accused. (Random testing alone misses it at this length: {@code bench/stateful.sh}.) The run
 * ends at the sequence limit; the time limit is only a bound for a loaded machine. Without
 * generated subclasses ({@code --no-callbacks}): one that overrides {@code isSiblingOf} breaks the
 * same {@code assert} by another path, and this test is about the stateful one.
 */
class StatefulTreeAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.stateful";

    @Test
    void shouldFindTheMergeBugThroughATransitionAndNotAccuseTheTwin(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.of("generate", "--classpath", ExamplesAcceptanceTest.examplesClasspath().toString(),
                "--time-limit", "60s", "--seed", "0", "--sequence-limit", "120", "--flaky-runs", "1",
                "--progress", "never", "--output-dir", dir.toString(), "--class", PACKAGE + ".TwoWayTree",
                "--class", PACKAGE + ".LinkedTree", "--stateful", "--no-callbacks");
        assertEquals(0, run.exitCode(), run.err());
        GeneratedSuite suite = new GeneratedSuite(dir);
        List<Path> errors = suite.files("Error");
        assertEquals(1, errors.size(), run.out());
        assertTrue(errors.get(0).getFileName().toString().startsWith("TwoWayTree"), errors.toString());
        String test = Files.readString(errors.get(0));
        assertTrue(test.contains("assertion-error after dev.ferret.examples.stateful.TwoWayTree.mergeTreeAfter"), test);
        assertTrue(test.contains(".start();"), "the transition that turns the cursor on: " + test);
        assertTrue(test.contains(".putRight("), "the stored sibling pair is rebuilt by replaying its sequence: " + test);
    }
}
