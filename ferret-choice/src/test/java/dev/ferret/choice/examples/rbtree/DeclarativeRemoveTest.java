package dev.ferret.choice.examples.rbtree;

import static dev.ferret.choice.Choice.intIn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.engine.Completion;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Failure;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Fig. 14's declarative rows (Σ*): red-black trees from a pool, delayed. */
class DeclarativeRemoveTest {

    private static long combinedTrees(int n) {
        return Explorer.of(() -> RedBlackTrees.combined(n, Set.of())).withMode(Mode.DELAYED).count().structs();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void declarativeTreesAreTheCombinedOnesWithEveryKeyChoice(int n) {
        int maxKey = 3;
        long binomial = n == 1 || n == 2 ? 3 : 1; // C(3, n): increasing keys from 1..3
        Report<RedBlackTree> r = Explorer.of(() -> DeclarativeRedBlackTrees.tree(n, maxKey, Set.of()))
                .withMode(Mode.DELAYED).collect();
        assertEquals(combinedTrees(n) * binomial, r.structs());
        assertTrue(r.values().stream().allMatch(g -> g.value().isRBT()));
    }

    @Test
    void declarativeWhiteBoxFindsTheSeededBugAtTheSmallestSize() {
        Report<Object> r = Explorer.ascending(1, 4, n -> () -> {
            RedBlackTree t = DeclarativeRedBlackTrees.tree(n, n, Set.of(RedBlackTree.Bug.SUCCESSOR_COLOR));
            int v = intIn(0, n);
            boolean removed = t.remove(v);
            if (removed != (v >= 1) || !t.isRBT()) {
                throw new AssertionError("remove(" + v + ") broke the tree of size " + n);
            }
            return null;
        }).withMode(Mode.DELAYED).withCompletion(Completion.NONE).count();
        Failure f = r.smallestFailure().orElseThrow();
        assertEquals(3, f.size(), f.toString());
    }
}
