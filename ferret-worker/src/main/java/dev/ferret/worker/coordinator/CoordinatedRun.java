package dev.ferret.worker.coordinator;

import dev.ferret.core.run.Budget;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.Progress;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.worker.protocol.CrashRecord;
import dev.ferret.worker.protocol.Message;
import dev.ferret.worker.protocol.WorkerTask;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The state of one run of {@link WorkerEngine}: the worker slots, their processes and what they
 * reported. Used from the calling thread only; every worker's messages arrive on one queue.
 */
final class CoordinatedRun {

    private static final long TICK_MILLIS = 250;
    private static final long MEMORY_SAMPLE_NANOS = 1_000_000_000L;
    private static final long MIN_RESTART_MILLIS = 1_000;
    private static final long SILENCE_LIMIT_NANOS = TimeUnit.SECONDS.toNanos(60);
    /**
     * How long a worker may run past the time limit before it is ended. A worker stops within
     * about a second (a sequence still running is abandoned half a second after the limit); one
     * that does not is usually collecting garbage in a nearly full heap.
     */
    private static final long OVERRUN_NANOS = TimeUnit.SECONDS.toNanos(3);
    private static final int MAX_RESTARTS_PER_WORKER = 100;
    private static final int MAX_SILENT_DEATHS = 3;

    private final WorkerOptions options;
    private final RunConfig config;
    private final GenerationListener listener;
    private final Path scratch;
    private final ServerSocket server;
    private final BlockingQueue<WorkerProcess.Event> events = new LinkedBlockingQueue<>();
    private final List<Slot> slots = new ArrayList<>();
    private final Totals totals = new Totals();
    private final Map<String, Integer> crashes = new HashMap<>();
    private final Set<String> quarantined = new LinkedHashSet<>();
    private final long start = System.nanoTime();
    private final long deadline;
    private final Launcher launcher;
    private final CapturedOutput output;
    private long nextMemorySample;
    private String stopReason;
    private boolean stopping;
    /** Sees each message of a worker before it is handled; false drops it. Everything passes but in tests. */
    private java.util.function.Predicate<Message> inbound = m -> true;

    CoordinatedRun(WorkerOptions options, RunConfig config, GenerationListener listener, Path scratch,
                   ServerSocket server) {
        this.options = options;
        this.config = config;
        this.listener = listener;
        this.scratch = scratch;
        this.server = server;
        this.deadline = start + config.timeLimit().toNanos();
        this.launcher = new Launcher(scratch, server, options, events, deadline);
        this.output = new CapturedOutput(options.capturedOutput(), listener);
    }

    /** Runs the workers until every slot is done; returns the summary of the whole run. */
    RunSummary go() throws IOException, InterruptedException, InvalidInputException {
        int n = options.workers();
        WorkerTask whole = WorkerTask.of(config, options.allowProcesses(),
                scratch.resolve("unused")).withGoalSpace(options.goalSpace());
        Budget all = Budget.of(config);
        for (int i = 0; i < n; i++) {
            Budget share = all.share(n, i);
            int perClass = (int) Math.max(1, Budget.share(config.maxRegressionTestsPerClass(), n, i));
            if (share.tests() < 0 || share.outputs() < 0 || share.sequences() < 0) {
                continue; // a counted limit smaller than the number of workers leaves this one nothing
            }
            slots.add(new Slot(i, whole.withConfig(share.applyTo(config).withMaxRegressionTestsPerClass(perClass)
                    .withSeed(WorkerEngine.seed(config.seed(), i, 0)))));
        }
        RunSummary result;
        try {
            try {
                for (Slot s : slots) {
                    launch(s, s.share);
                }
                loop();
            } finally {
                endWorkers();
            }
            result = summary();
        } finally {
            launcher.settleArchive(); // after the summary: the time a worker takes to write the archive is not the run's
        }
        return result;
    }

    /** For tests: drops the workers' messages {@code filter} rejects, as if they were never sent. */
    void filterInbound(java.util.function.Predicate<Message> filter) {
        this.inbound = filter;
    }

    /** Abandons workers still starting, kills the ones still running. */
    private void endWorkers() {
        launcher.close();
        for (Slot s : slots) {
            if (s.current != null) {
                s.current.kill();
            }
        }
        for (WorkerProcess.Event e : events) {
            if (e.connected() != null && e.from() != null) {
                e.from().kill(); // started while the run ended
            }
        }
    }

    private void loop() throws InterruptedException, InvalidInputException, IOException {
        long nextTick = System.nanoTime();
        while (slots.stream().anyMatch(s -> !s.done)) {
            WorkerProcess.Event e = events.poll(TICK_MILLIS, TimeUnit.MILLISECONDS);
            if (e != null) {
                handle(e);
            }
            long now = System.nanoTime();
            if (now >= nextTick) {
                nextTick = now + TimeUnit.MILLISECONDS.toNanos(TICK_MILLIS);
                listener.progress(progress(now));
                watch(now);
                if (now >= nextMemorySample) {
                    nextMemorySample = now + MEMORY_SAMPLE_NANOS;
                    slots.stream().filter(s -> s.current != null).forEach(s -> s.current.samplePeakRss());
                }
            }
        }
        listener.progress(progress(System.nanoTime()));
        output.report();
    }

