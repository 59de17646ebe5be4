package dev.ferret.choice.examples.korat;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.ObjectPool;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Korat's SearchTree: N nodes (null allowed) for the root and the links, size exactly N, keys
 * in [0, N-1]; the invariant: a tree of {@code size} nodes whose keys are strictly ordered (no
 * duplicates). With N distinct keys out of N, one key assignment per shape: Catalan(N) trees.
 */
final class SearchTree {

    /** A node: two links and a key, each chosen at its first read. */
    static final class Node {
        final Delayed<Node> left;
        final Delayed<Node> right;
        final Delayed<Integer> key;

        Node(ObjectPool<Node> nodes, int n) {
            left = nodes.getAny();
            right = nodes.getAny();
            key = delayedInt(0, n - 1);
        }
    }

    private final Delayed<Node> root;
    private final int size;

    private SearchTree(Delayed<Node> root, int size) {
        this.root = root;
        this.size = size;
    }

    /** The valid trees of Korat's finitization for {@code n}. */
    static Generator<SearchTree> trees(int n) {
        return () -> {
            ObjectPool<Node> nodes = Domain.of(n, true, pool -> new Node(pool, n));
            SearchTree t = new SearchTree(nodes.getAny(), n);
            assume(t.repOK());
            return t;
        };
    }

    /** The invariant: shape first (links breadth-first), then the size, then the keys. */
    boolean repOK() {
        Node r = root.get();
        if (r == null) {
            return size == 0;
        }
        Set<Node> seen = new HashSet<>();
        seen.add(r);
        ArrayDeque<Node> queue = new ArrayDeque<>();
        queue.add(r);
        while (!queue.isEmpty()) {
            Node current = queue.poll();
            for (Delayed<Node> link : List.of(current.left, current.right)) {
                Node child = link.get();
                if (child != null) {
                    if (!seen.add(child)) {
                        return false;
                    }
                    queue.add(child);
                }
            }
        }
        return seen.size() == size && ordered(r, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** Keys of the subtree strictly between {@code low} and {@code high}, read in pre-order. */
    private static boolean ordered(Node node, long low, long high) {
        int k = node.key.get();
        if (k <= low || k >= high) {
            return false;
        }
        Node l = node.left.get();
        Node r = node.right.get();
        return (l == null || ordered(l, low, k)) && (r == null || ordered(r, k, high));
    }

    @Override
    public String toString() {
        return render(root);
    }

    private static String render(Delayed<Node> link) {
        Node n = link.isForced() ? link.get() : null;
        return n == null ? "" : "(" + render(n.left) + n.key + render(n.right) + ")";
    }
}
