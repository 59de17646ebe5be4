package dev.ferret.coverage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.emit.SuiteReduction;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.InProcessEngine;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.coverage.fixture.Branchy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine with coverage probes: what it keeps with and without feedback, on the same seed. */
class CoverageFeedbackTest {

    private static List<GeneratedTest> generate(boolean reduce, Duration plateau, RunSummary[] summary)
            throws Exception {
        RunConfig config = RunConfig.of(List.of(GoalSpaceTest.testClasses()), List.of(Branchy.class.getName()))
                .withSequenceLimit(3_000).withTimeLimit(Duration.ofSeconds(60)).withReduceSuite(reduce)
                .withPlateau(plateau);
        List<GeneratedTest> tests = new ArrayList<>();
        try (CoverageSession session = CoverageSession.open(GoalSpace.of(config.classpath(), config.classes()))) {
            summary[0] = new InProcessEngine(session.rewriter(), ExecutionWatcher.NONE, ValueObserver.NONE,
                    session.meter()).run(config, new GenerationListener() {
                        @Override
                        public void testGenerated(GeneratedTest test) {
                            if (test.kind() == TestKind.REGRESSION) {
                                tests.add(test);
                            }
                        }
                    });
        }
        return tests;
    }

    private static BitSet union(List<GeneratedTest> tests) {
        BitSet goals = new BitSet();
        for (GeneratedTest t : tests) {
            for (int i = 0; i < t.coverage().size(); i++) {
                goals.set(t.coverage().goal(i));
            }
        }
        return goals;
    }

    @Test
    void shouldKeepFewerTestsThatReachTheSameGoalsAsKeepingEveryTest() throws Exception {
        RunSummary[] summary = new RunSummary[1];
        List<GeneratedTest> full = generate(false, Duration.ZERO, summary);
        List<GeneratedTest> reduced = generate(true, Duration.ZERO, summary);

        assertTrue(full.stream().allMatch(t -> !t.coverage().isEmpty()), "every test carries its coverage");
        assertTrue(reduced.size() < full.size() / 2, reduced.size() + " of " + full.size());
        assertEquals(union(full), union(reduced));
        List<GeneratedTest> cover = SuiteReduction.reduce(reduced);
        assertTrue(cover.size() <= reduced.size());
        assertEquals(union(full), union(cover));
    }

    @Test
    void shouldStopOnACoveragePlateau() throws Exception {
        RunSummary[] summary = new RunSummary[1];
        RunConfig config = RunConfig.of(List.of(GoalSpaceTest.testClasses()), List.of(Branchy.class.getName()))
                .withTimeLimit(Duration.ofSeconds(60)).withPlateau(Duration.ofMillis(500));
        try (CoverageSession session = CoverageSession.open(GoalSpace.of(config.classpath(), config.classes()))) {
            summary[0] = new InProcessEngine(session.rewriter(), ExecutionWatcher.NONE, ValueObserver.NONE,
                    session.meter()).run(config, GenerationListener.NOOP);
        }

        assertEquals("coverage plateau", summary[0].stopReason());
        assertTrue(summary[0].elapsedMillis() < 30_000, summary[0].elapsedMillis() + " ms");
        assertFalse(summary[0].sequencesExecuted() == 0);
    }
}
