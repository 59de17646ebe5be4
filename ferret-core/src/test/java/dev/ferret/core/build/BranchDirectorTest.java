package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.BranchPoint;
import dev.ferret.core.model.ConstructorOperation;
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

    /**
     * Two branch points of one method with goals 0 to 9: a jump with edges 2 and 3 comparing
     * against 42, a switch with edges 5, 6 and 7.
     */
    private static BranchDirector director(Map<Class<?>, List<LiteralOperation>> mined) {
        return new BranchDirector(List.of(new BranchPoint(new int[][] {{2}, {3}}, List.of(42), 0, 9),
                new BranchPoint(new int[][] {{5}, {6}, {7}}, List.of(), 0, 9)), mined, new SplittableRandom(1));
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

    private static Object variedValue(Candidates.Candidate variant) {
        return ((LiteralOperation) variant.statements()[0].operation()).value();
    }

    @Test
    void shouldFirstSetALiteralToTheConstantTheConditionComparesAgainst() throws Exception {
        BranchDirector director = director(Map.of(Integer.class, List.of(new LiteralOperation(int.class, 5))));
        assertTrue(director.hasBranches());
        assertFalse(director.turn(), "no target before a sequence reached a branch point");
        director.reached(absOfSeven(), 2, Coverage.of(0, 2));

        Candidates.Candidate variant = director.next(goals(0, 2));

        assertNotNull(variant);
        assertEquals(2, variant.statements().length);
        assertEquals(42, variedValue(variant), "the compared constant comes first");
        assertEquals(1, director.variants());
        assertEquals(0, director.attempted(), "no influence observed yet");
    }

    @Test
    void shouldCountAPointAttemptedOnceALiteralIsSeenToInfluenceIt() throws Exception {
        BranchDirector director = director(Map.of());
        director.reached(absOfSeven(), 2, Coverage.of(0, 2));
        director.next(goals(0, 2));

        director.executed(Coverage.of(0, 2, 4), goals(0, 2));

        assertEquals(1, director.attempted(), "edge 3 of the jump; the switch was never reached");
        assertEquals(0, director.flipped());
        assertEquals(1, director.influenced());
        assertNotNull(director.next(goals(0, 2, 4)), "the influencing literal is varied again");
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
    void shouldLeaveAPointWhoseLiteralsDoNotInfluenceIt() throws Exception {
        BranchDirector director = director(Map.of());
        director.reached(absOfSeven(), 2, Coverage.of(0, 2));
        assertNotNull(director.next(goals(0, 2)));

        director.executed(Coverage.of(0, 2), goals(0, 2));

        assertNull(director.next(goals(0, 2)), "its only literal changed nothing in the method");
        assertFalse(director.turn());
        assertEquals(0, director.attempted(), "not attempted: no influencing input, as in the thesis's measure");
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

    @Test
    void shouldFitComparedConstantsToTheLiteralsType() {
        assertEquals(List.of(42, 43, 41), LiteralVariants.fitted(List.of(42), int.class, 7));
        assertEquals(List.of('-', '.', ','), LiteralVariants.fitted(List.of(45), char.class, 'x'));
        assertTrue(LiteralVariants.fitted(List.of(45), String.class, "ab").containsAll(List.of("-", "-ab", "ab-")));
        assertTrue(LiteralVariants.fitted(List.of(3), String.class, "ab").contains("aaa"), "a length as a text of it");
        assertEquals(List.of("null", "nullab"), LiteralVariants.fitted(List.of("null"), String.class, "ab"));
        assertEquals(List.of(5L, 6L, 4L), LiteralVariants.fitted(List.of(5), long.class, 9L));
        assertEquals(List.of(3), LiteralVariants.fitted(List.of("abc"), int.class, 9).subList(0, 1));
        assertEquals(List.of(), LiteralVariants.fitted(List.of(7), int.class, 7).subList(0, 0));
        assertFalse(LiteralVariants.fitted(List.of(7), int.class, 7).contains(7), "never the old value");
    }

    @Test
    void shouldMakeAReferenceArgumentNullButNeverAReceiver() throws Exception {
        ConstructorOperation newBuilder = new ConstructorOperation(StringBuilder.class.getConstructor(), StringBuilder.class);
        MethodOperation toText = new MethodOperation(java.util.Objects.class.getMethod("toString", Object.class),
                java.util.Objects.class, java.util.Objects.class, true);
        MethodOperation length = new MethodOperation(StringBuilder.class.getMethod("length"), StringBuilder.class,
                StringBuilder.class, false);
        Statement[] argument = {new Statement(newBuilder, new int[0]), new Statement(toText, new int[] {0})};
        Statement[] receiver = {new Statement(newBuilder, new int[0]), new Statement(length, new int[] {0})};

        assertTrue(BranchDirector.canBeNull(argument, 0));
        assertFalse(BranchDirector.canBeNull(receiver, 0), "null as a receiver only throws");
        assertFalse(BranchDirector.canBeNull(argument, 1), "nothing uses the last value");

        BranchDirector director = director(Map.of());
        director.reached(argument, 2, Coverage.of(0, 2));
        Candidates.Candidate variant = director.next(goals(0, 2));
        assertNotNull(variant);
        LiteralOperation made = (LiteralOperation) variant.statements()[0].operation();
        assertNull(made.value());
        assertEquals(StringBuilder.class, made.outputType());
    }
}
