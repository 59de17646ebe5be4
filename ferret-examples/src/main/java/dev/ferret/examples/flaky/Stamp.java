package dev.ferret.examples.flaky;

import java.util.Objects;

/**
 * A labelled time stamp, correct but with time-dependent observers.
 *
 * <p>Unstable: {@code getCreatedAtMillis} (the wall clock at construction) and {@code getAgeNanos}
 * (nanoseconds elapsed since construction) differ on every run. Stable: {@code getLabel},
 * {@code length}, {@code isEmpty} and {@code toString}, which depend on the label only.
 */
public final class Stamp {
    private final String label;
    private final long createdAtMillis;
    private final long createdAtNanos;

    public Stamp(String label) {
        this.label = Objects.requireNonNull(label, "label");
        this.createdAtMillis = System.currentTimeMillis();
        this.createdAtNanos = System.nanoTime();
    }

    public String getLabel() {
        return label;
    }

    public int length() {
        return label.length();
    }

    public boolean isEmpty() {
        return label.isEmpty();
    }

    public long getCreatedAtMillis() {
        return createdAtMillis;
    }

    public long getAgeNanos() {
        return System.nanoTime() - createdAtNanos;
    }

    /** A new stamp with the label extended by {@code suffix}, taken now. */
    public Stamp append(String suffix) {
        return new Stamp(label + Objects.requireNonNull(suffix, "suffix"));
    }

    @Override
    public String toString() {
        return "Stamp[" + label + "]";
    }
}
