package dev.ferret.choice.examples.korat;

import static dev.ferret.choice.Choice.assume;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.ObjectPool;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * Korat's BinaryTree: N nodes (null allowed) for the root and every left and right link, size
 * exactly N; the invariant: the links from the root form a tree (no node reached twice) of
 * {@code size} nodes. Catalan(N) trees.
 */
final class BinaryTree {

    /** A node: two links, each chosen from the pool at its first read. */
    static final class Node {
        final Delayed<Node> left;
        final Delayed<Node> right;

        Node(ObjectPool<Node> nodes) {
            left = nodes.getAny();
            right = nodes.getAny();
        }
    }

    private final Delayed<Node> root;
    private final int size;

    private BinaryTree(Delayed<Node> root, int size) {
        this.root = root;
        this.size = size;
    }

    /** The valid trees of Korat's finitization for {@code n}. */
    static Generator<BinaryTree> trees(int n) {
        return () -> {
            ObjectPool<Node> nodes = Domain.of(n, true, Node::new);
            BinaryTree t = new BinaryTree(nodes.getAny(), n);
            assume(t.repOK());
            return t;
        };
    }

    /** The invariant, reading links breadth-first: left before right. */
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
            if (!visit(current.left.get(), seen, queue) || !visit(current.right.get(), seen, queue)) {
                return false;
            }
        }
        return seen.size() == size;
    }

    /** False when {@code child} was reached before (a cycle or sharing). */
    private static boolean visit(Node child, Set<Node> seen, ArrayDeque<Node> queue) {
        if (child == null) {
            return true;
        }
        if (!seen.add(child)) {
            return false;
        }
        queue.add(child);
        return true;
    }

    @Override
    public String toString() {
        return render(root);
    }

    private static String render(Delayed<Node> link) {
        Node n = link.isForced() ? link.get() : null;
        return n == null ? "" : "(" + render(n.left) + "." + render(n.right) + ")";
    }
}
