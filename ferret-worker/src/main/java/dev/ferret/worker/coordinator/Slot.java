package dev.ferret.worker.coordinator;


import dev.ferret.core.run.Budget;
import dev.ferret.core.run.Progress;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.worker.protocol.WorkerTask;

/** One worker slot: its share of the budget and the incarnations that ran it. */
final class Slot {
    final int index;
    final WorkerTask share;
    WorkerProcess current;
    int incarnation;
    long ordinalOffset;
    long maxLocalOrdinal = -1;
    long tests;
    Progress lastProgress;
    long executedBefore; // by earlier incarnations
    long outputBytes; // by the current incarnation
    boolean heard; // the current incarnation said something
    int silentDeaths; // incarnations in a row that died before saying anything
    volatile boolean done; // read by the launcher's thread too
    boolean overran; // ended by the coordinator for running past the time limit
    boolean launching; // a worker JVM is starting for it (Launcher)
    /** The stateful report the current incarnation sent as its phase ended, until its summary arrives; or null. */
    dev.ferret.core.run.StatefulReport phaseReport;
    /** Regression tests the current incarnation holds back, by its local ordinal: kept if it ends early. */
    final java.util.Map<Long, GeneratedTest> held = new java.util.TreeMap<>();

    Slot(int index, WorkerTask share) {
        this.index = index;
        this.share = share;
    }

    /** Sequences executed by this slot's incarnations so far, as last reported. */
    long executed() {
        return executedBefore + (lastProgress == null ? 0 : lastProgress.sequencesExecuted());
    }

    /** What is left of this slot's share for a restart with {@code timeLeftMillis} to go. */
    Budget left(long timeLeftMillis) {
        Budget set = share.budget();
        return set.minus(0, tests, tests, executedBefore).withTime(timeLeftMillis);
    }

    /** Ends the current incarnation: its ordinals are used up and its output counter starts again. */
    void retire() {
        held.clear();
        phaseReport = null;
        heard = false;
        outputBytes = 0;
        ordinalOffset += maxLocalOrdinal + 1;
        maxLocalOrdinal = -1;
        current = null;
    }
}
