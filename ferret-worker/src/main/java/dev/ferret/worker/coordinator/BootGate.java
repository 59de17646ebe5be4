package dev.ferret.worker.coordinator;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Holds the next worker start back until the one started before it is generating: the launcher
 * marks a worker {@link #booting}, the coordinator says when it is {@link #generating} (or gone),
 * and {@link #await} returns then, when the run is closed, or after a bounded wait.
 *
 * @param <W> what identifies a worker
 */
final class BootGate<W> {

    private static final long POLL_MILLIS = 50;

    private final long waitMillis;
    private W booting;

    /** @param waitMillis the longest {@link #await} waits for a worker */
    BootGate(long waitMillis) {
        this.waitMillis = waitMillis;
    }

    /** {@code w} was just started and is not generating yet. */
    synchronized void booting(W w) {
        booting = w;
    }

    /** {@code w} is generating, or has ended: whoever waits for it goes on. */
    synchronized void generating(W w) {
        if (booting == w) {
            booting = null;
            notifyAll();
        }
    }

    /**
     * Waits until {@code w} is generating, {@code closed} says true (asked every
     * {@value #POLL_MILLIS} ms), or the wait is over; then nothing is booting any more.
     *
     * @return true if {@code w} said it was generating (or ended) within the wait
     */
    synchronized boolean await(W w, BooleanSupplier closed) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMillis);
        while (booting == w && !closed.getAsBoolean()) {
            long left = TimeUnit.NANOSECONDS.toMillis(until - System.nanoTime());
            if (left <= 0) {
                break;
            }
            wait(Math.min(left, POLL_MILLIS));
        }
        boolean heard = booting != w;
        booting = null;
        return heard;
    }
}
