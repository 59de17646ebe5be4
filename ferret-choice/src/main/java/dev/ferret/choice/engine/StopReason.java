package dev.ferret.choice.engine;

/** Why an exploration ended. Only {@link #EXHAUSTED} means every path was visited. */
public enum StopReason {
    /** Every path was explored. */
    EXHAUSTED,
    /** The path budget ran out. */
    PATH_BUDGET,
    /** The time budget ran out. */
    TIME_BUDGET,
    /** A failure was found and the exploration stops at the first one. */
    FAILURE,
    /** The random strategy drew all its samples. */
    SAMPLES,
    /** The consumer stopped it (a stream closed early). */
    STOPPED
}
