package dev.ferret.choice.examples;

import static dev.ferret.choice.Choice.intIn;

import java.util.function.Consumer;

/**
 * Binary tree shapes of an exact size, each once: the paper's Fig. 23 {@code generateTreeBackbone}
 * corrected ({@code rightSize = n - 1 - leftSize}; the printed {@code getInt(0, N-1-leftSize)}
 * gives trees of size at most N, with duplicates). Catalan(n) shapes.
 */
public final class Backbone {

    /** A node with links and two payload slots that the benchmarks fill. */
    public static final class Node<P> {
        public Node<P> left;
        public Node<P> right;
        public Node<P> parent;
        public P payload;
    }

    private Backbone() {
    }

    /** A shape of exactly {@code n} nodes with parent links; the root's parent is null. */
    public static <P> Node<P> exact(int n) {
        if (n == 0) {
            return null;
        }
        Node<P> node = new Node<>();
        int leftSize = intIn(0, n - 1);
        node.left = exact(leftSize);
        node.right = exact(n - 1 - leftSize);
        if (node.left != null) {
            node.left.parent = node;
        }
        if (node.right != null) {
            node.right.parent = node;
        }
        return node;
    }

    /** Visits the nodes in order. */
    public static <P> void inOrder(Node<P> node, Consumer<Node<P>> visit) {
        if (node != null) {
            inOrder(node.left, visit);
            visit.accept(node);
            inOrder(node.right, visit);
        }
    }

    /** Renders the shape with its payloads, e.g. {@code ((1)2(3))}. */
    public static <P> String render(Node<P> node) {
        return node == null ? "" : "(" + render(node.left) + node.payload + render(node.right) + ")";
    }
}
