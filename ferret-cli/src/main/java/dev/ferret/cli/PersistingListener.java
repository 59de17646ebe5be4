package dev.ferret.cli;

import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.Progress;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.emit.SuiteEmitter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

/**
 * Hands every test to the emitter and writes files to disk as tests arrive: error-revealing tests
 * at once, regression tests at least every two seconds, so a crash loses little.
 */
final class PersistingListener implements GenerationListener {

    private static final long FLUSH_INTERVAL_NANOS = 2_000_000_000L;

    private final SuiteEmitter emitter;
    private final ProgressDisplay display;
    private final PrintWriter err;
    private long lastFlush = System.nanoTime();
    private boolean dirty;

    PersistingListener(SuiteEmitter emitter, ProgressDisplay display, PrintWriter err) {
        this.emitter = emitter;
        this.display = display;
        this.err = err;
    }

    @Override
    public void testGenerated(GeneratedTest test) {
        emitter.accept(test);
        dirty = true;
        if (test.kind() == TestKind.ERROR) {
            flushNow();
        }
    }

    @Override
    public void progress(Progress progress) {
        display.update(progress);
        if (dirty && System.nanoTime() - lastFlush > FLUSH_INTERVAL_NANOS) {
            flushNow();
        }
    }

    @Override
    public void notice(String message) {
        display.clear();
        err.println("ferret: " + message);
    }

    void flushNow() {
        try {
            emitter.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        dirty = false;
        lastFlush = System.nanoTime();
    }
}
