package dev.ferret.core.execution;

import dev.ferret.core.model.Statement;
import java.nio.file.Path;

/**
 * What the code under test runs in and may touch, as the engine sees it: the scratch directory a
 * sequence's file-system values live in (the temporary directory an emitted test declares), and
 * the guard that refuses the code's effects anywhere else (in a worker JVM: the file system outside
 * the scratch directory, processes, the network, JVM-wide state).
 *
 * <p>The engine calls {@link #entering} on the generation thread just before each sequence runs,
 * {@link #refused} on the same thread once it has run (a sequence that attempted a refused effect is
 * illegal, whatever the code under test made of the refusal), and {@link #abandoned} when a call
 * ran over its timeout.
 */
public interface Confinement {

    /** No scratch directory (no file-system values are generated) and nothing guarded. */
    Confinement NONE = new Confinement() {
        @Override
        public Path scratchDirectory() {
            return null;
        }

        @Override
        public void entering(Statement[] statements, int length) {
        }

        @Override
        public boolean refused() {
            return false;
        }

        @Override
        public void abandoned(ThreadGroup threads) {
        }

        @Override
        public void codeUnderTest(ThreadGroup threads) {
        }
    };

    /**
     * The directory a sequence's scratch-directory value names, the same for every sequence of the
     * run; null when there is none.
     */
    Path scratchDirectory();

    /**
     * Prepares what the sequence about to run may touch (the scratch directory laid out afresh, when
     * its statements use it) and forgets the refusals of the sequences before it.
     *
     * @param statements the flat statements about to run
     * @param length how many of them run (a prefix)
     */
    void entering(Statement[] statements, int length);

    /** Whether the code under test attempted an effect that was refused since {@link #entering}. */
    boolean refused();

    /**
     * The threads of a call that ran over its timeout and was abandoned (its execution thread and
     * every thread it started, which inherit the group): every effect they attempt from now on is
     * refused.
     */
    void abandoned(ThreadGroup threads);

    /**
     * The thread group the code under test runs in (every execution thread's group is inside it),
     * told once before the first sequence runs.
     */
    void codeUnderTest(ThreadGroup threads);
}
