package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** End to end through the engine: error tests are minimized, and the output limit holds. */
class MinimizationEngineTest {

    private static RunConfig config() throws Exception {
        Path classes = Path.of(RunFragile.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return RunConfig.of(List.of(classes), List.of(RunFragile.class.getName()))
                .withTimeLimit(Duration.ofSeconds(3)).withSeed(7);
    }

    private static List<GeneratedTest> run(RunConfig config, RunSummary[] summary) throws Exception {
        List<GeneratedTest> tests = new ArrayList<>();
        summary[0] = new InProcessEngine().run(config, new GenerationListener() {
            @Override
            public void testGenerated(GeneratedTest test) {
                tests.add(test);
            }
        });
        return tests;
    }

    @Test
    void shouldEmitMinimizedErrorTests() throws Exception {
        RunSummary[] summary = new RunSummary[1];
        List<GeneratedTest> errors = run(config(), summary).stream().filter(t -> t.kind() == TestKind.ERROR).toList();

        assertFalse(errors.isEmpty(), "the toString bug is found");
        GeneratedTest last = errors.get(errors.size() - 1);
        // new RunFragile(); an int; push; push (the int reused) or a second literal: at most 5
        for (GeneratedTest t : errors) {
            assertTrue(t.steps().size() <= 5, t.failingMethod() + " kept " + t.steps().size() + " steps: " + t.steps());
        }
        assertEquals("tostring-returns-normally", last.violation());
        RunSummary s = summary[0];
        assertTrue(s.errorTestStatements() <= s.errorTestStatementsBeforeMinimization());
        assertTrue(s.averageErrorTestLength() <= 5, "average " + s.averageErrorTestLength());
    }

    @Test
    void shouldKeepErrorTestsAsFoundWithoutMinimization() throws Exception {
        RunSummary[] summary = new RunSummary[1];
        run(config().withMinimize(false), summary);
        assertEquals(summary[0].errorTestStatementsBeforeMinimization(), summary[0].errorTestStatements());
    }

    @Test
    void shouldStopAtTheOutputLimitAndEmitNoMore() throws Exception {
        RunSummary[] summary = new RunSummary[1];
        List<GeneratedTest> tests = run(config().withOutputLimit(5).withTimeLimit(Duration.ofSeconds(20)), summary);
        assertEquals(5, tests.size());
        assertEquals("output limit", summary[0].stopReason());
        assertEquals(5, summary[0].regressionTests() + summary[0].errorTests());
    }
}
