package dev.ferret.maven;

import dev.ferret.core.run.Progress;
import dev.ferret.orchestration.RunObserver;
import java.util.Locale;
import org.apache.maven.plugin.logging.Log;

/**
 * A run as Maven's log shows it: a progress line every few seconds (a build log has no live line
 * to redraw), notices and the check phase as info lines.
 */
final class MavenLogObserver implements RunObserver {

    /** The least time between two progress lines. */
    static final long PROGRESS_INTERVAL_MILLIS = 5_000;

    private final Log log;
    private long lastProgress = Long.MIN_VALUE;

    MavenLogObserver(Log log) {
        this.log = log;
    }

    @Override
    public void progress(Progress p) {
        if (lastProgress != Long.MIN_VALUE && p.elapsedMillis() - lastProgress < PROGRESS_INTERVAL_MILLIS) {
            return;
        }
        lastProgress = p.elapsedMillis();
        log.info(line(p));
    }

    /** The progress line: time, sequences, tests kept, failures. */
    static String line(Progress p) {
        return String.format(Locale.ROOT, "[%d s of %d s] %,d sequences (%,.0f/s), %,d tests kept, %,d failures found",
                p.elapsedMillis() / 1000, p.limitMillis() / 1000, p.sequencesExecuted(), p.sequencesPerSecond(),
                p.regressionTests() + p.errorTests(), p.errorTests());
    }

    @Override
    public void notice(String message) {
        log.info(message);
    }

    @Override
    public void checking(boolean rerun) {
        log.info("checking the generated tests (compile" + (rerun ? ", re-run" : "") + ") ...");
    }
}
