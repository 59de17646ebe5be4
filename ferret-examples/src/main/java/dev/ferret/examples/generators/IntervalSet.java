package dev.ferret.examples.generators;

/**
 * A set of ints as sorted, disjoint, non-adjacent intervals, which nothing in its API builds: a
 * structure with an invariant ({@link #repOK}) that a user's generator makes from the invariant
 * alone ({@link IntervalSetGenerators}, a {@code dev.ferret.choice.Finitization}).
 *
 * <p>Planted bug ({@code skip-past-end}): {@link #contains} skips two intervals at a time without
 * checking that a second one follows: a {@code NullPointerException} for a value past the last
 * interval. {@link #size} is correct.
 */
public final class IntervalSet {

    /** One interval {@code [lo, hi]}. */
    static final class Node {
        int lo;
        int hi;
        Node next;
    }

    private Node head;

    /** The empty set. */
    public IntervalSet() {
    }

    /** Whether {@code x} is in one of the intervals. */
    public boolean contains(int x) {
        Node n = head;
        while (n != null && x > n.hi) {
            n = x > n.next.hi ? n.next.next : n.next; // BUG: n.next is null past the last interval
        }
        return n != null && x >= n.lo;
    }

    /** The number of ints in the set. */
    public int size() {
        int size = 0;
        for (Node n = head; n != null; n = n.next) {
            size += n.hi - n.lo + 1;
        }
        return size;
    }

    /** Each interval non-empty, after its predecessor with a gap, and the chain acyclic (ascending). */
    boolean repOK() {
        int end = Integer.MIN_VALUE;
        for (Node n = head; n != null; n = n.next) {
            if (n.lo > n.hi || end != Integer.MIN_VALUE && n.lo <= end + 1) {
                return false;
            }
            end = n.hi;
        }
        return true;
    }
}
