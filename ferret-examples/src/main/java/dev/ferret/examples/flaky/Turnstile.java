package dev.ferret.examples.flaky;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A turnstile at a named gate that counts passes; each one gets a serial from a static counter.
 *
 * <p>Unstable: {@code getSerial} is the number of turnstiles built so far in this JVM, so it
 * depends on what ran before (the generation run, other tests, test order). Stable:
 * {@code getGate}, {@code getPasses}, {@code hasPasses} and {@code toString}.
 */
public final class Turnstile {
    private static final AtomicInteger BUILT = new AtomicInteger();

    private final String gate;
    private final int serial;
    private int passes;

    public Turnstile(String gate) {
        this.gate = Objects.requireNonNull(gate, "gate");
        this.serial = BUILT.incrementAndGet();
    }

    public String getGate() {
        return gate;
    }

    public int getSerial() {
        return serial;
    }

    public int getPasses() {
        return passes;
    }

    public boolean hasPasses() {
        return passes > 0;
    }

    /** Lets one person through and returns the passes so far. */
    public int pass() {
        passes = Math.addExact(passes, 1);
        return passes;
    }

    @Override
    public String toString() {
        return "Turnstile[" + gate + ", " + passes + " passes]";
    }
}
