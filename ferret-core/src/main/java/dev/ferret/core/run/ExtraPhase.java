package dev.ferret.core.run;

import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.Sequence;

/**
 * A phase the engine runs after its random loop, over what it watched during the loop: the
 * stateful phase of {@code ferret-stateful} is one. It watches the loop's calls through its
 * {@link #observer()}, then builds sequences of its own and has them judged like any candidate
 * ({@link Trial}): a failing one becomes an error test (minimized, deduplicated), a passing one a
 * regression candidate. Registered on {@link InProcessEngine}; runs only when
 * {@link RunConfig#stateful()} is on.
 */
public interface ExtraPhase {

    /** No phase. */
    ExtraPhase NONE = new ExtraPhase() {
        @Override
        public ValueObserver observer() {
            return ValueObserver.NONE;
        }

        @Override
        public StatefulReport run(Trial trial, long deadlineNanos, GenerationListener listener) {
            return StatefulReport.NONE;
        }
    };

    /** What watches the random loop's calls; {@link ValueObserver#NONE} for nothing. */
    ValueObserver observer();

    /**
     * Runs the phase.
     *
     * @param trial judges the phase's sequences through the engine's normal path
     * @param deadlineNanos the {@link System#nanoTime()} by which the phase must end
     * @param listener the run's listener, for notices
     * @return what the phase found
     */
    StatefulReport run(Trial trial, long deadlineNanos, GenerationListener listener) throws InterruptedException;

    /** Judges a sequence as the random loop judges its candidates. */
    interface Trial {

        /** How a sequence ended. */
        enum Outcome {
            /** Returned normally and broke no contract. */
            PASSED,
            /**
             * Threw an exception the policy expects or calls illegal input (a precondition-style
             * exception: the routine rejected its input), or broke a precondition.
             */
            INVALID,
            /** Revealed a failure (an error test was filed for it). */
            FAILED,
            /** A call ran over the call timeout. */
            TIMED_OUT
        }

        /** Executes, judges and files the sequence; its last call is the one under test. */
        Outcome judge(Sequence sequence) throws InterruptedException;

        /**
         * Like {@link #judge(Sequence)}, but a sequence still running at {@code stopAtNanos} (a
         * {@link System#nanoTime()} value, before the call timeout would end it) is abandoned as
         * {@link Outcome#TIMED_OUT}: one slow new test must not take the phase's share. By default
         * the call timeout alone bounds it.
         */
        default Outcome judge(Sequence sequence, long stopAtNanos) throws InterruptedException {
            return judge(sequence);
        }

        /**
         * What the last {@link Outcome#FAILED} sequence revealed when it was a failure not filed
         * before in this engine (else empty), as a key that names the same failure in every
         * worker: the exception or contract and the member it was blamed on.
         */
        String lastFailure();

        /**
         * The operations under test of this run (members excluded by the user are not among them),
         * in a stable order; none by default. Sequences stored by another run are decoded through
         * their classes' loader, and used only when every operation of a class under test in them
         * is one of these.
         */
        default java.util.List<dev.ferret.core.model.Operation> operations() {
            return java.util.List.of();
        }

        /**
         * The run's temporary directory, which a sequence stored by another run that used its own
         * is decoded to; null when the run has none (such a sequence is then not used).
         */
        default dev.ferret.core.model.ScratchOperation scratchDirectory() {
            return null;
        }
    }
}