    /** Kills a worker that went silent or overran the time limit; its death is handled as any other. */
    private void watch(long now) {
        for (Slot s : slots) {
            WorkerProcess w = s.current;
            if (w == null) {
                continue;
            }
            if (now > deadline + OVERRUN_NANOS && !s.overran) {
                listener.notice("worker " + s.index + " did not stop at the time limit; ended it (the tests it held back"
                        + " are kept)");
                s.overran = true;
                w.kill();
            } else if (!s.overran && w.silentNanos() > SILENCE_LIMIT_NANOS) {
                listener.notice("worker " + s.index + " stopped responding; restarting it");
                w.kill();
            }
        }
    }

    private void handle(WorkerProcess.Event e) throws InvalidInputException, IOException {
        if (e.failure() != null) {
            throw e.failure();
        }
        WorkerProcess w = e.from();
        if (e.connected() != null) {
            connected(e.connected(), w);
            return;
        }
        Slot s = slots.stream().filter(x -> x.current == w).findFirst().orElse(null);
        if (s == null) {
            return; // a late message from an incarnation already replaced
        }
        Message m = e.message();
        if (m != null && !inbound.test(m)) {
            return;
        }
        heard(s, w, m);
        if (m == null) {
            died(s, w, null);
        } else if (m instanceof Message.TestFound t) {
            GeneratedTest found = t.decode();
            s.held.remove(found.ordinal());
            test(s, found);
        } else if (m instanceof Message.TestHeld h) {
            GeneratedTest held = h.decode();
            s.held.put(held.ordinal(), held);
        } else if (m instanceof Message.Released r) {
            GeneratedTest released = s.held.remove(r.ordinal());
            if (released != null) {
                test(s, released);
            }
        } else if (m instanceof Message.Withdrawn gone) {
            s.held.remove(gone.ordinal());
        } else if (m instanceof Message.ProgressReport p) {
            s.lastProgress = p.progress();
        } else if (m instanceof Message.Notice notice) {
            listener.notice(notice.text());
        } else if (m instanceof Message.Incident i) {
            if ("lingering-threads".equals(i.kind()) && i.member() != null) {
                quarantined.add(i.member()); // the worker stops to end the threads; its restart leaves the member out
            }
            listener.incident(i.kind(), i.member(), i.detail());
        } else if (m instanceof Message.Output o) {
            output.add(s, o);
        } else if (m instanceof Message.PhaseEnded p) {
            s.phaseReport = p.report(); // counted only if no summary follows
        } else if (m instanceof Message.Finished f) {
            finished(s, f.summary());
        } else if (m instanceof Message.Rejected r) {
            if (s.incarnation == 0) {
                throw new InvalidInputException(r.reason());
            }
            listener.notice("worker " + s.index + " stopped: " + r.reason()); // everything left was quarantined
            s.retire();
            s.done = true;
        } else if (m instanceof Message.Failed f) {
            died(s, w, "failed: " + f.detail().lines().findFirst().orElse("?"));
        }
    }

    /**
     * Notes what a message (null: the worker is gone) says of its worker: generating or ended, so
     * the next may start; and alive.
     */
    private void heard(Slot s, WorkerProcess w, Message m) {
        if (m == null || m instanceof Message.ProgressReport || m instanceof Message.Finished
                || m instanceof Message.Rejected || m instanceof Message.Failed) {
            launcher.generating(w);
        }
        if (m != null) {
            s.heard = true;
            s.silentDeaths = 0;
        }
    }

    /** A worker of {@code s} is up: it is the slot's current one, unless the slot ended meanwhile. */
    private void connected(Slot s, WorkerProcess w) {
        s.launching = false;
        if (s.done) {
            w.kill(); // the run stopped at the first error while it started
            return;
        }
        s.current = w;
    }

    private void test(Slot s, GeneratedTest t) {
        s.maxLocalOrdinal = Math.max(s.maxLocalOrdinal, t.ordinal());
        s.tests++;
        if (t.kind() == TestKind.ERROR) {
            totals.failure(t);
        }
        listener.testGenerated(renumber(s, t, t.ordinal()));
        if (config.stopOnError() && t.kind() == TestKind.ERROR && !stopping) {
            stopping = true;
            stopReason = "first error";
            for (Slot other : slots) {
                if (other != s) {
                    other.done = true; // one starting is killed once it connects; one held back never starts
                    if (other.current != null) {
                        handOver(other);
                        other.current.kill();
                        other.current = null;
                    }
                }
            }
        }
    }

