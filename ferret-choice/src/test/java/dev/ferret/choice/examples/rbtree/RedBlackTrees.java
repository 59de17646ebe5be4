package dev.ferret.choice.examples.rbtree;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedBool;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.examples.Backbone;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/** Red-black trees in the combined style of the Fig. 13 and Fig. 14 experiments. */
final class RedBlackTrees {

    private RedBlackTrees() {
    }

    /** Combined style: an exact-size shape, delayed colours, keys 1..n in order, {@code assume(isRBT())}. */
    static RedBlackTree combined(int n, Set<RedBlackTree.Bug> bugs) {
        Backbone.Node<Delayed<Boolean>> shape = Backbone.exact(n);
        Backbone.inOrder(shape, node -> node.payload = delayedBool());
        RedBlackTree t = new RedBlackTree(bugs);
        int[] key = {0};
        Map<Backbone.Node<Delayed<Boolean>>, RedBlackTree.Node> copy = new IdentityHashMap<>();
        Backbone.inOrder(shape, node -> {
            RedBlackTree.Node x = new RedBlackTree.Node();
            x.key = ++key[0];
            copy.put(node, x);
        });
        Backbone.inOrder(shape, node -> {
            RedBlackTree.Node x = copy.get(node);
            x.left = copy.get(node.left);
            x.right = copy.get(node.right);
            x.parent = copy.get(node.parent);
        });
        t.root = copy.get(shape);
        t.size = n;
        // colours are read by the predicate through the delayed cells: copy them lazily
        assume(colorsValid(shape));
        Backbone.inOrder(shape, node -> copy.get(node).color = node.payload.get());
        assume(t.isRBT());
        return t;
    }

    /** Red nodes have black children and black heights agree (reads colours in the Fig. 20 order). */
    private static boolean colorsValid(Backbone.Node<Delayed<Boolean>> root) {
        return (root == null || root.payload.get()) && height(root) > 0;
    }

    private static int height(Backbone.Node<Delayed<Boolean>> x) {
        if (x == null) {
            return 1;
        }
        boolean black = x.payload.get();
        if (!black && (x.left != null && !x.left.payload.get() || x.right != null && !x.right.payload.get())) {
            return -1;
        }
        int l = height(x.left);
        if (l < 0) {
            return -1;
        }
        int r = height(x.right);
        return l != r ? -1 : l + (black ? 1 : 0);
    }
}
