package dev.ferret.choice.examples.korat;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedBool;
import static dev.ferret.choice.Choice.delayedInt;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.ObjectPool;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Korat's RedBlackTree (java.util.TreeMap's invariant): N nodes (null allowed) for the root and
 * the left, right and parent links, size exactly N, keys in [-1, N-1] (-1 is not a key), a colour
 * per node, one value for every node's value field (no choice). The invariant: the root has no
 * parent; a tree of {@code size} nodes whose parent links agree; a red node has black children;
 * every path from the root to a leaf has as many black nodes; keys strictly ordered. No root
 * colour rule. With N distinct keys out of N, one key assignment per coloured shape.
 */
final class RedBlackTree {

    /** A node; {@code black} false is red. */
    static final class Node {
        final Delayed<Integer> key;
        final Delayed<Node> left;
        final Delayed<Node> right;
        final Delayed<Node> parent;
        final Delayed<Boolean> black;

        Node(ObjectPool<Node> nodes, int n) {
            key = delayedInt(-1, n - 1);
            left = nodes.getAny();
            right = nodes.getAny();
            parent = nodes.getAny();
            black = delayedBool();
        }
    }

    private final Delayed<Node> root;
    private final int size;

    private RedBlackTree(Delayed<Node> root, int size) {
        this.root = root;
        this.size = size;
    }

    /** The valid trees of Korat's finitization for {@code n}. */
    static Generator<RedBlackTree> trees(int n) {
        return () -> {
            ObjectPool<Node> nodes = Domain.of(n, true, pool -> new Node(pool, n));
            RedBlackTree t = new RedBlackTree(nodes.getAny(), n);
            assume(t.repOK());
            return t;
        };
    }

    /** The invariant: shape and parent links breadth-first, size, colours, then keys. */
    boolean repOK() {
        Node r = root.get();
        if (r == null) {
            return size == 0;
        }
        if (r.parent.get() != null) {
            return false;
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
                    if (!seen.add(child) || child.parent.get() != current) {
                        return false;
                    }
                    queue.add(child);
                }
            }
        }
        return seen.size() == size && noRedRed(r) && blackHeight(r) >= 0 && ordered(r, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** No red node has a red child, checked breadth-first. */
    private static boolean noRedRed(Node r) {
        ArrayDeque<Node> queue = new ArrayDeque<>();
        queue.add(r);
        while (!queue.isEmpty()) {
            Node current = queue.poll();
            Node l = current.left.get();
            Node rt = current.right.get();
            if (!current.black.get() && (l != null && !l.black.get() || rt != null && !rt.black.get())) {
                return false;
            }
            if (l != null) {
                queue.add(l);
            }
            if (rt != null) {
                queue.add(rt);
            }
        }
        return true;
    }

    /** The black nodes on every path down from {@code node}, or -1 when two paths differ. */
    private static int blackHeight(Node node) {
        if (node == null) {
            return 0;
        }
        int l = blackHeight(node.left.get());
        int r = blackHeight(node.right.get());
        if (l < 0 || l != r) {
            return -1;
        }
        return l + (node.black.get() ? 1 : 0);
    }

    /** Keys of the subtree strictly between {@code low} and {@code high}, none -1, in pre-order. */
    private static boolean ordered(Node node, long low, long high) {
        int k = node.key.get();
        if (k == -1 || k <= low || k >= high) {
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
        return n == null ? "" : "(" + render(n.left) + n.key + (n.black.get() ? "B" : "R") + render(n.right) + ")";
    }
}
