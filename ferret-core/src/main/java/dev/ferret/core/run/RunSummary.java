package dev.ferret.core.run;

import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of a finished generation.
 *
 * @param elapsedMillis duration of generation
 * @param sequencesExecuted sequences executed
 * @param redundantSequences sequences discarded before execution as duplicates
 * @param illegalSequences sequences discarded as illegal (invalid exceptions, unstable prefixes)
 * @param timeouts calls that exceeded the call timeout
 * @param regressionTests regression tests kept
 * @param errorTests error-revealing tests kept (one per distinct failure)
 * @param errorTestStatements statements in the error-revealing tests kept, in total
 * @param errorTestStatementsBeforeMinimization the same before they were minimized
 * @param violationsPerContract number of violating sequences per contract or exception rule, and
 *     (keyed {@value #USAGE_RULE_PREFIX}{@code <rule>}) per usage rule broken by failures not
 *     written as tests, and (keyed {@value #GENERATED_CODE_PREFIX}{@code <kind>}) per kind of
 *     failure the generated code caused
 * @param operations number of operations under test
 * @param poolSize values in the pool at the end
 * @param peakHeapBytes the largest heap in use outside the nursery (survivor and old spaces)
 * @param stopReason why generation stopped ("time limit", "test limit", "output limit", "first error")
 * @param workerPeakRssBytes the peak resident memory of each worker JVM that ran (empty in process;
 *     -1 where it could not be read)
 * @param branchDirection what branch-directed generation did
 * @param callbackReach which methods taking an interface or abstract parameter were called with a
 *     generated implementation
 * @param stateful what the stateful phase did ({@link StatefulReport#NONE} when it did not run)
 * @param environmentVariation what running kept tests again in varied environments did
 *     ({@link EnvironmentVariation#NONE} when nothing was varied)
 */
public record RunSummary(
        long elapsedMillis,
        long sequencesExecuted,
        long redundantSequences,
        long illegalSequences,
        long timeouts,
        long regressionTests,
        long errorTests,
        long errorTestStatements,
        long errorTestStatementsBeforeMinimization,
        Map<String, Long> violationsPerContract,
        int operations,
        int poolSize,
        long peakHeapBytes,
        String stopReason,
        java.util.List<Long> workerPeakRssBytes,
        BranchDirection branchDirection,
        CallbackReach callbackReach,
        StatefulReport stateful,
        EnvironmentVariation environmentVariation,
        MutationFigures mutation) implements java.io.Serializable {

    /** The prefix of {@link #violationsPerContract()} keys that count failures breaking a usage rule. */
    public static final String USAGE_RULE_PREFIX = "usage-rule:";

    /**
     * The prefix of {@link #violationsPerContract()} keys that count failures the generated code
     * caused (a generated override's returned value breaking its method's contract), not written.
     */
    public static final String GENERATED_CODE_PREFIX = "generated-code:";

    public RunSummary {
        violationsPerContract = Map.copyOf(new TreeMap<>(violationsPerContract));
        workerPeakRssBytes = java.util.List.copyOf(workerPeakRssBytes);
        branchDirection = branchDirection == null ? BranchDirection.NONE : branchDirection;
        callbackReach = callbackReach == null ? CallbackReach.NONE : callbackReach;
        stateful = stateful == null ? StatefulReport.NONE : stateful;
        environmentVariation = environmentVariation == null ? EnvironmentVariation.NONE : environmentVariation;
        mutation = mutation == null ? MutationFigures.NONE : mutation;
    }

    /** The figures of a run without mutants. */
    public RunSummary(long elapsedMillis, long sequencesExecuted, long redundantSequences, long illegalSequences,
                      long timeouts, long regressionTests, long errorTests, long errorTestStatements,
                      long errorTestStatementsBeforeMinimization, Map<String, Long> violationsPerContract,
                      int operations, int poolSize, long peakHeapBytes, String stopReason,
                      java.util.List<Long> workerPeakRssBytes, BranchDirection branchDirection,
                      CallbackReach callbackReach, StatefulReport stateful, EnvironmentVariation environmentVariation) {
        this(elapsedMillis, sequencesExecuted, redundantSequences, illegalSequences, timeouts, regressionTests,
                errorTests, errorTestStatements, errorTestStatementsBeforeMinimization, violationsPerContract,
                operations, poolSize, peakHeapBytes, stopReason, workerPeakRssBytes, branchDirection,
                callbackReach, stateful, environmentVariation, MutationFigures.NONE);
    }

    /** The figures of a run that varied no environment. */
    public RunSummary(long elapsedMillis, long sequencesExecuted, long redundantSequences, long illegalSequences,
                      long timeouts, long regressionTests, long errorTests, long errorTestStatements,
                      long errorTestStatementsBeforeMinimization, Map<String, Long> violationsPerContract,
                      int operations, int poolSize, long peakHeapBytes, String stopReason,
                      java.util.List<Long> workerPeakRssBytes, BranchDirection branchDirection,
                      CallbackReach callbackReach, StatefulReport stateful) {
        this(elapsedMillis, sequencesExecuted, redundantSequences, illegalSequences, timeouts, regressionTests,
                errorTests, errorTestStatements, errorTestStatementsBeforeMinimization, violationsPerContract,
                operations, poolSize, peakHeapBytes, stopReason, workerPeakRssBytes, branchDirection,
                callbackReach, stateful, EnvironmentVariation.NONE);
    }

    /** The figures of a run without a stateful phase. */
    public RunSummary(long elapsedMillis, long sequencesExecuted, long redundantSequences, long illegalSequences,
                      long timeouts, long regressionTests, long errorTests, long errorTestStatements,
                      long errorTestStatementsBeforeMinimization, Map<String, Long> violationsPerContract,
                      int operations, int poolSize, long peakHeapBytes, String stopReason,
                      java.util.List<Long> workerPeakRssBytes, BranchDirection branchDirection,
                      CallbackReach callbackReach) {
        this(elapsedMillis, sequencesExecuted, redundantSequences, illegalSequences, timeouts, regressionTests,
                errorTests, errorTestStatements, errorTestStatementsBeforeMinimization, violationsPerContract,
                operations, poolSize, peakHeapBytes, stopReason, workerPeakRssBytes, branchDirection,
                callbackReach, StatefulReport.NONE);
    }

    /** The figures of a run without a callback reach measured. */
    public RunSummary(long elapsedMillis, long sequencesExecuted, long redundantSequences, long illegalSequences,
                      long timeouts, long regressionTests, long errorTests, long errorTestStatements,
                      long errorTestStatementsBeforeMinimization, Map<String, Long> violationsPerContract,
                      int operations, int poolSize, long peakHeapBytes, String stopReason,
                      java.util.List<Long> workerPeakRssBytes, BranchDirection branchDirection) {
        this(elapsedMillis, sequencesExecuted, redundantSequences, illegalSequences, timeouts, regressionTests,
                errorTests, errorTestStatements, errorTestStatementsBeforeMinimization, violationsPerContract,
                operations, poolSize, peakHeapBytes, stopReason, workerPeakRssBytes, branchDirection,
                CallbackReach.NONE);
    }

    /** The figures of a run without branch-directed generation. */
    public RunSummary(long elapsedMillis, long sequencesExecuted, long redundantSequences, long illegalSequences,
                      long timeouts, long regressionTests, long errorTests, long errorTestStatements,
                      long errorTestStatementsBeforeMinimization, Map<String, Long> violationsPerContract,
                      int operations, int poolSize, long peakHeapBytes, String stopReason,
                      java.util.List<Long> workerPeakRssBytes) {
        this(elapsedMillis, sequencesExecuted, redundantSequences, illegalSequences, timeouts, regressionTests,
                errorTests, errorTestStatements, errorTestStatementsBeforeMinimization, violationsPerContract,
                operations, poolSize, peakHeapBytes, stopReason, workerPeakRssBytes, BranchDirection.NONE);
    }

    /** The figures of a run in this JVM (no worker JVMs). */
    public RunSummary(long elapsedMillis, long sequencesExecuted, long redundantSequences, long illegalSequences,
                      long timeouts, long regressionTests, long errorTests, long errorTestStatements,
                      long errorTestStatementsBeforeMinimization, Map<String, Long> violationsPerContract,
                      int operations, int poolSize, long peakHeapBytes, String stopReason) {
        this(elapsedMillis, sequencesExecuted, redundantSequences, illegalSequences, timeouts, regressionTests,
                errorTests, errorTestStatements, errorTestStatementsBeforeMinimization, violationsPerContract,
                operations, poolSize, peakHeapBytes, stopReason, java.util.List.of());
    }

    /** Average statements per error-revealing test (0 without any). */
    public double averageErrorTestLength() {
        return errorTests == 0 ? 0 : errorTestStatements / (double) errorTests;
    }

    /** Average statements per error-revealing test before minimization (0 without any). */
    public double averageErrorTestLengthBeforeMinimization() {
        return errorTests == 0 ? 0 : errorTestStatementsBeforeMinimization / (double) errorTests;
    }

    public double sequencesPerSecond() {
        return elapsedMillis == 0 ? 0 : sequencesExecuted * 1000.0 / elapsedMillis;
    }
}
