package dev.ferret.worker.minion;

import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.run.ExtraPhase;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.StatefulReport;

/**
 * The worker's extra phase: the stateful phase, whose report is sent to the coordinator as soon
 * as the phase ends ({@link Forwarder#phaseEnded}), before the engine hands over its last tests
 * and its summary. A worker killed after that point (overrunning the time limit, or dead) has
 * its report counted all the same; the {@code Finished} summary carries the same report again.
 */
final class ReportingPhase implements ExtraPhase {

    private final ExtraPhase phase;
    private final Forwarder forwarder;

    ReportingPhase(ExtraPhase phase, Forwarder forwarder) {
        this.phase = phase;
        this.forwarder = forwarder;
    }

    @Override
    public ValueObserver observer() {
        return phase.observer();
    }

    @Override
    public StatefulReport run(Trial trial, long deadlineNanos, GenerationListener listener)
            throws InterruptedException {
        StatefulReport report = phase.run(trial, deadlineNanos, listener);
        forwarder.phaseEnded(report);
        return report;
    }
}
