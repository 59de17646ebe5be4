package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.emit.ShortestPerFailure;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One failing test per cause: object contracts grouped by class; recommendations and broken rules
 * of use counted, not written (unless asked for).
 */
class FailureGroupingTest {

    private record Run(RunSummary summary, List<GeneratedTest> errors) { }

    /**
     * The run's summary and the error tests it writes: a shorter test of a failure replaces the
     * one heard before, as the emitter replaces it ({@link ShortestPerFailure#ofTests()}).
     */
    private static Run run(RunConfig config) throws Exception {
        ShortestPerFailure<List<Object>, GeneratedTest> errors = ShortestPerFailure.ofTests();
        RunSummary summary = new InProcessEngine().run(config, new GenerationListener() {
            @Override
            public void testGenerated(GeneratedTest test) {
                if (test.kind() == TestKind.ERROR) {
                    errors.offer(test);
                }
            }
        });
        return new Run(summary, new ArrayList<>(errors.kept()));
    }

    private static RunConfig config(Class<?>... cs) throws Exception {
        Path classes = Path.of(cs[0].getProtectionDomain().getCodeSource().getLocation().toURI());
        return RunConfig.of(List.of(classes), java.util.Arrays.stream(cs).map(Class::getName).toList())
                .withTimeLimit(Duration.ofSeconds(20)).withSequenceLimit(20000);
    }

    @Test
    void shouldWriteOneTestPerBrokenObjectContractOfAClassWhicheverCallCameLast() throws Exception {
        Run r = run(config(RunSignedZero.class));

        long violating = r.summary().violationsPerContract().getOrDefault("equals-hashcode", 0L);
        assertTrue(violating > 1, "several sequences break equals-hashcode: " + r.summary().violationsPerContract());
        assertEquals(1, r.errors().stream().filter(t -> t.violation().equals("equals-hashcode")).count(),
                "one test for the one cause: " + r.errors().stream().map(GeneratedTest::failingMethod).toList());
    }

    @Test
    void shouldCountARecommendationAndWriteItOnlyWhenStrict() throws Exception {
        Run standard = run(config(RunScore.class));
        Run strict = run(config(RunScore.class).withStrictContracts(true));

        assertTrue(standard.summary().violationsPerContract().getOrDefault("compareto-equals", 0L) > 0,
                "counted: " + standard.summary().violationsPerContract());
        assertTrue(standard.errors().stream().noneMatch(t -> t.violation().equals("compareto-equals")),
                "not written by default");
        assertTrue(strict.errors().stream().anyMatch(t -> t.violation().equals("compareto-equals")),
                "written with --contract-level strict");
    }

    @Test
    void shouldCountAValueChangedAfterItWasCapturedAsABrokenRuleOfUseNotABug() throws Exception {
        Run standard = run(config(RunHolder.class, RunBag.class));
        Run reported = run(config(RunHolder.class, RunBag.class).withReportUsageViolations(true));

        assertTrue(standard.errors().isEmpty(), "nothing written: " + standard.errors());
        assertTrue(standard.summary().violationsPerContract()
                .getOrDefault(RunSummary.USAGE_RULE_PREFIX + "mutation-after-capture", 0L) > 0,
                "counted: " + standard.summary().violationsPerContract());
        assertTrue(reported.errors().stream().anyMatch(t -> t.violation().equals("equals-hashcode")),
                "written with --report-usage-violations: " + reported.summary().violationsPerContract());
    }
}
