package dev.ferret.core.run;

/**
 * Fixture: {@code fork} starts a non-daemon thread that never ends by itself (only an interrupt
 * ends it, so the test can clean up) and returns at once; {@code get} is harmless.
 */
public class RunThreadForker {
    /** The name of every thread {@code fork} starts. */
    public static final String THREAD_NAME = "run-thread-forker";

    private int forked;

    public int fork() {
        Thread thread = new Thread(RunThreadForker::sleepUntilInterrupted, THREAD_NAME);
        thread.setDaemon(false);
        thread.start();
        return ++forked;
    }

    public int get() {
        return forked;
    }

    private static void sleepUntilInterrupted() {
        try {
            Thread.sleep(Long.MAX_VALUE);
        } catch (InterruptedException e) {
            // the test's clean-up
        }
    }
}
