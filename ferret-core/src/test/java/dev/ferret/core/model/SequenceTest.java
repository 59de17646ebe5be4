package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SequenceTest {

    private static MethodOperation add() throws Exception {
        return new MethodOperation(ArrayList.class.getMethod("add", Object.class), ArrayList.class, ArrayList.class,
                true);
    }

    private static ConstructorOperation newList() throws Exception {
        return new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class);
    }

    private static Sequence listWithAdd(String element) throws Exception {
        Sequence list = Sequence.single(newList());
        Sequence lit = Sequence.single(new LiteralOperation(String.class, element));
        return Sequence.of(List.of(list, lit), List.of(new Statement(add(), new int[] {0, 1})));
    }

    @Test
    void shouldHaveNoStatementsWhenEmpty() {
        assertEquals(0, Sequence.EMPTY.size());
        assertEquals(0, Sequence.EMPTY.statements().length);
        assertEquals(0, Sequence.EMPTY.tailStart());
    }

    @Test
    void shouldCountStatementsOfAllPartsAndTail() throws Exception {
        Sequence a = listWithAdd("x");
        Sequence b = listWithAdd("y");
        Sequence both = Sequence.of(List.of(a, b), List.of(new Statement(add(), new int[] {0, 4})));
        assertEquals(3, a.size());
        assertEquals(7, both.size());
        assertEquals(6, both.tailStart());
        assertEquals(List.of(a, b), both.parts());
    }

    @Test
    void shouldShiftInputIndicesOfLaterPartsWhenFlattening() throws Exception {
        Sequence a = listWithAdd("x");
        Sequence b = listWithAdd("y");
        Statement last = new Statement(add(), new int[] {0, 3});
        Statement[] flat = Sequence.of(List.of(a, b), List.of(last)).statements();

        assertEquals(7, flat.length);
        assertArrayEquals(new int[] {0, 1}, flat[2].inputs());
        assertArrayEquals(new int[0], flat[3].inputs());
        assertArrayEquals(new int[] {3, 4}, flat[5].inputs(), "second part's add must refer to its own list");
        assertArrayEquals(new int[] {0, 3}, flat[6].inputs(), "tail indices are already absolute");
        assertEquals("java.lang.String:\"y\"", flat[4].operation().signature());
    }

    @Test
    void shouldShiftNestedPartsByTheirAbsoluteOffset() throws Exception {
        Sequence inner = listWithAdd("x");
        Sequence middle = Sequence.of(List.of(Sequence.single(new LiteralOperation(int.class, 7)), inner),
                List.of(new Statement(add(), new int[] {1, 2})));
        Sequence outer = Sequence.of(List.of(Sequence.single(new LiteralOperation(int.class, 1)), middle), List.of());
        Statement[] flat = outer.statements();
        assertEquals(6, flat.length);
        // inner add sits at 4 and its list at 2, its literal at 3
        assertArrayEquals(new int[] {2, 3}, flat[4].inputs());
        assertArrayEquals(new int[] {2, 3}, flat[5].inputs());
    }

    @Test
    void shouldNotModifySharedPartsWhenFlatteningAConcatenation() throws Exception {
        Sequence a = listWithAdd("x");
        Statement[] before = a.statements();
        Sequence.of(List.of(listWithAdd("z"), a), List.of()).statements();
        Statement[] after = a.statements();
        assertArrayEquals(before[2].inputs(), after[2].inputs());
        assertArrayEquals(new int[] {0, 1}, after[2].inputs());
    }

    @Test
    void shouldReturnAFreshArrayOnEveryCall() throws Exception {
        Sequence a = listWithAdd("x");
        Statement[] first = a.statements();
        first[0] = null;
        assertEquals(3, a.statements().length);
        assertSame(a.statements()[0].operation(), a.statements()[0].operation());
        assertEquals("java.util.ArrayList.<init>()", a.statements()[0].operation().signature());
    }

    @Test
    void shouldGiveEqualFingerprintsForIdenticalFlatSequencesBuiltDifferently() throws Exception {
        Sequence nested = listWithAdd("x");
        Sequence flatBuilt = Sequence.of(List.of(), List.of(
                new Statement(newList(), new int[0]),
                new Statement(new LiteralOperation(String.class, "x"), new int[0]),
                new Statement(add(), new int[] {0, 1})));
        assertEquals(Sequence.fingerprint(nested.statements()), Sequence.fingerprint(flatBuilt.statements()));
    }

    @Test
    void shouldGiveDifferentFingerprintsForDifferentLiterals() throws Exception {
        assertNotEquals(Sequence.fingerprint(listWithAdd("x").statements()),
                Sequence.fingerprint(listWithAdd("y").statements()));
    }

    @Test
    void shouldGiveDifferentFingerprintsForDifferentWiring() throws Exception {
        Sequence twoLists = Sequence.of(List.of(Sequence.single(newList()), Sequence.single(newList())), List.of());
        Statement addFirstToSecond = new Statement(add(), new int[] {1, 0});
        Statement addSecondToFirst = new Statement(add(), new int[] {0, 1});
        long a = Sequence.fingerprint(Sequence.of(List.of(twoLists), List.of(addFirstToSecond)).statements());
        long b = Sequence.fingerprint(Sequence.of(List.of(twoLists), List.of(addSecondToFirst)).statements());
        assertNotEquals(a, b);
    }

    @Test
    void shouldGiveDifferentFingerprintsForDifferentStatementBoundaries() throws Exception {
        // same multiset of operations and inputs but split differently between statements
        LiteralOperation one = new LiteralOperation(int.class, 1);
        Statement[] x = {new Statement(one, new int[0]), new Statement(one, new int[0])};
        Statement[] y = {new Statement(one, new int[0])};
        assertNotEquals(Sequence.fingerprint(x), Sequence.fingerprint(y));
    }
}
