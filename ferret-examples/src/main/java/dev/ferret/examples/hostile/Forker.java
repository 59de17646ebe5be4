package dev.ferret.examples.hostile;

/**
 * Leaves threads behind.
 *
 * <p>Hostile: {@code fork} starts a non-daemon thread that sleeps forever, ignoring interrupts, so
 * the JVM cannot end by itself, and returns at once. Harmless: {@code getForked}.
 */
public final class Forker {
    private int forked;

    /** @return how many threads {@code fork} started */
    public int getForked() {
        return forked;
    }

    /** Starts a thread that never ends and returns how many this forker started. */
    public int fork() {
        Thread thread = new Thread(Forker::sleepForever, "hostile-forker-" + forked);
        thread.setDaemon(false);
        thread.start();
        forked++;
        return forked;
    }

    private static void sleepForever() {
        while (true) {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException ignored) {
                // keep sleeping
            }
        }
    }
}
