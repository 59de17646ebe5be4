package dev.ferret.coverage.runtime;

import java.util.Arrays;

/**
 * What instrumented conditions of the code under test call just before they jump: the operands
 * of the condition, as its <em>distance</em> from being decided the other way. Only the site
 * being watched records anything, so every other condition pays one comparison. Like
 * {@link Probes}, loaded from Ferret's own class loader and seen by the code under test's loader;
 * it depends on nothing but the JDK.
 *
 * <p>The distance of an {@code int} comparison {@code a ? b} is {@code a - b}; of a comparison
 * with zero (and of a {@code boolean} tested), the value; of a switch, its key; of a reference
 * comparison, 0 when the two are the same object; of a null test, 0 when the value is null.
 * Branch-directed generation watches one site at a time: a change of a literal of the
 * sequence that changes the distances observed there flows into the condition.
 */
public final class Operands {

    /** Distances kept per execution: the first ones, enough to see a condition in a loop change. */
    public static final int KEPT = 16;
    /** No site is watched. */
    public static final int NONE = -1;

    private static volatile int watched = NONE;
    private static final long[] DISTANCES = new long[KEPT];
    private static int count;

    private Operands() {
    }

    /**
     * Watches a site from now on, forgetting what was recorded.
     *
     * @param site the site's key ({@code classIndex << 16 | ordinal}), or {@link #NONE}
     */
    public static synchronized void watch(int site) {
        count = 0;
        watched = site;
    }

    /** The distances recorded at the watched site since {@link #watch(int)}, first first. */
    public static synchronized long[] recorded() {
        return Arrays.copyOf(DISTANCES, count);
    }

    private static synchronized void record(long distance) {
        if (count < KEPT) {
            DISTANCES[count++] = distance;
        }
    }

    /**
     * Called before a comparison of two ints.
     *
     * @param a the left operand
     * @param b the right operand
     * @param site the condition's key
     */
    public static void ints(int a, int b, int site) {
        if (site == watched) {
            record((long) a - b);
        }
    }

    /** Called before a comparison of an int with zero, and before a switch. */
    public static void value(int a, int site) {
        if (site == watched) {
            record(a);
        }
    }

    /** Called before a comparison of two references. */
    public static void refs(Object a, Object b, int site) {
        if (site == watched) {
            record(a == b ? 0 : 1);
        }
    }

    /** Called before a test of a reference for null. */
    public static void ref(Object a, int site) {
        if (site == watched) {
            record(a == null ? 0 : 1);
        }
    }
}
