package dev.ferret.choice.engine;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits on one exploration. Immutable; every {@code with...} returns a new budget. A run that
 * hits a limit returns a {@link Report} that says so ({@link Report#isExhaustive()} is false and
 * {@link Report#stopReason()} names the limit): its counts are a lower bound, not the space.
 */
public final class Budget {

    private static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, null, 100_000);

    private final long maxPaths;
    private final Duration maxTime;
    private final int maxDepth;

    private Budget(long maxPaths, Duration maxTime, int maxDepth) {
        this.maxPaths = maxPaths;
        this.maxTime = maxTime;
        this.maxDepth = maxDepth;
    }

    /** No limit on paths or time; at most 100,000 choices per path. */
    public static Budget unlimited() {
        return UNLIMITED;
    }

    /** Stop after this many explored paths (successes, prunes and failures). */
    public Budget withMaxPaths(long paths) {
        if (paths <= 0) {
            throw new IllegalArgumentException("paths must be positive: " + paths);
        }
        return new Budget(paths, maxTime, maxDepth);
    }

    /** Stop starting new paths once this much time has passed (checked between paths). */
    public Budget withMaxTime(Duration time) {
        Objects.requireNonNull(time, "time");
        return new Budget(maxPaths, time, maxDepth);
    }

    /** Prune, and mark the report partial, any path that makes more than this many choices. */
    public Budget withMaxDepth(int choices) {
        if (choices <= 0) {
            throw new IllegalArgumentException("depth must be positive: " + choices);
        }
        return new Budget(maxPaths, maxTime, choices);
    }

    /** The path limit, {@code Long.MAX_VALUE} if none. */
    public long maxPaths() {
        return maxPaths;
    }

    /** The time limit, or null if none. */
    public Duration maxTime() {
        return maxTime;
    }

    /** The per-path choice limit. */
    public int maxDepth() {
        return maxDepth;
    }

    long deadline(long startNanos) {
        return maxTime == null ? Long.MAX_VALUE : startNanos + maxTime.toNanos();
    }

    @Override
    public String toString() {
        return "Budget[paths=" + (maxPaths == Long.MAX_VALUE ? "unlimited" : maxPaths)
                + ", time=" + (maxTime == null ? "unlimited" : maxTime) + ", depth=" + maxDepth + "]";
    }
}
