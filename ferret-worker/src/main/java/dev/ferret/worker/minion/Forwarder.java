package dev.ferret.worker.minion;

import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.Progress;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.worker.protocol.Channel;
import dev.ferret.worker.protocol.Message;
import dev.ferret.worker.sandbox.runtime.Incident;
import dev.ferret.guard.boot.Gate;
import dev.ferret.guard.boot.Refusal;
import dev.ferret.worker.sandbox.runtime.Trap;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The worker's listener: sends every result to the coordinator at once, and with each progress
 * report the sandbox's incidents and the captured output since the last one. Regression tests
 * held back by the engine are sent when they are held (so a worker killed before it emits them
 * loses none); when such a test is emitted unchanged, only its ordinal goes out again.
 */
final class Forwarder implements GenerationListener {

    private final Channel channel;
    private OutputCapture capture;
    private long reportedOutput;
    /** Tests sent as held and not yet released or withdrawn, by ordinal. */
    private final java.util.Map<Long, GeneratedTest> held = new java.util.HashMap<>();

    Forwarder(Channel channel) {
        this.channel = channel;
    }

    void capture(OutputCapture c) {
        this.capture = c;
    }

    @Override
    public void testHeld(GeneratedTest test) {
        held.put(test.ordinal(), test);
        sendBuffered(Message.TestHeld.of(test));
    }

    @Override
    public void testWithdrawn(long ordinal) {
        if (held.remove(ordinal) != null) {
            sendBuffered(new Message.Withdrawn(ordinal));
        }
    }

    @Override
    public void testGenerated(GeneratedTest test) {
        if (held.get(test.ordinal()) == test) {
            held.remove(test.ordinal());
            sendBuffered(new Message.Released(test.ordinal()));
            return;
        }
        Message m = Message.TestFound.of(test);
        try {
            if (test.kind() == dev.ferret.core.testcase.TestKind.REGRESSION) {
                channel.sendBuffered(m); // goes out with the next progress report, within 250 ms
            } else {
                channel.send(m);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the coordinator is gone", e);
        }
    }

    @Override
    public void progress(Progress progress) {
        drain();
        send(new Message.ProgressReport(progress));
    }

    @Override
    public void notice(String message) {
        send(new Message.Notice(message));
    }

    @Override
    public void incident(String kind, String member, String detail) {
        send(new Message.Incident(kind, member, detail));
    }

    /**
     * The stateful phase ended with this report: sent at once (with what is buffered before it),
     * so that it reaches the coordinator even if this worker is killed before it finishes.
     */
    void phaseEnded(dev.ferret.core.run.StatefulReport report) {
        send(new Message.PhaseEnded(report));
    }

    /** Sends the sandbox's incidents, the guard's refusals and new output. */
    void drain() {
        for (Incident i : Trap.drainIncidents()) {
            incident(i.kind(), i.member(), i.detail());
        }
        for (Refusal r : Gate.drain()) {
            incident(r.effect().incident(), r.member(), r.describe());
        }
        if (capture != null && capture.total() > reportedOutput) {
            reportedOutput = capture.total();
            send(new Message.Output(capture.drain(), reportedOutput));
        }
    }

    private void sendBuffered(Message m) {
        try {
            channel.sendBuffered(m); // goes out with the next progress report, within 250 ms
        } catch (IOException e) {
            throw new UncheckedIOException("the coordinator is gone", e);
        }
    }

    private void send(Message m) {
        try {
            channel.send(m);
        } catch (IOException e) {
            throw new UncheckedIOException("the coordinator is gone", e);
        }
    }
}
