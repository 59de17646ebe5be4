package dev.sample;

/** A counter with a step; {@link #equals} forgets the step, a planted bug Ferret's contracts find. */
public final class Counter {

    private int value;
    private final int step;

    public Counter(int step) {
        if (step <= 0) {
            throw new IllegalArgumentException("step must be positive");
        }
        this.step = step;
    }

    public int next() {
        value += step;
        return value;
    }

    public int value() {
        return value;
    }

    public void reset() {
        value = 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Counter c && c.value == value;
    }

    @Override
    public int hashCode() {
        return value * 31 + step;
    }
}
