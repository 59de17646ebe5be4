package dev.ferret.worker.protocol;

import dev.ferret.core.run.Progress;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.GeneratedTest;
import java.io.Serializable;

/**
 * Everything the coordinator and a worker say to each other. The coordinator sends one
 * {@link Start}; the worker answers with any number of tests (held back, released, withdrawn or
 * found), progress reports, notices,
 * incidents, output and the stateful phase's report ({@link PhaseEnded}), and ends with {@link Finished}, {@link Rejected} or {@link Failed}.
 * A worker that ends without one of those died.
 */
public sealed interface Message extends Serializable {

    /**
     * Coordinator to worker: run this task. A plain class, not a record, as is the task's wire
     * form: a record's deserialization builds method handles, and this is the first message a
     * worker reads, on the way to its first sequence.
     */
    final class Start implements Message {
        private static final long serialVersionUID = 1L;
        private final WorkerTask task;

        /** @param task the task */
        public Start(WorkerTask task) {
            this.task = task;
        }

        /** The task. */
        public WorkerTask task() {
            return task;
        }
    }

    /** A test was kept, in {@link TestCodec} form (Java serialization would cost the worker a sixth of its time). */
    record TestFound(byte[] encoded) implements Message {

        public static TestFound of(GeneratedTest test) {
            return new TestFound(TestCodec.encode(test));
        }

        public GeneratedTest decode() throws java.io.IOException {
            return TestCodec.decode(encoded);
        }
    }

    /**
     * A regression test the worker holds back (in {@link TestCodec} form): the coordinator keeps
     * it until it is {@link Released}, emitted as a {@link TestFound} or {@link Withdrawn}, and
     * persists it if the worker ends before that (killed for overrunning its time limit, or dead).
     */
    record TestHeld(byte[] encoded) implements Message {

        public static TestHeld of(GeneratedTest test) {
            return new TestHeld(TestCodec.encode(test));
        }

        public GeneratedTest decode() throws java.io.IOException {
            return TestCodec.decode(encoded);
        }
    }

    /** The test held with this (worker-local) ordinal is kept, unchanged: the coordinator emits its copy. */
    record Released(long ordinal) implements Message { }

    /** The test held with this (worker-local) ordinal is not kept after all. */
    record Withdrawn(long ordinal) implements Message { }

    /** Periodic progress of this worker alone. */
    record ProgressReport(Progress progress) implements Message { }

    /** A notice for the user. */
    record Notice(String text) implements Message { }

    /** The code under test misbehaved (see {@code GenerationListener.incident}). */
    record Incident(String kind, String member, String detail) implements Message { }

    /** Output the code under test wrote to System.out or System.err (a bounded prefix of it). */
    record Output(String text, long totalBytes) implements Message { }

    /**
     * The stateful phase ended with this report, sent before the last tests and {@link Finished}
     * (whose summary holds the same report): the coordinator counts it if no {@code Finished}
     * follows (the worker was killed or died after its phase).
     */
    record PhaseEnded(dev.ferret.core.run.StatefulReport report) implements Message { }

    /** The run ended normally. */
    record Finished(RunSummary summary) implements Message { }

    /** The task was rejected as bad input (an unknown class, nothing testable). */
    record Rejected(String reason) implements Message { }

    /** Ferret itself failed in the worker; {@code detail} holds the stack trace. */
    record Failed(String detail) implements Message { }
}
