package dev.ferret.core.testcase;

import java.util.Arrays;

/**
 * The coverage goals a test reached when it ran: ids of probes in the instrumented classes under
 * test (an id names one probe of one class; the goal space that numbers them belongs to the run).
 * Immutable; the ids are sorted and distinct.
 */
public final class Coverage implements java.io.Serializable {

    private static final long serialVersionUID = 1L;

    /** No coverage measured. */
    public static final Coverage NONE = new Coverage(new int[0]);

    private final int[] goals;

    private Coverage(int[] sortedDistinct) {
        this.goals = sortedDistinct;
    }

    /**
     * @param goals goal ids in any order, possibly repeated; not kept
     * @return their coverage ({@link #NONE} if empty)
     */
    public static Coverage of(int... goals) {
        if (goals.length == 0) {
            return NONE;
        }
        int[] g = goals.clone();
        Arrays.sort(g);
        int n = 1;
        for (int i = 1; i < g.length; i++) {
            if (g[i] != g[n - 1]) {
                g[n++] = g[i];
            }
        }
        return new Coverage(n == g.length ? g : Arrays.copyOf(g, n));
    }

    /** Whether every goal of {@code other} is one of these. */
    public boolean covers(Coverage other) {
        int i = 0;
        for (int g : other.goals) {
            while (i < goals.length && goals[i] < g) {
                i++;
            }
            if (i == goals.length || goals[i] != g) {
                return false;
            }
        }
        return true;
    }

    /** The goals of this and of {@code other}. */
    public Coverage union(Coverage other) {
        int[] all = Arrays.copyOf(goals, goals.length + other.goals.length);
        System.arraycopy(other.goals, 0, all, goals.length, other.goals.length);
        return of(all);
    }

    /** The goal ids, sorted (a copy). */
    public int[] goals() {
        return goals.clone();
    }

    /** The number of goals. */
    public int size() {
        return goals.length;
    }

    /** Whether no goal was reached (or nothing was measured). */
    public boolean isEmpty() {
        return goals.length == 0;
    }

    /** The {@code i}-th goal id in ascending order. */
    public int goal(int i) {
        return goals[i];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Coverage c && Arrays.equals(goals, c.goals);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(goals);
    }

    @Override
    public String toString() {
        return "Coverage" + Arrays.toString(goals);
    }
}
