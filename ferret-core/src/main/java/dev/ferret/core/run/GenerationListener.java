package dev.ferret.core.run;

import dev.ferret.core.testcase.GeneratedTest;

/**
 * Receives the results of a generation as they happen. All methods are called from the thread
 * that runs the engine. Every method has a no-op default.
 */
public interface GenerationListener {

    /** A listener that ignores everything. */
    GenerationListener NOOP = new GenerationListener() { };

    /** A test was kept; it should be persisted now. */
    default void testGenerated(GeneratedTest test) {
    }

    /**
     * A regression test was held back: it is passed to {@link #testGenerated} later (the same
     * ordinal) unless {@link #testWithdrawn withdrawn}. A listener that may lose the engine before
     * it ends (a coordinator killing a worker that overran its time limit) keeps these and
     * persists the ones neither generated nor withdrawn when that happens.
     */
    default void testHeld(GeneratedTest test) {
    }

    /** The test held back with this ordinal will not be generated (a longer test contains it). */
    default void testWithdrawn(long ordinal) {
    }

    /** Periodic progress, a few times per second. */
    default void progress(Progress progress) {
    }

    /**
     * The code under test misbehaved in a way the user should hear about, whatever the tests
     * say: a call that never returned, a stack overflow, an exhausted heap, threads that never
     * end, or (reported by a worker's sandbox) an attempt to exit, delete files or start processes.
     *
     * @param kind a short name such as {@code timeout}, {@code stack-overflow}, {@code system-exit}
     * @param member the member responsible ({@code pkg.Class.method}), or {@code ""} if unknown
     * @param detail a readable detail, possibly empty
     */
    default void incident(String kind, String member, String detail) {
    }

    /** Something worth reporting happened (a timeout, a class that failed to initialise). */
    default void notice(String message) {
    }
}
