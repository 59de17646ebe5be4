package dev.ferret.core.keep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class SlicesTest {

    private static final LiteralOperation TEXT = new LiteralOperation(String.class, "a");
    private static final LiteralOperation NUMBER = new LiteralOperation(int.class, 3);

    private static ConstructorOperation newList() throws Exception {
        return new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class);
    }

    private static MethodOperation listMethod(String name, Class<?>... parameters) throws Exception {
        return new MethodOperation(ArrayList.class.getMethod(name, parameters), ArrayList.class, ArrayList.class, false);
    }

    private static MethodOperation stringMethod(String name, Class<?>... parameters) throws Exception {
        return new MethodOperation(String.class.getMethod(name, parameters), String.class, String.class, false);
    }

    private static BitSet bits(int... indices) {
        BitSet b = new BitSet();
        for (int i : indices) {
            b.set(i);
        }
        return b;
    }

    @Test
    void shouldSliceTheLastCallsInputsAndThenAddTheCallsThatMayChangeThem() throws Exception {
        Statement[] flat = {
            new Statement(newList(), new int[0]),                                // 0 list
            new Statement(TEXT, new int[0]),                                     // 1 "a"
            new Statement(listMethod("add", Object.class), new int[] {0, 1}),    // 2 list.add("a"): may change list
            new Statement(NUMBER, new int[0]),                                   // 3 3, feeds nothing sliced
            new Statement(stringMethod("length"), new int[] {1}),                // 4 "a".length(): a String does not change
            new Statement(listMethod("size"), new int[] {0}),                    // 5 list.size(): the last call
        };

        List<BitSet> candidates = Slices.candidates(flat, flat.length);

        assertEquals(List.of(bits(0, 5), bits(0, 1, 2, 5)), candidates);
    }

    @Test
    void shouldOfferNoCandidateWhenTheLastCallNeedsEverything() throws Exception {
        Statement[] flat = {
            new Statement(newList(), new int[0]),
            new Statement(listMethod("size"), new int[] {0}),
        };
        assertEquals(List.of(), Slices.candidates(flat, flat.length));
    }

    @Test
    void shouldSliceAPrefixForATestThatStopsAtAnExpectedException() throws Exception {
        Statement[] flat = {
            new Statement(newList(), new int[0]),
            new Statement(TEXT, new int[0]),
            new Statement(NUMBER, new int[0]),
            new Statement(listMethod("get", int.class), new int[] {0, 2}), // throws: the test ends here
            new Statement(listMethod("size"), new int[] {0}),
        };
        assertEquals(List.of(bits(0, 2, 3)), Slices.candidates(flat, 4));
    }

    @Test
    void shouldRenumberTheInputsOfTheStatementsKept() throws Exception {
        Statement[] flat = {
            new Statement(newList(), new int[0]),
            new Statement(TEXT, new int[0]),
            new Statement(NUMBER, new int[0]),
            new Statement(listMethod("add", int.class, Object.class), new int[] {0, 2, 1}),
        };

        Statement[] slice = Slices.extract(flat, bits(0, 1, 2, 3));
        Statement[] smaller = Slices.extract(flat, bits(1, 2));

        assertArrayEquals(new int[] {0, 2, 1}, slice[3].inputs());
        assertEquals(2, smaller.length);
        assertSame(NUMBER, smaller[1].operation());
    }
}
