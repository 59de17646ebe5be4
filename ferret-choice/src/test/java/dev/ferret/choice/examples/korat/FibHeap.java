package dev.ferret.choice.examples.korat;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.ObjectPool;
import java.util.HashSet;
import java.util.Set;

/**
 * Korat's FibHeap (Fibonacci heap): size in [0, N]; N nodes (null allowed) for the root-list
 * entry, the minimum and every node's parent, child, left and right links; keys and degrees in
 * [0, N-1] ([0, 0] for N = 0). The invariant: both entries null and size 0, or: every ring is a
 * doubly linked circular list whose nodes name the ring's owner as parent, no node twice, the
 * minimum is on the root ring, {@code size} nodes in all, each degree is its number of children,
 * children's keys are not below their parent's, and the minimum has the smallest root key.
 */
final class FibHeap {

    /** A node; {@code child} is any node of its ring of children. */
    static final class Node {
        final Delayed<Integer> key;
        final Delayed<Integer> degree;
        final Delayed<Node> parent;
        final Delayed<Node> child;
        final Delayed<Node> left;
        final Delayed<Node> right;

        Node(ObjectPool<Node> nodes, int n) {
            int max = Math.max(0, n - 1);
            key = delayedInt(0, max);
            degree = delayedInt(0, max);
            parent = nodes.getAny();
            child = nodes.getAny();
            left = nodes.getAny();
            right = nodes.getAny();
        }
    }

    private final Delayed<Node> roots;
    private final Delayed<Node> min;
    private final Delayed<Integer> size;

    private FibHeap(ObjectPool<Node> nodes, int n) {
        roots = nodes.getAny();
        min = nodes.getAny();
        size = delayedInt(0, n);
    }

    /** The valid heaps of Korat's finitization for {@code n}. */
    static Generator<FibHeap> heaps(int n) {
        return () -> {
            ObjectPool<Node> nodes = Domain.of(n, true, pool -> new Node(pool, n));
            FibHeap h = new FibHeap(nodes, n);
            assume(h.repOK());
            return h;
        };
    }

    /** The invariant: reads the entries, the rings depth-first, the size, degrees, keys. */
    boolean repOK() {
        Node first = roots.get();
        Node m = first == null ? null : min.get();
        if (first == null || m == null) {
            return first == null && min.get() == null && size.get() == 0;
        }
        Set<Node> seen = new HashSet<>();
        if (!ring(first, null, seen) || !onRing(first, m) || seen.size() != size.get()) {
            return false;
        }
        if (!degrees(first) || !heapOrdered(first)) {
            return false;
        }
        int smallest = first.key.get();
        Node x = first;
        do {
            smallest = Math.min(smallest, x.key.get());
            x = x.right.get();
        } while (x != first);
        return smallest == m.key.get();
    }

    /** The ring from {@code start}, and the rings below it: links and parents consistent, no node twice. */
    private static boolean ring(Node start, Node owner, Set<Node> seen) {
        Node x = start;
        do {
            if (x.parent.get() != owner || !seen.add(x)) {
                return false;
            }
            Node c = x.child.get();
            if (c != null && !ring(c, x, seen)) {
                return false;
            }
            Node next = x.right.get();
            if (next == null || next.left.get() != x) {
                return false;
            }
            x = next;
        } while (x != start);
        return true;
    }

    private static boolean onRing(Node start, Node target) {
        Node x = start;
        do {
            if (x == target) {
                return true;
            }
            x = x.right.get();
        } while (x != start);
        return false;
    }

    /** Each node's degree equals the length of its children's ring. */
    private static boolean degrees(Node start) {
        Node x = start;
        do {
            Node c = x.child.get();
            int children = 0;
            if (c != null) {
                Node y = c;
                do {
                    children++;
                    y = y.right.get();
                } while (y != c);
            }
            if (children != x.degree.get() || c != null && !degrees(c)) {
                return false;
            }
            x = x.right.get();
        } while (x != start);
        return true;
    }

    /** No child's key is below its parent's, on every ring from {@code start}. */
    private static boolean heapOrdered(Node start) {
        Node x = start;
        do {
            int k = x.key.get();
            Node c = x.child.get();
            if (c != null) {
                Node y = c;
                do {
                    if (y.key.get() < k) {
                        return false;
                    }
                    y = y.right.get();
                } while (y != c);
                if (!heapOrdered(c)) {
                    return false;
                }
            }
            x = x.right.get();
        } while (x != start);
        return true;
    }

    @Override
    public String toString() {
        Node first = roots.isForced() ? roots.get() : null;
        return size + ":" + (first == null ? "()" : render(first, min.get()));
    }

    /** The rings from {@code start}, keys only; the minimum marked with a star. */
    private static String render(Node start, Node m) {
        StringBuilder b = new StringBuilder("(");
        Node x = start;
        do {
            b.append(x.key).append(x == m ? "*" : "");
            Node c = x.child.get();
            if (c != null) {
                b.append(render(c, m));
            }
            x = x.right.get();
            b.append(x == start ? "" : " ");
        } while (x != start);
        return b.append(')').toString();
    }
}
