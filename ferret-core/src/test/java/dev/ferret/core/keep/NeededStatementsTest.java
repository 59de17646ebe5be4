package dev.ferret.core.keep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class NeededStatementsTest {

    private static final LiteralOperation TEXT = new LiteralOperation(String.class, "a");
    private static final LiteralOperation OTHER = new LiteralOperation(String.class, "b");

    /** Executes statements for real and checks the last result and its receiver's size, as the judge would. */
    private final List<Integer> executedLengths = new ArrayList<>();
    private final SliceRunner runner = (slice, expected) -> {
        executedLengths.add(slice.length);
        Object[] values = new Object[slice.length];
        try {
            for (int i = 0; i < slice.length; i++) {
                Object[] in = Arrays.stream(slice[i].inputs()).mapToObj(k -> values[k]).toArray();
                values[i] = slice[i].operation().execute(in);
            }
        } catch (Throwable t) {
            return null;
        }
        return new SliceRunner.Passed(checks(slice, values), Coverage.NONE);
    };

    private static List<Check> checks(Statement[] slice, Object[] values) {
        int last = slice.length - 1;
        List<Check> out = new ArrayList<>(List.of(new Check.ValueCheck(last, null, values[last])));
        if (slice[last].operation() instanceof MethodOperation m && !m.isStatic()) {
            int receiver = slice[last].inputs()[0];
            out.add(new Check.ValueCheck(receiver, "size", ((List<?>) values[receiver]).size()));
        }
        return out;
    }

    private static ConstructorOperation newList() throws Exception {
        return new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class);
    }

    private static MethodOperation listMethod(String name, Class<?>... parameters) throws Exception {
        return new MethodOperation(ArrayList.class.getMethod(name, parameters), ArrayList.class, ArrayList.class, false);
    }

    private static MethodOperation stringMethod(String name, Class<?>... parameters) throws Exception {
        return new MethodOperation(String.class.getMethod(name, parameters), String.class, String.class, false);
    }

    private List<Check> observed(Statement[] statements) throws InterruptedException {
        return runner.run(statements, null).checks();
    }

    @Test
    void shouldDropCallsThatChangeNothingAssertedAndKeepTheMutatorsThatDo() throws Exception {
        Statement[] test = {
            new Statement(newList(), new int[0]),                               // 0 list
            new Statement(TEXT, new int[0]),                                    // 1 "a"
            new Statement(listMethod("toString"), new int[] {0}),               // 2 list.toString(): changes nothing
            new Statement(listMethod("add", Object.class), new int[] {0, 1}),   // 3 list.add("a"): size is asserted
            new Statement(OTHER, new int[0]),                                   // 4 "b"
            new Statement(stringMethod("length"), new int[] {4}),               // 5 "b".length(): feeds nothing
            new Statement(listMethod("contains", Object.class), new int[] {0, 1}), // 6 the last call
        };
        NeededStatements needed = new NeededStatements(runner);

        NeededStatements.Focused focused = needed.focus(test, observed(test), null);

        assertNotNull(focused);
        List<String> kept = Arrays.stream(focused.statements()).map(s -> s.operation().memberName()).toList();
        assertEquals(4, kept.size(), "list, \"a\", add and contains stay: " + kept);
        assertTrue(kept.stream().anyMatch(n -> n.endsWith(".add")), kept.toString());
        assertEquals(List.of(new Check.ValueCheck(3, null, true), new Check.ValueCheck(0, "size", 1)),
                focused.passed().checks());
        assertEquals(3, needed.removed());
    }

    @Test
    void shouldReturnNothingWhenEveryStatementFeedsTheLastCall() throws Exception {
        Statement[] test = {
            new Statement(newList(), new int[0]),
            new Statement(TEXT, new int[0]),
            new Statement(listMethod("add", Object.class), new int[] {0, 1}),
        };
        NeededStatements needed = new NeededStatements(runner);
        executedLengths.clear();

        assertNull(needed.focus(test, List.of(new Check.ValueCheck(2, null, true)), null));
        assertEquals(List.of(), executedLengths, "nothing to try, nothing executed");
    }

    @Test
    void shouldKeepAStatementWithoutWhichAnAssertedValueChanges() throws Exception {
        Statement[] test = {
            new Statement(newList(), new int[0]),                               // 0 list
            new Statement(TEXT, new int[0]),                                    // 1 "a"
            new Statement(listMethod("add", Object.class), new int[] {0, 1}),   // 2 add: the size changes without it
            new Statement(listMethod("add", Object.class), new int[] {0, 1}),   // 3 add
            new Statement(listMethod("isEmpty"), new int[] {0}),                // 4 the last call
        };
        NeededStatements needed = new NeededStatements(runner);

        NeededStatements.Focused focused = needed.focus(test, observed(test), null);

        assertNull(focused, "both adds count for the asserted size of 2");
        assertTrue(needed.runs() <= NeededStatements.MAX_RUNS);
    }

    @Test
    void shouldFindCallsMadeAgainOnTheSameInputsWhoseValuesNothingTakes() throws Exception {
        Statement[] test = {
            new Statement(newList(), new int[0]),                               // 0 list, used
            new Statement(newList(), new int[0]),                               // 1 a repeat nothing takes
            new Statement(newList(), new int[0]),                               // 2 again
            new Statement(TEXT, new int[0]),                                    // 3 "a"
            new Statement(listMethod("add", Object.class), new int[] {0, 3}),   // 4 list.add("a")
            new Statement(listMethod("add", Object.class), new int[] {0, 3}),   // 5 the same again
            new Statement(listMethod("add", Object.class), new int[] {1, 3}),   // 6 another receiver: not a repeat
            new Statement(listMethod("size"), new int[] {0}),                   // 7 the last call
        };
        java.util.BitSet core = new java.util.BitSet();
        core.set(0);
        core.set(7);
        java.util.BitSet keep = new java.util.BitSet();
        keep.set(0, test.length);

        java.util.BitSet repeats = NeededStatements.repeats(test, core, keep);

        assertEquals(java.util.BitSet.valueOf(new long[] {(1L << 2) | (1L << 5)}), repeats,
                "statement 1 is taken by statement 6; 2 and 5 repeat what came before");
    }

    @Test
    void shouldTellWhetherACoverageHasEveryGoal() {
        Coverage reached = Coverage.of(new int[] {3, 5, 8});
        java.util.BitSet goals = new java.util.BitSet();
        goals.set(3);
        goals.set(8);
        assertTrue(NeededStatements.reachesAll(reached, goals));
        goals.set(4);
        assertEquals(false, NeededStatements.reachesAll(reached, goals));
        assertTrue(NeededStatements.reachesAll(reached, new java.util.BitSet()), "no goal to reach");
        assertEquals(java.util.BitSet.valueOf(new long[] {1L << 3 | 1L << 8}), NeededStatements.reached(reached, goals),
                "3 and 8 of 3, 4 and 8");
    }
}
