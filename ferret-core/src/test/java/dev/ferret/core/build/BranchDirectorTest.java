package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Coverage;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BranchDirectorTest {

    /** Two branch points: a jump with edges 2 and 3, a switch with edges 5, 6 and 7. */
    private static BranchDirector director(Map<Class<?>, List<LiteralOperation>> mined) {
        return new BranchDirector(List.of(new int[] {2, 3}, new int[] {5, 6, 7}), mined, new SplittableRandom(1));
    }

    /** abs(7): one int literal fed to a static call. */
    private static Statement[] absOfSeven() throws Exception {
        MethodOperation abs = new MethodOperation(Math.class.getMethod("abs", int.class), Math.class, Math.class, false);
        return new Statement[] {new Statement(new LiteralOperation(int.class, 7), new int[0]),
            new Statement(abs, new int[] {0})};
    }

    private static BitSet goals(int... g) {
        BitSet b = new BitSet();
        for (int i : g) {
            b.set(i);
        }
        return b;
    }

    @Test
    void shouldVaryALiteralOfASequenceThatReachedABranchPointDecidedOneWayOnly() throws Exception {
        BranchDirector director = director(Map.of(Integer.class, List.of(new LiteralOperation(int.class, 42))));
        assertTrue(director.hasBranches());
        assertFalse(director.turn(), "no target before a sequence reached a branch point");
        director.reached(absOfSeven(), 2, Coverage.of(0, 2));

        Candidates.Candidate variant = director.next(goals(0, 2));

        assertNotNull(variant);
        assertEquals(2, variant.statements().length);
        Object value = ((LiteralOperation) variant.statements()[0].operation()).value();
        assertNotEquals(7, value);
        assertTrue(value instanceof Integer, "an int literal stays an int");
        assertEquals(1, director.attempted(), "edge 3 is attempted; edge 2 was reached; the switch was not reached");
        assertEquals(1, director.variants());
    }

    @Test
    void shouldCountAnAttemptedEdgeAsFlippedWhenAVariantReachesItFirst() throws Exception {
        BranchDirector director = director(Map.of());
        director.reached(absOfSeven(), 2, Coverage.of(0, 2));
        director.next(goals(0, 2));

        director.executed(Coverage.of(0, 3), goals(0, 2));
        director.executed(Coverage.of(6), goals(0, 2, 3));

        assertEquals(1, director.flipped());
        assertEquals(1, director.attempted(), "the switch was never attempted");
    }

    @Test
    void shouldLeaveABranchPointOnceEveryEdgeIsReached() throws Exception {
        BranchDirector director = director(Map.of());
        director.reached(absOfSeven(), 2, Coverage.of(0, 2));
        assertNull(director.next(goals(0, 2, 3)), "nothing left to decide at the jump");
        assertFalse(director.turn());
        assertEquals(0, director.attempted());
    }

    @Test
    void shouldVaryTheShortestSequenceThatReachedAPoint() throws Exception {
        BranchDirector director = director(Map.of());
        Statement[] longer = new Statement[] {new Statement(new LiteralOperation(String.class, "x"), new int[0]),
            absOfSeven()[0], new Statement(absOfSeven()[1].operation(), new int[] {1})};
        director.reached(longer, 3, Coverage.of(5));
        director.reached(absOfSeven(), 2, Coverage.of(6));
        assertEquals(2, director.next(goals(6)).statements().length);
    }
}
