package dev.ferret.choice.examples.rbtree;

import java.util.ArrayDeque;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;

/**
 * A red-black tree (Fig. 19, CLRS algorithms with null leaves) whose {@code remove} can carry the
 * four seeded omission bugs of the Fig. 14 experiment. {@link #isRBT()} is Fig. 20's invariant:
 * treeness, coloring (with a black root) and ordering.
 */
final class RedBlackTree {

    static final boolean RED = false;
    static final boolean BLACK = true;

    /** Seeded bugs of omission in {@code remove}. */
    enum Bug {
        /** transplant forgets the replacement's parent link. */
        PARENT_LINK,
        /** delete-fixup case 1 forgets to blacken the red sibling. */
        SIBLING_COLOR,
        /** delete-fixup forgets the final blackening of x. */
        FINAL_BLACK,
        /** delete of a node with two children forgets to give its successor its colour. */
        SUCCESSOR_COLOR
    }

    static final class Node {
        Node left;
        Node right;
        Node parent;
        boolean color;
        int key;
    }

    Node root;
    int size;
    private final Set<Bug> bugs;

    RedBlackTree(Set<Bug> bugs) {
        this.bugs = bugs.isEmpty() ? EnumSet.noneOf(Bug.class) : EnumSet.copyOf(bugs);
    }

    boolean remove(int key) {
        Node z = root;
        while (z != null && z.key != key) {
            z = key < z.key ? z.left : z.right;
        }
        if (z == null) {
            return false;
        }
        delete(z);
        size--;
        return true;
    }

    private void delete(Node z) {
        Node y = z;
        boolean removedColor = y.color;
        Node x;
        Node xParent;
        if (z.left == null) {
            x = z.right;
            xParent = z.parent;
            transplant(z, z.right);
        } else if (z.right == null) {
            x = z.left;
            xParent = z.parent;
            transplant(z, z.left);
        } else {
            y = z.right;
            while (y.left != null) {
                y = y.left;
            }
            removedColor = y.color;
            x = y.right;
            if (y.parent == z) {
                xParent = y;
            } else {
                xParent = y.parent;
                transplant(y, y.right);
                y.right = z.right;
                y.right.parent = y;
            }
            transplant(z, y);
            y.left = z.left;
            y.left.parent = y;
            if (!bugs.contains(Bug.SUCCESSOR_COLOR)) {
                y.color = z.color;
            }
        }
        if (removedColor == BLACK) {
            fixup(x, xParent);
        }
    }

    private void transplant(Node u, Node v) {
        if (u.parent == null) {
            root = v;
        } else if (u == u.parent.left) {
            u.parent.left = v;
        } else {
            u.parent.right = v;
        }
        if (v != null && !bugs.contains(Bug.PARENT_LINK)) {
            v.parent = u.parent;
        }
    }

    private static boolean colorOf(Node n) {
        return n == null ? BLACK : n.color;
    }

    private void fixup(Node x, Node parent) {
        while (x != root && colorOf(x) == BLACK) {
            boolean left = x == parent.left;
            Node w = left ? parent.right : parent.left;
            if (colorOf(w) == RED) {
                if (!bugs.contains(Bug.SIBLING_COLOR)) {
                    w.color = BLACK;
                }
                parent.color = RED;
                rotate(parent, left);
                w = left ? parent.right : parent.left;
            }
            if (colorOf(w.left) == BLACK && colorOf(w.right) == BLACK) {
                w.color = RED;
                x = parent;
                parent = x.parent;
            } else {
                if (colorOf(left ? w.right : w.left) == BLACK) {
                    (left ? w.left : w.right).color = BLACK;
                    w.color = RED;
                    rotate(w, !left);
                    w = left ? parent.right : parent.left;
                }
                w.color = parent.color;
                parent.color = BLACK;
                (left ? w.right : w.left).color = BLACK;
                rotate(parent, left);
                x = root;
                parent = null;
            }
        }
        if (x != null && !bugs.contains(Bug.FINAL_BLACK)) {
            x.color = BLACK;
        }
    }

    /** Rotates left ({@code toLeft}) or right around {@code x}. */
    private void rotate(Node x, boolean toLeft) {
        Node y = toLeft ? x.right : x.left;
        Node inner = toLeft ? y.left : y.right;
        if (toLeft) {
            x.right = inner;
        } else {
            x.left = inner;
        }
        if (inner != null) {
            inner.parent = x;
        }
        y.parent = x.parent;
        if (x.parent == null) {
            root = y;
        } else if (x == x.parent.left) {
            x.parent.left = y;
        } else {
            x.parent.right = y;
        }
        if (toLeft) {
            y.left = x;
        } else {
            y.right = x;
        }
        x.parent = y;
    }

    /** Fig. 20 {@code isRBT}. */
    boolean isRBT() {
        return treeness() && coloring() && ordering();
    }

    private boolean treeness() {
        if (root == null) {
            return size == 0;
        }
        if (root.parent != null) {
            return false;
        }
        Set<Node> visited = new HashSet<>();
        visited.add(root);
        ArrayDeque<Node> work = new ArrayDeque<>();
        work.add(root);
        while (!work.isEmpty()) {
            Node current = work.poll();
            for (Node child : new Node[] {current.left, current.right}) {
                if (child != null) {
                    if (!visited.add(child) || child.parent != current) {
                        return false;
                    }
                    work.add(child);
                }
            }
        }
        return size == visited.size();
    }

    private boolean coloring() {
        return colorOf(root) == BLACK && blackHeight(root) > 0;
    }

    /** The black height, or -1 on a red-red edge or unequal heights. */
    private static int blackHeight(Node x) {
        if (x == null) {
            return 1;
        }
        if (x.color == RED && (colorOf(x.left) == RED || colorOf(x.right) == RED)) {
            return -1;
        }
        int l = blackHeight(x.left);
        int r = blackHeight(x.right);
        return l < 0 || l != r ? -1 : l + (x.color == BLACK ? 1 : 0);
    }

    private boolean ordering() {
        return ordered(root, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    private static boolean ordered(Node x, long lo, long hi) {
        return x == null || lo < x.key && x.key < hi && ordered(x.left, lo, x.key) && ordered(x.right, x.key, hi);
    }
}
