package dev.ferret.core.execution;

import dev.ferret.core.model.Statement;

/**
 * Told about every sequence just before it runs, so that a process that dies while running it
 * (a JVM crash, an exit nothing could intercept) can still say which sequence it was.
 * Called on the generation thread; implementations must be fast.
 */
@FunctionalInterface
public interface ExecutionWatcher {

    /** Watches nothing. */
    ExecutionWatcher NONE = (statements, length) -> { };

    /**
     * @param statements the flat statements about to run
     * @param length how many of them run (a prefix)
     */
    void starting(Statement[] statements, int length);
}
