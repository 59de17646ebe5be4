package dev.ferret.examples.destructive;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Deletes the working directory's contents long after its caller gave up on it.
 *
 * <p>Hostile: {@code sweepLater} waits {@link #DELAY_MILLIS} (shrugging off interruption and
 * attempts to stop its thread), then deletes everything in the working directory: a call that
 * runs past its timeout and does its damage once abandoned. Harmless: {@code getDelayMillis}.
 */
public final class LateSweeper {
    /** How long {@code sweepLater} waits before it deletes. */
    public static final long DELAY_MILLIS = 3_000;

    /** @return how long {@code sweepLater} waits */
    public long getDelayMillis() {
        return DELAY_MILLIS;
    }

    /** Waits, whatever happens, then deletes everything in the working directory. */
    @SuppressWarnings("PMD.AvoidCatchingThrowable")
    public int sweepLater() throws IOException {
        long until = System.nanoTime() + DELAY_MILLIS * 1_000_000;
        while (System.nanoTime() < until) {
            try {
                Thread.sleep(50);
            } catch (Throwable stopped) { // NOPMD: interruption and ThreadDeath alike
                // keep waiting
            }
        }
        return Wreckage.deleteContents(Path.of("").toAbsolutePath());
    }
}
