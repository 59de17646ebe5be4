package dev.ferret.worker.coordinator;

import dev.ferret.core.emit.ShortestPerFailure;
import dev.ferret.core.run.Progress;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/** The figures of a run made of several workers' runs: their progress and summaries added up. */
final class Totals {

    private final List<RunSummary> summaries = new ArrayList<>();
    private final List<Long> workerPeaks = new ArrayList<>();
    /** Stateful reports of worker incarnations that ended without a summary after their phase. */
    private final List<dev.ferret.core.run.StatefulReport> orphanReports = new ArrayList<>();
    /** The shortest error test per failure (class, violation, method), by the rule the suite keeps them by. */
    private final ShortestPerFailure<List<Object>, GeneratedTest> failures = ShortestPerFailure.ofTests();

    /** A worker incarnation finished with this summary. */
    void finished(RunSummary summary) {
        summaries.add(summary);
    }

    /**
     * A worker incarnation ended without a summary (killed or dead) after its stateful phase had
     * sent this report: the report counts as if its summary had carried it.
     */
    void unfinishedPhase(dev.ferret.core.run.StatefulReport report) {
        orphanReports.add(report);
    }

    /** A worker JVM ended; its peak resident memory, or -1. */
    void workerMemory(long peakRssBytes) {
        workerPeaks.add(peakRssBytes);
    }

    /** An error-revealing test arrived. */
    void failure(GeneratedTest test) {
        failures.offer(test);
    }

    /** The progress of all slots together, at {@code elapsedNanos}. */
    Progress progress(List<Slot> slots, long elapsedNanos, long timeLimitMillis) {
        long executed = 0;
        long regression = 0;
        long errors = 0;
        for (Slot s : slots) {
            executed += s.executed();
        }
        for (RunSummary r : summaries) {
            regression += r.regressionTests();
            errors += r.errorTests();
        }
        for (Slot s : slots) {
            if (s.lastProgress != null) {
                regression += s.lastProgress.regressionTests();
                errors += s.lastProgress.errorTests();
            }
        }
        return new Progress(TimeUnit.NANOSECONDS.toMillis(elapsedNanos), timeLimitMillis, executed, regression, errors);
    }

    /** The summary of the whole run. */
    RunSummary summary(Progress p, String reason) {
        long redundant = 0;
        long illegal = 0;
        long timeouts = 0;
        long workerErrors = 0;
        long before = 0;
        int operations = 0;
        int pool = 0;
        long heap = 0;
        dev.ferret.core.run.BranchDirection direction = dev.ferret.core.run.BranchDirection.NONE;
        dev.ferret.core.run.CallbackReach reach = dev.ferret.core.run.CallbackReach.NONE;
        dev.ferret.core.run.StatefulReport stateful = dev.ferret.core.run.StatefulReport.NONE;
        dev.ferret.core.run.EnvironmentVariation varied = dev.ferret.core.run.EnvironmentVariation.NONE;
        dev.ferret.core.run.MutationFigures mutation = dev.ferret.core.run.MutationFigures.NONE;
        Map<String, Long> violations = new TreeMap<>();
        for (RunSummary r : summaries) {
            redundant += r.redundantSequences();
            illegal += r.illegalSequences();
            timeouts += r.timeouts();
            workerErrors += r.errorTests();
            before += r.errorTestStatementsBeforeMinimization();
            operations = Math.max(operations, r.operations());
            pool += r.poolSize();
            heap = Math.max(heap, r.peakHeapBytes());
            direction = direction.plus(r.branchDirection());
            reach = reach.plus(r.callbackReach());
            stateful = stateful.plus(r.stateful());
            varied = varied.plus(r.environmentVariation());
            mutation = mutation.plus(r.mutation());
            r.violationsPerContract().forEach((k, v) -> violations.merge(k, v, Long::sum));
        }
        for (dev.ferret.core.run.StatefulReport r : orphanReports) {
            stateful = stateful.plus(r);
        }
        // workers may find the same failure; count each once, at its shortest, as the suite keeps it.
        // The length before minimization is per worker only: scaled by the workers' average.
        long errors = failures.size();
        long statements = failures.kept().stream().mapToLong(t -> t.steps().size()).sum();
        long beforeScaled = workerErrors == 0 ? 0 : Math.round(before * (double) errors / workerErrors);
        return new RunSummary(p.elapsedMillis(), p.sequencesExecuted(), redundant, illegal, timeouts,
                p.regressionTests(), errors, statements, beforeScaled, violations, operations, pool, heap, reason,
                workerPeaks, direction, reach, stateful, varied, mutation);
    }
}
