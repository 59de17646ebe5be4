package dev.ferret.core.build.shapes;

/** Fixture: a time source as a library would declare it (guava's {@code Ticker}). */
public abstract class Clockwork {

    protected Clockwork() {
    }

    /** The current reading, in nanoseconds. */
    public abstract long read();

    /** The time between two readings. */
    public static long between(Clockwork clock) {
        long start = clock.read();
        return clock.read() - start;
    }
}
