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

    /** Periodic progress, a few times per second. */
    default void progress(Progress progress) {
    }

    /** Something worth reporting happened (a timeout, a class that failed to initialise). */
    default void notice(String message) {
    }
}
