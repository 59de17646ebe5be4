package dev.ferret.cli;

import dev.ferret.core.run.Progress;
import java.io.PrintWriter;

/** A single live status line on a terminal, redrawn in place. */
final class ProgressDisplay {

    private final PrintWriter err;
    private final boolean enabled;
    private int lastLength;

    ProgressDisplay(PrintWriter err, boolean enabled) {
        this.err = err;
        this.enabled = enabled;
    }

    void update(Progress p) {
        if (!enabled) {
            return;
        }
        String line = String.format(java.util.Locale.ROOT,
                "[%s/%s] %,d sequences (%,.0f/s) | %,d tests kept | %,d failures found",
                clock(p.elapsedMillis()), clock(p.limitMillis()), p.sequencesExecuted(), p.sequencesPerSecond(),
                p.regressionTests() + p.errorTests(), p.errorTests());
        err.print("\r" + line + " ".repeat(Math.max(0, lastLength - line.length())));
        err.flush();
        lastLength = line.length();
    }

    /** Erases the line so other output starts on a clean line. */
    void clear() {
        if (enabled && lastLength > 0) {
            err.print("\r" + " ".repeat(lastLength) + "\r");
            err.flush();
            lastLength = 0;
        }
    }

    void finish() {
        if (enabled && lastLength > 0) {
            err.println();
            lastLength = 0;
        }
    }

    private static String clock(long millis) {
        long s = millis / 1000;
        return String.format(java.util.Locale.ROOT, "%02d:%02d", s / 60, s % 60);
    }
}
