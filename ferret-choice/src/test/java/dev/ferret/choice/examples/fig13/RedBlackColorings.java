package dev.ferret.choice.examples.fig13;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedBool;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.examples.Backbone;

/**
 * Fig. 13 RBTree in the combined style: an exact-size backbone (generator), a delayed colour per
 * node ({@code false} = red, as in Fig. 19), the coloring predicate of Fig. 20 (red nodes have
 * black children; every path to a leaf has the same number of black nodes; no root rule), keys
 * assigned in order. Returns the tree rendered with colours.
 */
final class RedBlackColorings {

    private RedBlackColorings() {
    }

    static Generator<String> trees(int n) {
        return () -> {
            Backbone.Node<Delayed<Boolean>> root = Backbone.exact(n);
            Backbone.inOrder(root, node -> node.payload = delayedBool());
            blackHeight(root);
            return Backbone.render(root).replace("true", "B").replace("false", "R");
        };
    }

    /** The black height of the subtree; prunes on a red-red edge or unequal heights. */
    static int blackHeight(Backbone.Node<Delayed<Boolean>> x) {
        if (x == null) {
            return 1;
        }
        boolean black = x.payload.get();
        if (!black) {
            assume(x.left == null || x.left.payload.get());
            assume(x.right == null || x.right.payload.get());
        }
        int left = blackHeight(x.left);
        assume(left == blackHeight(x.right));
        return left + (black ? 1 : 0);
    }
}
