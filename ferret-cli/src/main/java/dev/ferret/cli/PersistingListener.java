package dev.ferret.cli;

import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.Progress;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.emit.SuiteEmitter;
import dev.ferret.worker.journal.Journal;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Hands every test to the emitter and writes files to disk as tests arrive: error-revealing tests
 * at once, regression tests at least every five seconds, so a crash loses little. Files are
 * rendered and written on a background thread, so generation does not wait for them.
 */
final class PersistingListener implements GenerationListener, AutoCloseable {

    private static final long FLUSH_INTERVAL_NANOS = 5_000_000_000L;

    private final SuiteEmitter emitter;
    private final ProgressDisplay display;
    private final PrintWriter err;
    private final Journal journal;
    private final long ordinalBase;
    private final Incidents incidents;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "ferret-writer");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<IOException> failure = new AtomicReference<>();
    private Future<?> pending;
    private long lastFlush = System.nanoTime();
    private boolean dirty;

    /**
     * @param journal receives every test at once, before anything else happens to it
     * @param ordinalBase added to every test's ordinal (after the tests of the run this one resumes)
     * @param incidents tallies the incidents
     */
    PersistingListener(SuiteEmitter emitter, ProgressDisplay display, PrintWriter err, Journal journal,
                       long ordinalBase, Incidents incidents) {
        this.emitter = emitter;
        this.display = display;
        this.err = err;
        this.journal = journal;
        this.ordinalBase = ordinalBase;
        this.incidents = incidents;
    }

    @Override
    public void testGenerated(GeneratedTest found) {
        GeneratedTest test = ordinalBase == 0 ? found : new GeneratedTest(found.classUnderTest(), found.kind(),
                found.steps(), found.checks(), found.violation(), found.failingMethod(), found.seed(),
                ordinalBase + found.ordinal());
        try {
            journal.test(test);
        } catch (IOException e) {
            failure.compareAndSet(null, e);
        }
        emitter.accept(test);
        dirty = true;
        if (test.kind() != TestKind.REGRESSION) {
            flushSoon();
        }
    }

    @Override
    public void progress(Progress progress) {
        try {
            journal.progress(progress.elapsedMillis(), progress.sequencesExecuted());
        } catch (IOException e) {
            failure.compareAndSet(null, e);
        }
        display.update(progress);
        if (dirty && System.nanoTime() - lastFlush > FLUSH_INTERVAL_NANOS) {
            flushSoon();
        }
    }

    @Override
    public void notice(String message) {
        display.clear();
        err.println("ferret: " + message);
    }

    @Override
    public void incident(String kind, String member, String detail) {
        incidents.add(kind, member, detail);
    }

    /** Schedules a flush unless one is still waiting to run. */
    private void flushSoon() {
        if (pending != null && !pending.isDone()) {
            return;
        }
        dirty = false;
        lastFlush = System.nanoTime();
        pending = writer.submit(() -> {
            try {
                emitter.flush();
            } catch (IOException e) {
                failure.compareAndSet(null, e);
            }
        });
    }

    /** Waits for background writes, then writes whatever is left. */
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
        emitter.flush();
    }
}
