package dev.ferret.worker.coordinator;

import dev.ferret.core.run.GenerationEngine;
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
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs generation in worker JVMs (PIT's minions, the thesis's RandoopWrapper): the coordinator
 * splits the work over {@link WorkerOptions#workers()} workers, passes every result to the
 * listener as it arrives (on the calling thread), and restarts a worker that dies, with a new
 * seed and what is left of its budget. The sequence a dead worker was running is read from its
 * {@link CrashRecord} and reported as a {@link TestKind#CRASH} test; a member that ended
 * {@value #CRASHES_BEFORE_QUARANTINE} workers is not called again in the run.
 *
 * <p>Worker {@code i} of {@code n} gets seed {@code seed} (worker 0) or a seed mixed from it, an
 * {@code n}-th of every counted limit, and the ordinals {@code k * n + i}; so one worker
 * reproduces the in-process engine, and a seed with a counted limit fixes the output for any
 * number of workers.
 */
public final class WorkerEngine implements GenerationEngine {

    private static final long TICK_MILLIS = 250;
    private static final long MIN_RESTART_MILLIS = 1_000;
    private static final long SILENCE_LIMIT_NANOS = TimeUnit.SECONDS.toNanos(60);
    private static final long OVERRUN_NANOS = TimeUnit.SECONDS.toNanos(20);
    private static final int MAX_RESTARTS_PER_WORKER = 100;
    private static final int MAX_SILENT_DEATHS = 3;
    /** A member that ended this many workers is not called again in this run. */
    static final int CRASHES_BEFORE_QUARANTINE = 2;

    private final WorkerOptions options;

    public WorkerEngine(WorkerOptions options) {
        this.options = Objects.requireNonNull(options, "options");
    }

    @Override
    public RunSummary run(RunConfig config, GenerationListener listener) throws InvalidInputException {
        Path scratch;
        try {
            scratch = Files.createTempDirectory("ferret-run");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a scratch directory for the workers", e);
        }
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            return new Run(config, listener, scratch, server).go();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run the worker JVMs: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("generation interrupted", e);
        } finally {
            deleteQuietly(scratch);
        }
    }

    /** One worker slot: its share of the budget and the incarnations that ran it. */
    private static final class Slot {
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
        boolean done;

        Slot(int index, WorkerTask share) {
            this.index = index;
            this.share = share;
        }
    }

    /** The state of one run; used from the calling thread only. */
    private final class Run {
        final RunConfig config;
        final GenerationListener listener;
        final Path scratch;
        final ServerSocket server;
        final BlockingQueue<WorkerProcess.Event> events = new LinkedBlockingQueue<>();
        final List<Slot> slots = new ArrayList<>();
        final List<RunSummary> summaries = new ArrayList<>();
        final java.util.Map<String, Integer> crashes = new java.util.HashMap<>();
        /** The shortest error test per failure (class, violation, method), by the rule the suite keeps them by. */
        final dev.ferret.core.emit.ShortestPerFailure<List<Object>, GeneratedTest> failures =
                dev.ferret.core.emit.ShortestPerFailure.ofTests();
        final java.util.Set<String> quarantined = new java.util.LinkedHashSet<>();
        final long start = System.nanoTime();
        final long deadline;
        long outputBytes;
        String stopReason;
        boolean stopping;

        Run(RunConfig config, GenerationListener listener, Path scratch, ServerSocket server) {
            this.config = config;
            this.listener = listener;
            this.scratch = scratch;
            this.server = server;
            this.deadline = start + config.timeLimit().toNanos();
        }

        RunSummary go() throws IOException, InterruptedException, InvalidInputException {
            int n = options.workers();
            WorkerTask whole = WorkerTask.of(config, options.allowFileDeletion(), options.allowProcesses(),
                    scratch.resolve("unused"));
            for (int i = 0; i < n; i++) {
                long tests = share(config.testLimit(), n, i);
                long outputs = share(config.outputLimit(), n, i);
                long sequences = share(config.sequenceLimit(), n, i);
                int perClass = (int) Math.max(1, share(config.maxRegressionTestsPerClass(), n, i));
                if (tests < 0 || outputs < 0 || sequences < 0) {
                    continue; // a counted limit smaller than the number of workers leaves this one nothing
                }
                slots.add(new Slot(i, whole.withBudget(whole.timeLimitMillis(), tests, outputs, sequences, perClass,
                        seed(config.seed(), i, 0), "")));
            }
            try {
                for (Slot s : slots) {
                    launch(s, s.share);
                }
                loop();
            } finally {
                for (Slot s : slots) {
                    if (s.current != null) {
                        s.current.kill();
                    }
                }
            }
            return summary();
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
                }
            }
            listener.progress(progress(System.nanoTime()));
            if (outputBytes > 0) {
                listener.notice("the code under test wrote " + outputBytes + " bytes to System.out/System.err"
                        + (options.capturedOutput() != null ? "; the start of it is in " + options.capturedOutput() : ""));
            }
        }

        /** Kills a worker that went silent or overran the time limit; its death is handled as any other. */
        private void watch(long now) {
            for (Slot s : slots) {
                WorkerProcess w = s.current;
                if (w == null) {
                    continue;
                }
                if (w.silentNanos() > SILENCE_LIMIT_NANOS || now > deadline + OVERRUN_NANOS) {
                    listener.notice("worker " + s.index + " stopped responding; restarting it");
                    w.kill();
                }
            }
        }

        private void handle(WorkerProcess.Event e) throws InvalidInputException, IOException {
            WorkerProcess w = e.from();
            Slot s = slots.stream().filter(x -> x.current == w).findFirst().orElse(null);
            if (s == null) {
                return; // a late message from an incarnation already replaced
            }
            Message m = e.message();
            if (m != null) {
                s.heard = true;
                s.silentDeaths = 0;
            }
            if (m == null) {
                died(s, w, null);
            } else if (m instanceof Message.TestFound t) {
                test(s, t.decode());
            } else if (m instanceof Message.ProgressReport p) {
                s.lastProgress = p.progress();
            } else if (m instanceof Message.Notice notice) {
                listener.notice(notice.text());
            } else if (m instanceof Message.Incident i) {
                listener.incident(i.kind(), i.member(), i.detail());
            } else if (m instanceof Message.Output o) {
                output(s, o);
            } else if (m instanceof Message.Finished f) {
                finished(s, f.summary());
            } else if (m instanceof Message.Rejected r) {
                if (s.incarnation == 0) {
                    throw new InvalidInputException(r.reason());
                }
                listener.notice("worker " + s.index + " stopped: " + r.reason()); // everything left was quarantined
                retire(s);
                s.done = true;
            } else if (m instanceof Message.Failed f) {
                died(s, w, "failed: " + f.detail().lines().findFirst().orElse("?"));
            }
        }

        private void test(Slot s, GeneratedTest t) {
            s.maxLocalOrdinal = Math.max(s.maxLocalOrdinal, t.ordinal());
            s.tests++;
            if (t.kind() == TestKind.ERROR) {
                failures.offer(t);
            }
            listener.testGenerated(renumber(s, t, t.ordinal()));
            if (config.stopOnError() && t.kind() == TestKind.ERROR && !stopping) {
                stopping = true;
                stopReason = "first error";
                for (Slot other : slots) {
                    if (other != s && other.current != null) {
                        other.done = true;
                        other.current.kill();
                        other.current = null;
                    }
                }
            }
        }

        private GeneratedTest renumber(Slot s, GeneratedTest t, long local) {
            long ordinal = (s.ordinalOffset + local) * options.workers() + s.index;
            return new GeneratedTest(t.classUnderTest(), t.kind(), t.steps(), t.checks(), t.violation(),
                    t.failingMethod(), t.seed(), ordinal);
        }

        private void output(Slot s, Message.Output o) {
            outputBytes += o.totalBytes() - s.outputBytes;
            s.outputBytes = o.totalBytes();
            if (options.capturedOutput() != null && !o.text().isEmpty()) {
                try {
                    Files.writeString(options.capturedOutput(), o.text(), java.nio.file.StandardOpenOption.CREATE,
                            java.nio.file.StandardOpenOption.APPEND);
                } catch (IOException ex) {
                    listener.notice("cannot keep the output of the code under test: " + ex.getMessage());
                }
            }
        }

        private void finished(Slot s, RunSummary summary) throws IOException {
            summaries.add(summary);
            s.executedBefore += summary.sequencesExecuted();
            s.lastProgress = null;
            retire(s);
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

        private void died(Slot s, WorkerProcess w, String failure) throws IOException {
            String how = failure != null ? failure : w.howItEnded();
            if (!s.heard && ++s.silentDeaths >= MAX_SILENT_DEATHS) {
                throw new IllegalStateException("worker JVMs die before they start generating: " + how + " ("
                        + WorkerProcess.tail(w.log) + ")");
            }
            retire(s);
            if (s.lastProgress != null) {
                s.executedBefore += s.lastProgress.sequencesExecuted();
                s.lastProgress = null;
            }
            String tail = failure == null ? WorkerProcess.tail(w.log) : "";
            String detail = "worker JVM " + how + (tail.isEmpty() ? "" : " (" + tail + ")");
            CrashRecord.read(Path.of(w.task.crashRecord())).ifPresent(r -> {
                String cut = r.classUnderTest() != null ? r.classUnderTest() : config.classes().get(0);
                long local = ++s.maxLocalOrdinal;
                String member = lastMember(r.steps(), cut);
                GeneratedTest crash = new GeneratedTest(cut, TestKind.CRASH, r.steps(), List.of(), detail,
                        member, w.task.seed(), local);
                listener.testGenerated(renumber(s, crash, local));
                listener.incident("worker-crash", member, detail);
                if (crashes.merge(member, 1, Integer::sum) == CRASHES_BEFORE_QUARANTINE && quarantined.add(member)) {
                    listener.notice("not calling " + member + " any more: it ended " + CRASHES_BEFORE_QUARANTINE
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

        private void retire(Slot s) {
            s.heard = false;
            s.outputBytes = 0;
            s.ordinalOffset += s.maxLocalOrdinal + 1;
            s.maxLocalOrdinal = -1;
            s.current = null;
        }

        private void restart(Slot s) throws IOException {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            WorkerTask t = s.share;
            long tests = t.testLimit() == 0 ? 0 : t.testLimit() - s.tests;
            long sequences = t.sequenceLimit() == 0 ? 0 : t.sequenceLimit() - s.executedBefore;
            long outputs = t.outputLimit() == 0 ? 0 : t.outputLimit() - s.tests;
            if (left < MIN_RESTART_MILLIS || tests < 0 || sequences < 0 || outputs < 0
                    || t.testLimit() > 0 && tests == 0 || t.sequenceLimit() > 0 && sequences == 0
                    || s.incarnation >= MAX_RESTARTS_PER_WORKER) {
                s.done = true;
                return;
            }
            s.incarnation++;
            launch(s, t.withBudget(left, tests, outputs, sequences, t.maxRegressionTestsPerClass(),
                    seed(config.seed(), s.index, s.incarnation), "").excluding(quarantined));
        }

        private void launch(Slot s, WorkerTask t) throws IOException {
            String name = "worker-" + s.index + "-" + s.incarnation;
            long left = Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()));
            WorkerTask task = t.withBudget(Math.min(t.timeLimitMillis(), left), t.testLimit(), t.outputLimit(), t.sequenceLimit(),
                    t.maxRegressionTestsPerClass(), t.seed(), scratch.resolve(name + ".record").toString());
            s.current = WorkerProcess.start(name, task, scratch, server, options.jvmOptions(), events);
        }

        private Progress progress(long now) {
            long executed = 0;
            long regression = 0;
            long errors = 0;
            for (Slot s : slots) {
                executed += s.executedBefore + (s.lastProgress == null ? 0 : s.lastProgress.sequencesExecuted());
            }
            for (RunSummary r : summaries) {
                regression += r.regressionTests();
                errors += r.errorTests();
            }
            for (Slot s : slots) {
                if (s.lastProgress != null) {
                    regression += s.lastProgress.regressionTests();
                    errors += s.lastProgress.errorTests();
                }
            }
            return new Progress(TimeUnit.NANOSECONDS.toMillis(now - start), config.timeLimit().toMillis(), executed,
                    regression, errors);
        }

        private RunSummary summary() {
            long now = System.nanoTime();
            Progress p = progress(now);
            long redundant = 0;
            long illegal = 0;
            long timeouts = 0;
            long workerErrors = 0;
            long before = 0;
            int operations = 0;
            int pool = 0;
            long heap = 0;
            java.util.Map<String, Long> violations = new java.util.TreeMap<>();
            for (RunSummary r : summaries) {
                redundant += r.redundantSequences();
                illegal += r.illegalSequences();
                timeouts += r.timeouts();
                workerErrors += r.errorTests();
                before += r.errorTestStatementsBeforeMinimization();
                operations = Math.max(operations, r.operations());
                pool += r.poolSize();
                heap = Math.max(heap, r.peakHeapBytes());
                r.violationsPerContract().forEach((k, v) -> violations.merge(k, v, Long::sum));
            }
            // workers may find the same failure; count each once, at its shortest, as the suite keeps it.
            // The length before minimization is per worker only: scaled by the workers' average.
            long errors = failures.size();
            long statements = failures.kept().stream().mapToLong(t -> t.steps().size()).sum();
            long beforeScaled = workerErrors == 0 ? 0 : Math.round(before * (double) errors / workerErrors);
            String reason = stopReason != null ? stopReason : now >= deadline ? "time limit" : "workers ended";
            return new RunSummary(TimeUnit.NANOSECONDS.toMillis(now - start), p.sequencesExecuted(), redundant, illegal,
                    timeouts, p.regressionTests(), errors, statements, beforeScaled, violations, operations, pool, heap,
                    reason);
        }
    }

    /** The member the last step calls ({@code pkg.Class.method}), or the class under test. */
    private static String lastMember(List<dev.ferret.core.testcase.Step> steps, String cut) {
        if (!steps.isEmpty() && steps.get(steps.size() - 1).action() instanceof dev.ferret.core.testcase.Action.MethodCall m) {
            return m.owner() + "." + m.name();
        }
        return cut;
    }

    /** Worker {@code i}'s part of a counted limit (0 stays "no limit"; -1: nothing for this worker). */
    static long share(long total, int n, int i) {
        if (total == 0) {
            return 0;
        }
        long part = total * (i + 1) / n - total * i / n;
        return part == 0 ? -1 : part;
    }

    /** The seed of worker {@code i}'s {@code k}-th incarnation; worker 0's first is the run's seed. */
    static long seed(long seed, int i, int k) {
        if (i == 0 && k == 0) {
            return seed;
        }
        long z = seed + 0x9E3779B97F4A7C15L * (i + 1) + 0xBF58476D1CE4E5B9L * k;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            // a file the code under test keeps open: the OS cleans temp directories
        }
    }
}
