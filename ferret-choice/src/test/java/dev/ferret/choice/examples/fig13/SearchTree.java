package dev.ferret.choice.examples.fig13;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.examples.Backbone;

/**
 * Fig. 13 SearchTree: an exact-size backbone, a key in [0, n-1] per node, BST order allowing
 * duplicates (the in-order key sequence does not decrease).
 */
final class SearchTree {

    private SearchTree() {
    }

    static Generator<String> trees(int n) {
        return () -> {
            Backbone.Node<Delayed<Integer>> root = Backbone.exact(n);
            Backbone.inOrder(root, node -> node.payload = delayedInt(0, n - 1));
            int[] previous = {Integer.MIN_VALUE};
            Backbone.inOrder(root, node -> {
                int key = node.payload.get();
                assume(previous[0] <= key);
                previous[0] = key;
            });
            return Backbone.render(root);
        };
    }
}
