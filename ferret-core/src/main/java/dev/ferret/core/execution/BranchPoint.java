package dev.ferret.core.execution;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A branch point of the code under test: a conditional jump or a switch, its edges as coverage
 * goals. An edge is taken when one of its goals is reached: the first goal on its path, or, where
 * the path reaches another condition first, the goals of that condition's edges.
 *
 * @param edges the goals of each edge, each sorted and non-empty; no goal on two edges; at least two edges
 * @param compared the constants its condition compares against, as read from the bytecode just
 *     before the jump (an {@code Integer}, {@code Long}, {@code Float}, {@code Double} or
 *     {@code String} constant, or a switch key); may be empty
 * @param firstMethodGoal the first goal of the method that holds the point
 * @param lastMethodGoal the last goal of that method
 */
public record BranchPoint(int[][] edges, List<Object> compared, int firstMethodGoal, int lastMethodGoal) {

    /** Validates and copies. */
    public BranchPoint {
        if (edges.length < 2) {
            throw new IllegalArgumentException("a branch point has at least two edges");
        }
        int[][] copy = new int[edges.length][];
        for (int e = 0; e < edges.length; e++) {
            if (edges[e].length == 0) {
                throw new IllegalArgumentException("an edge without goals");
            }
            copy[e] = edges[e].clone();
            Arrays.sort(copy[e]);
        }
        edges = copy;
        compared = List.copyOf(compared);
        int[] all = Arrays.stream(edges).flatMapToInt(IntStream::of).sorted().toArray();
        if (Arrays.stream(all).distinct().count() != all.length) {
            throw new IllegalArgumentException("a goal on two edges");
        }
        if (firstMethodGoal > all[0] || lastMethodGoal < all[all.length - 1]) {
            throw new IllegalArgumentException("the method's goals hold the point's");
        }
    }

    /** A point whose edges are one goal each, with no known constants, its method just its own goals. */
    public static BranchPoint of(int... goals) {
        int[][] edges = new int[goals.length][];
        for (int i = 0; i < goals.length; i++) {
            edges[i] = new int[] {goals[i]};
        }
        int[] sorted = goals.clone();
        Arrays.sort(sorted);
        return new BranchPoint(edges, List.of(), sorted[0], sorted[sorted.length - 1]);
    }

    /** The goals of every edge, sorted. */
    public int[] goals() {
        return Arrays.stream(edges).flatMapToInt(IntStream::of).sorted().toArray();
    }

    /** The goals of each edge (copies). */
    @Override
    public int[][] edges() {
        int[][] copy = new int[edges.length][];
        for (int e = 0; e < edges.length; e++) {
            copy[e] = edges[e].clone();
        }
        return copy;
    }

    /** The number of edges. */
    public int edgeCount() {
        return edges.length;
    }

    /** Whether edge {@code e} is taken by a set of reached goals. */
    public boolean taken(int e, java.util.BitSet reached) {
        for (int g : edges[e]) {
            if (reached.get(g)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a goal belongs to the method that holds this point. */
    public boolean inMethod(int goal) {
        return goal >= firstMethodGoal && goal <= lastMethodGoal;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BranchPoint p && Arrays.deepEquals(edges, p.edges) && compared.equals(p.compared)
                && firstMethodGoal == p.firstMethodGoal && lastMethodGoal == p.lastMethodGoal;
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(edges) * 31 + compared.hashCode();
    }

    @Override
    public String toString() {
        return "BranchPoint" + Arrays.deepToString(edges) + compared;
    }
}