    private GeneratedTest renumber(Slot s, GeneratedTest t, long local) {
        long ordinal = (s.ordinalOffset + local) * options.workers() + s.index;
        return t.withOrdinal(ordinal);
    }

    private void finished(Slot s, RunSummary summary) throws IOException {
        totals.finished(summary);
        totals.workerMemory(s.current.samplePeakRss());
        s.executedBefore += summary.sequencesExecuted();
        s.lastProgress = null;
        s.retire();
        if ("stray threads".equals(summary.stopReason())) {
            listener.notice("worker " + s.index + " restarted: too many threads of the code under test kept running");
            restart(s);
        } else {
            s.done = true;
            if (stopReason == null) {
                stopReason = summary.stopReason();
            }
        }
    }

    /**
     * Emits the regression tests the slot's current incarnation held back and had not emitted: it
     * ended before it could (killed for overrunning the time limit or silence, or dead), and they
     * passed when it ran them. The stateful report it sent as its phase ended counts too: no
     * summary will carry it.
     */
    private void handOver(Slot s) {
        if (s.phaseReport != null) {
            totals.unfinishedPhase(s.phaseReport);
            s.phaseReport = null;
        }
        List<GeneratedTest> held = new ArrayList<>(s.held.values());
        s.held.clear();
        for (GeneratedTest t : held) {
            test(s, t);
        }
    }

    private void died(Slot s, WorkerProcess w, String failure) throws IOException {
        handOver(s);
        String how = failure != null ? failure : w.howItEnded();
        totals.workerMemory(w.peakRss());
        if (s.overran) { // ended for overrunning the time limit: not a crash of the code under test
            s.retire();
            if (s.lastProgress != null) {
                s.executedBefore += s.lastProgress.sequencesExecuted();
                s.lastProgress = null;
            }
            s.done = true;
            return;
        }
        if (!s.heard && ++s.silentDeaths >= MAX_SILENT_DEATHS) {
            throw new IllegalStateException("worker JVMs die before they start generating: " + how + " ("
                    + WorkerProcess.tail(w.log) + ")");
        }
        s.retire();
        if (s.lastProgress != null) {
            s.executedBefore += s.lastProgress.sequencesExecuted();
            s.lastProgress = null;
        }
        String tail = failure == null ? WorkerProcess.tail(w.log) : "";
        String detail = "worker JVM " + how + (tail.isEmpty() ? "" : " (" + tail + ")");
        CrashRecord.read(Path.of(w.task.crashRecord())).ifPresent(r -> {
            String cut = r.classUnderTest() != null ? r.classUnderTest() : config.classes().get(0);
            String member = WorkerEngine.lastMember(r.steps(), cut);
            GeneratedTest crash = new GeneratedTest(cut, TestKind.CRASH, r.steps(), List.of(), detail,
                    member, w.task.config().seed(), 0);
            listener.testGenerated(renumber(s, crash, 0));
            s.ordinalOffset++; // the slot is retired: the next incarnation numbers its tests after the crash test
            listener.incident("worker-crash", member, detail);
            if (crashes.merge(member, 1, Integer::sum) == WorkerEngine.CRASHES_BEFORE_QUARANTINE && quarantined.add(member)) {
                listener.notice("not calling " + member + " any more: it ended " + WorkerEngine.CRASHES_BEFORE_QUARANTINE
                        + " worker JVMs");
            }
        });
        if (stopping) {
            s.done = true;
            return;
        }
        listener.notice("worker " + s.index + " " + how + "; restarting it with a new seed");
        restart(s);
    }

    private void restart(Slot s) throws IOException {
        long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        Budget budget = s.left(left);
        if (left < MIN_RESTART_MILLIS || budget.isSpentAgainst(s.share.budget())
                || s.incarnation >= MAX_RESTARTS_PER_WORKER) {
            s.done = true;
            return;
        }
        s.incarnation++;
        RunConfig next = budget.applyTo(s.share.config()).withSeed(WorkerEngine.seed(config.seed(), s.index, s.incarnation));
        launch(s, s.share.withConfig(next).excluding(quarantined));
    }

    private void launch(Slot s, WorkerTask t) {
        String name = "worker-" + s.index + "-" + s.incarnation;
        long left = Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()));
        Budget budget = t.budget();
        WorkerTask task = t.withBudget(budget.withTime(Math.min(budget.timeMillis(), left)))
                .withCrashRecord(scratch.resolve(name + ".record").toString());
        launcher.launch(s, name, task);
    }

    private Progress progress(long now) {
        return totals.progress(slots, now - start, config.timeLimit().toMillis());
    }

    private RunSummary summary() {
        long now = System.nanoTime();
        String reason = stopReason != null ? stopReason : now >= deadline ? "time limit" : "workers ended";
        return totals.summary(progress(now), reason);
    }
}
