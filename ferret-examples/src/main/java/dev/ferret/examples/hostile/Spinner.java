package dev.ferret.examples.hostile;

/**
 * Counts ticks, forever if asked.
 *
 * <p>Hostile: {@code spin} never returns and ignores interrupts; each turn writes a volatile field,
 * so the JIT cannot drop the loop. Harmless: {@code tick} and {@code getTicks}.
 */
public final class Spinner {
    private volatile long ticks;

    /** @return the ticks so far */
    public long getTicks() {
        return ticks;
    }

    /** Counts one tick and returns the ticks so far. */
    public long tick() {
        ticks = ticks + 1;
        return ticks;
    }

    /** Counts ticks forever. */
    public void spin() {
        while (true) {
            ticks = ticks + 1;
        }
    }
}
