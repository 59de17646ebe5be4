package dev.ferret.core.execution;

import dev.ferret.core.model.Statement;

/**
 * Sees every call of the sequences the judge step executes, with the live values: the receiver
 * and arguments before the call (its pre-state is whatever the observer reads from them then),
 * and after it the same objects (post-state) with the result or the exception. The stateful phase
 * records abstract states here; coverage feedback reads its probes here.
 *
 * <p>Called on the execution thread, under the call timeout (the clock is ticked before each
 * callback, so a callback that hangs is a timed-out call). An observer must not change the arrays
 * it is given or keep them past the callback; an exception it throws makes the sequence invalid.
 * Only the judge's executions are observed, not the re-executions of minimization.
 *
 * <p>Off by default: with {@link #NONE} the executor makes no callback at all, so an unobserved
 * run does no extra work and allocates nothing per call. Registered programmatically, on
 * {@code run.InProcessEngine}.
 */
public interface ValueObserver {

    /** Observes nothing; the executor skips the callbacks entirely. */
    ValueObserver NONE = new ValueObserver() { };

    /**
     * A sequence is about to run.
     *
     * @param statements its flat statements
     * @param tailStart the index of its first new call (the statements before it ran before, as
     *     parts of kept sequences); the length for a combination of kept values
     */
    default void sequenceStarting(Statement[] statements, int tailStart) {
    }

    /**
     * Statement {@code index} is about to run.
     *
     * @param arguments its inputs, the receiver first for an instance method
     */
    default void beforeCall(int index, Statement statement, Object[] arguments) {
    }

    /**
     * Statement {@code index} returned or threw.
     *
     * @param arguments its inputs, the receiver first for an instance method
     * @param result what it returned (boxed; null for void or when it threw)
     * @param thrown what it threw, or null
     */
    default void afterCall(int index, Statement statement, Object[] arguments, Object result, Throwable thrown) {
    }
}
