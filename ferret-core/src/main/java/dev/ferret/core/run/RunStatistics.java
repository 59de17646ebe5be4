package dev.ferret.core.run;

import dev.ferret.core.build.Candidates;
import dev.ferret.core.failure.FailurePath;
import dev.ferret.core.failure.Replayer;
import dev.ferret.core.keep.RegressionKeeper;
import dev.ferret.core.keep.TestOutput;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * The figures of a running generation that no stage keeps itself (executions, illegal sequences,
 * timeouts of the loop, the peak heap), and the {@link Progress} and {@link RunSummary} made from
 * them and from the stages' own counts.
 */
final class RunStatistics {

    private final Candidates candidates;
    private final TestOutput output;
    private final RegressionKeeper regressions;
    private final FailurePath failures;
    private final Replayer replayer;
    private final int operations;
    private long executed;
    private long illegal;
    private long timeouts;
    private long peakHeap;

    RunStatistics(Candidates candidates, TestOutput output, RegressionKeeper regressions, FailurePath failures,
                  Replayer replayer, int operations) {
        this.candidates = candidates;
        this.output = output;
        this.regressions = regressions;
        this.failures = failures;
        this.replayer = replayer;
        this.operations = operations;
    }

    void executed() {
        executed++;
    }

    void illegal() {
        illegal++;
    }

    /** A call of a judged sequence timed out: the sequence is illegal too. */
    void timedOut() {
        timeouts++;
        illegal++;
    }

    long executions() {
        return executed;
    }

    /** Tests kept so far, pending ones included: what the test limit counts. */
    long kept() {
        return output.regressionTests() + regressions.pending() + output.errorTests();
    }

    Progress progress(long elapsedNanos, long limitMillis) {
        return new Progress(elapsedNanos / 1_000_000, limitMillis, executed,
                output.regressionTests() + regressions.pending(), output.errorTests());
    }

    RunSummary summary(long elapsedNanos, String stopReason, BranchDirection direction, CallbackReach reach,
                       StatefulReport stateful) {
        return new RunSummary(elapsedNanos / 1_000_000, executed, candidates.redundant(), illegal,
                timeouts + replayer.timeouts(), output.regressionTests(), output.errorTests(), failures.totalLength(),
                failures.totalOriginalLength(), violations(), operations, candidates.poolSize(), peakHeap,
                stopReason, java.util.List.of(), direction, reach, stateful, environmentVariation(),
                new MutationFigures(regressions.mutantsKilled(), regressions.mutantRuns(), regressions.mutantTests()));
    }

    /** What running kept tests again in varied environments did. */
    private EnvironmentVariation environmentVariation() {
        dev.ferret.core.keep.EnvironmentFilter f = regressions.environmentFilter();
        return f == null ? EnvironmentVariation.NONE
                : new EnvironmentVariation(f.runs(), f.checksDropped(), f.testsDropped(), f.millis());
    }

    /**
     * Failing sequences per contract or exception rule, (as {@code usage-rule:<rule>}) per
     * usage rule broken by failures that were not written as tests, and (as
     * {@code generated-code:<kind>}) those the generated code caused.
     */
    private java.util.Map<String, Long> violations() {
        java.util.Map<String, Long> all = new java.util.TreeMap<>(failures.violations());
        failures.usageViolations().forEach((rule, n) -> all.put(RunSummary.USAGE_RULE_PREFIX + rule, n));
        failures.generatedCodeFaults().forEach((kind, n) -> all.put(RunSummary.GENERATED_CODE_PREFIX + kind, n));
        return all;
    }

    /**
     * Samples the heap in use outside the nursery (survivor and old spaces): data that outlived a
     * collection, without the short-lived garbage in eden that the JVM has not collected yet.
     */
    void sampleHeap() {
        long retained = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && !pool.getName().contains("Eden")) {
                retained += pool.getUsage().getUsed();
            }
        }
        peakHeap = Math.max(peakHeap, retained);
    }
}
