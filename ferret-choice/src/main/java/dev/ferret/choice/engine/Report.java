package dev.ferret.choice.engine;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The immutable result of one exploration: the paper's columns ({@link #structs()} successful
 * paths, {@link #explored()} paths in all), the prunes by cause, the failures found, the values
 * if they were collected, and whether the space was exhausted. A report whose
 * {@link #isExhaustive()} is false is partial: a budget, a failure or a consumer stopped it, or
 * a path exceeded the depth budget, so its counts cover part of the space only.
 *
 * @param <T> the generated type
 */
public final class Report<T> {

    private final Counters counts;
    private final List<Generated<T>> values;
    private final List<Failure> failures;
    private final StopReason stopReason;
    private final long nanos;
    private final int threads;

    Report(Counters counts, List<Generated<T>> values, List<Failure> failures, StopReason stopReason,
            long nanos, int threads) {
        this.counts = counts;
        this.values = List.copyOf(values);
        this.failures = List.copyOf(failures);
        this.stopReason = stopReason;
        this.nanos = nanos;
        this.threads = threads;
    }

    /** Successful paths: generated inputs (the paper's "structs"). */
    public long structs() {
        return counts.structs;
    }

    /** All paths executed: successes, prunes and failures (the paper's "explored"). */
    public long explored() {
        return counts.explored;
    }

    /** Paths pruned by {@code assume}. */
    public long prunedByAssume() {
        return counts.assumePrunes;
    }

    /** Paths pruned because an object pool could not satisfy its constraints. */
    public long prunedByPool() {
        return counts.poolPrunes;
    }

    /** Paths cut by the depth budget (each makes the report partial). */
    public long prunedByDepth() {
        return counts.depthPrunes;
    }

    /** Paths that threw (counterexamples in white-box programs). */
    public long failureCount() {
        return counts.failures;
    }

    /** The most choices on one path. */
    public int maxDepth() {
        return counts.maxDepth;
    }

    /** The values, in exploration order, if the exploration collected them; otherwise empty. */
    public List<Generated<T>> values() {
        return values;
    }

    /** The failures kept (the first, or all when collecting all). */
    public List<Failure> failures() {
        return failures;
    }

    /**
     * The smallest counterexample: smallest size, then shortest trail, then first in depth-first
     * order. With {@link Explorer#ascending} and stop-at-first-failure it is the first one found.
     */
    public Optional<Failure> smallestFailure() {
        return failures.stream().min(Comparator.comparingInt(Failure::size)
                .thenComparingInt(f -> f.trail().length()).thenComparing(Failure::trail));
    }

    /** Why the exploration ended. */
    public StopReason stopReason() {
        return stopReason;
    }

    /** True when every path was explored: no budget, failure or consumer stopped it and no path was cut. */
    public boolean isExhaustive() {
        return stopReason == StopReason.EXHAUSTED && counts.depthPrunes == 0;
    }

    /** Wall-clock time of the exploration in seconds. */
    public double seconds() {
        return nanos / 1e9;
    }

    /** Explored paths per second. */
    public double pathsPerSecond() {
        return nanos == 0 ? 0 : counts.explored / (nanos / 1e9);
    }

    /** Worker threads used. */
    public int threads() {
        return threads;
    }

    @Override
    public String toString() {
        return "Report[structs=" + structs() + ", explored=" + explored() + ", prunedByAssume=" + prunedByAssume()
                + ", prunedByPool=" + prunedByPool() + ", failures=" + failureCount() + ", stop=" + stopReason
                + (isExhaustive() ? "" : " (PARTIAL)") + ", seconds=" + String.format("%.3f", seconds()) + "]";
    }
}
