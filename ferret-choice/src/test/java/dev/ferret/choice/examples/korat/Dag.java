package dev.ferret.choice.examples.korat;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.ObjectPool;
import java.util.ArrayList;
import java.util.List;

/**
 * Korat's DAG example: exactly N nodes, all in the graph's node list; each node has its own
 * children array of length in [0, N-1] whose elements are nodes (no null). The invariant (Korat's
 * default predicate): visiting the nodes in list order depth-first, no node is its own descendant,
 * no node lists a child twice, each node's children come in non-increasing order of their weight
 * (1 plus the weights of its children, so a node reached by two paths counts twice), and every
 * node has an edge in or out.
 *
 * <p>The elements are {@code getAny()} cells of the node pool, so a node first appears as a child
 * in slot order (Korat's isomorphism rule); being in the list does not count as appearing. The
 * published counts (584, 19,696 and 1,410,723 for N = 5, 6, 7) come out with one array per node;
 * with array objects shared between nodes they would not (1,440 for N = 5).
 */
final class Dag {

    /**
     * A children array: its length and its elements. An element's cell is made at its first read
     * (a {@code getAny()} made then and forced at once chooses as one made earlier would), so the
     * pool never holds the cells of elements past the length.
     */
    static final class Children {
        final Delayed<Integer> length;
        private final ObjectPool<Node> nodes;
        private final Delayed<Node>[] elements;

        @SuppressWarnings("unchecked")
        Children(ObjectPool<Node> nodes, int n) {
            this.nodes = nodes;
            length = delayedInt(0, n - 1);
            elements = new Delayed[n - 1];
        }

        Node element(int i) {
            if (elements[i] == null) {
                elements[i] = nodes.getAny();
            }
            return elements[i].get();
        }
    }

    /** A node: its number in the list and its children array. */
    static final class Node {
        int id;
        Delayed<Children> children;
    }

    private final List<Node> nodes = new ArrayList<>();

    private Dag(int n, boolean shared) {
        ObjectPool<Node> pool = ObjectPool.finite(n, Node::new);
        ObjectPool<Children> arrays = shared ? ObjectPool.finite(n, () -> new Children(pool, n)) : null;
        for (Node x : pool) {
            x.id = nodes.size();
            x.children = shared ? arrays.getAny() : Delayed.of(new Children(pool, n));
            nodes.add(x);
        }
    }

    /** The valid graphs of Korat's finitization for {@code n >= 1}. */
    static Generator<Dag> graphs(int n) {
        return graphs(n, false);
    }

    /**
     * The valid graphs when {@code shared}: the children arrays come from a pool of N arrays, so
     * that several nodes may hold the same array object (and a node's array is chosen at its
     * first read, like any reference). Not Korat's counts; for comparison only.
     */
    static Generator<Dag> graphs(int n, boolean shared) {
        return () -> {
            Dag d = new Dag(n, shared);
            assume(d.repOK());
            return d;
        };
    }

    /** The invariant, visiting the nodes in list order. */
    boolean repOK() {
        int n = nodes.size();
        Walk w = new Walk(n);
        for (Node x : nodes) {
            if (!w.visited[x.id]) {
                w.visited[x.id] = true;
                if (w.weigh(x) < 0) {
                    return false;
                }
            }
        }
        return w.connected == n;
    }

    /** The state of one depth-first walk. */
    private static final class Walk {
        final boolean[] visited;
        final boolean[] onPath;
        final boolean[] hasEdge;
        final int[] weight;
        int connected;

        Walk(int n) {
            visited = new boolean[n];
            onPath = new boolean[n];
            hasEdge = new boolean[n];
            weight = new int[n];
        }

        /** The weight of {@code x}, or -1 when the invariant fails below it. */
        int weigh(Node x) {
            onPath[x.id] = true;
            int previous = Integer.MAX_VALUE;
            int total = 1;
            Children a = x.children.get();
            int k = a.length.get();
            for (int i = 0; i < k; i++) {
                Node c = a.element(i);
                mark(x);
                mark(c);
                for (int j = 0; j < i; j++) {
                    if (a.element(j) == c) {
                        return -1;
                    }
                }
                if (onPath[c.id]) {
                    return -1;
                }
                int cw;
                if (visited[c.id]) {
                    cw = weight[c.id];
                } else {
                    visited[c.id] = true;
                    cw = weigh(c);
                    if (cw < 0) {
                        return -1;
                    }
                }
                if (cw > previous) {
                    return -1;
                }
                previous = cw;
                total += cw;
            }
            onPath[x.id] = false;
            weight[x.id] = total;
            return total;
        }

        private void mark(Node x) {
            if (!hasEdge[x.id]) {
                hasEdge[x.id] = true;
                connected++;
            }
        }
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (Node x : nodes) {
            b.append(x.id).append("->[");
            Children a = x.children.isForced() ? x.children.get() : null;
            int k = a != null && a.length.isForced() ? a.length.get() : 0;
            for (int i = 0; i < k; i++) {
                b.append(i == 0 ? "" : ",").append(a.element(i).id);
            }
            b.append("] ");
        }
        return b.toString().trim();
    }
}
