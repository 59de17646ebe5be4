package dev.ferret.examples.hostile;

/**
 * A tally shared by every instance: mutable static state.
 *
 * <p>Hostile: {@code next} writes the static {@code count}, so results depend on every earlier call
 * in the JVM. Harmless: {@code current}, which only reads it, and {@code plus}.
 */
public final class Tally {
    static int count;

    /** Counts one more and returns the count. */
    public int next() {
        return ++count;
    }

    /** @return the count so far */
    public int current() {
        return count;
    }

    /** @return {@code a + b}, failing on overflow */
    public int plus(int a, int b) {
        return Math.addExact(a, b);
    }
}
