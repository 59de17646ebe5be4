package dev.ferret.orchestration;

import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.Progress;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.emit.SuiteEmitter;
import dev.ferret.worker.journal.Journal;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Appends every test to the journal, hands it to the emitter, and writes files as tests arrive:
 * error-revealing and crash tests at once, regression tests every five seconds or less often when
 * rendering takes long (see {@link #flushSoon}); a kill loses nothing, as the journal has them all. Files are
 * rendered and written on a background thread, so generation does not wait for them.
 */
final class PersistingListener implements GenerationListener, AutoCloseable {

    private static final long FLUSH_INTERVAL_NANOS = 5_000_000_000L;

    private final SuiteEmitter emitter;
    private final RunObserver observer;
    private final Journal journal;
    private final long ordinalBase;
    private final Incidents incidents;
    private final CoverageTimeline timeline;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "ferret-writer");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<IOException> failure = new AtomicReference<>();
    private Future<?> pending;
    private final long started = System.nanoTime();
    private volatile long firstErrorMillis = -1;
    private long lastFlush = started;
    private boolean dirty;
    private boolean warmedUp;
    private final List<Path> cutClasspath;
    private boolean failingDirty;
    private volatile long regressionInterval = FLUSH_INTERVAL_NANOS;
    private static final java.util.Set<TestKind> FAILING = java.util.EnumSet.of(TestKind.ERROR, TestKind.CRASH);

    /**
     * @param journal receives every test at once, before anything else happens to it
     * @param ordinalBase added to every test's ordinal (after the tests of the run this one resumes)
     * @param incidents tallies the incidents
     * @param timeline records coverage over time
     * @param cutClasspath class path of the code under test (halfway through the time limit the
     *     writer thread warms the compiler up with a file of the tests so far)
     */
    PersistingListener(SuiteEmitter emitter, RunObserver observer, Journal journal, long ordinalBase,
                       Incidents incidents, CoverageTimeline timeline, List<Path> cutClasspath) {
        this.cutClasspath = List.copyOf(cutClasspath);
        this.timeline = timeline;
        this.emitter = emitter;
        this.observer = observer;
        this.journal = journal;
        this.ordinalBase = ordinalBase;
        this.incidents = incidents;
    }

    /**
     * Milliseconds from the start of generation (this listener's creation) until the first
     * error-revealing test arrived, minimized, from the engine; -1 when none did.
     */
    long firstErrorMillis() {
        return firstErrorMillis;
    }

    @Override
    public void testGenerated(GeneratedTest found) {
        GeneratedTest test = ordinalBase == 0 ? found : found.withOrdinal(ordinalBase + found.ordinal());
        try {
            journal.test(test);
        } catch (IOException e) {
            failure.compareAndSet(null, e);
        }
        if (test.kind() == TestKind.ERROR && firstErrorMillis < 0) {
            firstErrorMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
        }
        emitter.accept(test);
        timeline.test(test);
        if (test.kind() != TestKind.REGRESSION) {
            flushSoon(FAILING); // few and important: written at once
        } else {
            dirty = true;
        }
    }

    @Override
    public void progress(Progress progress) {
        try {
            journal.progress(progress.elapsedMillis(), progress.sequencesExecuted());
        } catch (IOException e) {
            failure.compareAndSet(null, e);
        }
        observer.progress(progress);
        timeline.progress(progress.elapsedMillis());
        if (failingDirty) {
            flushSoon(FAILING);
        }
        if (!warmedUp && progress.limitMillis() > 0 && progress.elapsedMillis() * 2 >= progress.limitMillis()) {
            warmedUp = true;
            writer.submit(() -> {
                try {
                    emitter.warmUpCompiler(cutClasspath);
                } catch (IOException | RuntimeException e) {
                    // only a warm-up: finish compiles (and reports) for real
                }
            });
        }
        if (dirty && System.nanoTime() - lastFlush > regressionInterval) {
            dirty = false;
            lastFlush = System.nanoTime();
            flushSoon(java.util.EnumSet.allOf(TestKind.class));
        }
    }

    @Override
    public void notice(String message) {
        observer.notice(message);
    }

    @Override
    public void incident(String kind, String member, String detail) {
        incidents.add(kind, member, detail);
    }

    /**
     * Schedules a flush of these kinds unless one is still waiting to run (then that one writes
     * them). The interval between regression flushes grows to ten times the time the last flush
     * took, so rendering ever larger files uses at most about a tenth of a core while generation
     * runs; the journal already holds every test.
     */
    private void flushSoon(java.util.Set<TestKind> kinds) {
        if (pending != null && !pending.isDone()) {
            failingDirty |= kinds.contains(TestKind.ERROR);
            return;
        }
        if (kinds.contains(TestKind.ERROR)) {
            failingDirty = false;
        }
        pending = writer.submit(() -> {
            long start = System.nanoTime();
            try {
                emitter.flush(kinds);
            } catch (IOException e) {
                failure.compareAndSet(null, e);
            }
            if (kinds.contains(TestKind.REGRESSION)) {
                regressionInterval = Math.max(FLUSH_INTERVAL_NANOS, 10 * (System.nanoTime() - start));
            }
        });
    }

    /** Waits for background writes, then writes the error and crash tests not written yet. */
    @Override
    public void close() throws IOException {
        writer.shutdown();
        try {
            if (!writer.awaitTermination(10, TimeUnit.MINUTES)) {
                throw new IOException("writing the tests did not finish");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while writing the tests", e);
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        // error and crash tests now; the regression files are written by the emitter's finish,
        // after it reduced them (writing thousands of tests first would only be thrown away)
        emitter.flush(FAILING);
    }
}
