package dev.ferret.choice.examples.rbtree;

import static dev.ferret.choice.Choice.intIn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.engine.Completion;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Failure;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import dev.ferret.choice.engine.StopReason;
import dev.ferret.choice.junit.ExploreTest;
import dev.ferret.choice.junit.Size;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Fig. 22 white-box driver on red-black tree {@code remove}, Fig. 14's experiment: a correct
 * tree passes every tree of sizes 1..6; each seeded omission bug is found, smallest size first.
 * The smallest sizes follow from the trees each omission needs: a removed node with one child (2),
 * a removed black node with a red child (2), a removed node with two children (3), and a doubly
 * black node with a red sibling, which needs a black root, a black leaf and a red child with two
 * black children (5).
 */
class RemoveTest {

    /** Fig. 22: a tree of size n, a key in [0, n] (keys are 1..n), remove it, check the invariant. */
    static void removeKeepsTheInvariant(int n, Set<RedBlackTree.Bug> bugs) {
        RedBlackTree t = RedBlackTrees.combined(n, bugs);
        int v = intIn(0, n);
        boolean removed = t.remove(v);
        if (removed != (v >= 1) || !t.isRBT()) {
            throw new AssertionError("remove(" + v + ") broke the tree of size " + n);
        }
    }

    @ExploreTest(minSize = 1, maxSize = 6)
    void correctRemoveKeepsEveryTreeValid(@Size int n) {
        removeKeepsTheInvariant(n, Set.of());
    }

    @ParameterizedTest(name = "{0} found at size {1}")
    @CsvSource({"PARENT_LINK, 2", "FINAL_BLACK, 2", "SUCCESSOR_COLOR, 3", "SIBLING_COLOR, 5"})
    void seededBugIsFoundAtItsSmallestSize(RedBlackTree.Bug bug, int smallest) {
        for (Mode mode : Mode.values()) {
            Report<Object> r = Explorer.ascending(1, 8, n -> () -> {
                removeKeepsTheInvariant(n, Set.of(bug));
                return null;
            }).withMode(mode).withCompletion(Completion.NONE).count();
            assertEquals(StopReason.FAILURE, r.stopReason());
            Failure f = r.smallestFailure().orElseThrow();
            assertEquals(smallest, f.size(), mode + ": " + f);
            // the trail reproduces it
            Report<Object> again = Explorer.ascending(1, 8, n -> () -> {
                removeKeepsTheInvariant(n, Set.of(bug));
                return null;
            }).withMode(mode).withCompletion(Completion.NONE).replay(f.size(), f.trail());
            assertEquals(1, again.failureCount());
            assertTrue(f.cause().getMessage().contains("size " + smallest), f.cause().getMessage());
        }
    }
}
