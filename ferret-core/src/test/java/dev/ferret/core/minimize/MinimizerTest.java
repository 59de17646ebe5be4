package dev.ferret.core.minimize;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.Execution;
import dev.ferret.core.execution.SequenceExecutor;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class MinimizerTest {

    private static final long NO_DEADLINE = System.nanoTime() + 60_000_000_000L;

    private static Operation newList() throws Exception {
        return new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class);
    }

    private static Operation add() throws Exception {
        return new MethodOperation(ArrayList.class.getMethod("add", Object.class), ArrayList.class, ArrayList.class,
                true);
    }

    private static Operation size() throws Exception {
        return new MethodOperation(ArrayList.class.getMethod("size"), ArrayList.class, ArrayList.class, false);
    }

    private static Operation newBuilder() throws Exception {
        return new ConstructorOperation(StringBuilder.class.getConstructor(), StringBuilder.class);
    }

    private static Operation append() throws Exception {
        return new MethodOperation(StringBuilder.class.getMethod("append", String.class), StringBuilder.class,
                StringBuilder.class, true);
    }

    private static Operation builderToString() throws Exception {
        return new MethodOperation(StringBuilder.class.getMethod("toString"), StringBuilder.class,
                StringBuilder.class, false);
    }

    private static Statement st(Operation op, int... inputs) {
        return new Statement(op, inputs);
    }

    private static Statement lit(Object value) {
        return st(new LiteralOperation(value instanceof Integer ? int.class : value.getClass(), value));
    }

    /** Fails (in the oracle's sense) while the list at the anchor ends up holding exactly two strings. */
    private static FailureOracle sizeIsTwo(List<Witness> seen) {
        return w -> {
            seen.add(w);
            Execution ex = SequenceExecutor.execute(w.statements(), CallClock.NONE);
            ArrayList<?> list = ex.failed() ? null : (ArrayList<?>) ex.values()[w.anchors()[0]];
            return list != null && list.size() == 2 && list.stream().allMatch(e -> e instanceof String);
        };
    }

    private static final ReplacementSource NONE = (types, max) -> List.of();

    @Test
    void shouldRemoveStatementsThatDoNotContributeToTheFailure() throws Exception {
        Statement[] s = {
            st(newList()),            // 0 list
            lit("x"),                 // 1
            st(newBuilder()),         // 2 unrelated
            lit("y"),                 // 3
            st(append(), 2, 3),       // 4 unrelated
            st(add(), 0, 1),          // 5
            st(builderToString(), 2), // 6 unrelated
            st(add(), 0, 1),          // 7
            st(size(), 0),            // 8 observer of the list, not needed
        };
        List<Witness> seen = new ArrayList<>();
        Witness w = new Minimizer(sizeIsTwo(seen), NONE).minimize(new Witness(s, new int[] {0}), NO_DEADLINE);

        assertEquals(4, w.size(), "list, \"x\", add, add");
        assertEquals("java.util.ArrayList.<init>", w.statements()[w.anchors()[0]].operation().memberName());
        assertTrue(new Minimizer(sizeIsTwo(new ArrayList<>()), NONE).minimize(w, NO_DEADLINE).size() == 4,
                "a minimized witness is a fixed point");
    }

    @Test
    void shouldReplaceAStatementAndWhatOnlyFedItByAShorterSequence() throws Exception {
        // the element added is built through a builder: four statements where one literal would do
        Statement[] s = {
            st(newBuilder()),         // 0
            lit("a"),                 // 1
            st(append(), 0, 1),       // 2
            st(builderToString(), 0), // 3 the element
            st(newList()),            // 4
            st(add(), 4, 3),          // 5
            st(add(), 4, 3),          // 6
        };
        Statement[] shortString = {lit("z")};
        List<List<Class<?>>> requests = new ArrayList<>();
        ReplacementSource source = (types, max) -> {
            requests.add(types);
            return types.stream().allMatch(t -> t.isAssignableFrom(String.class)) && max >= 1
                    ? List.of(new Replacement(shortString, 0, String.class)) : List.of();
        };
        Witness w = new Minimizer(sizeIsTwo(new ArrayList<>()), source).minimize(new Witness(s, new int[] {4}),
                NO_DEADLINE);

        assertEquals(4, w.size(), "\"z\", list, add, add: " + describe(w));
        assertEquals("java.lang.String:\"z\"", w.statements()[0].operation().signature(), "the replacement comes first");
        assertArrayEquals(new int[] {1, 0}, w.statements()[2].inputs(), "uses of the placeholder now use the replacement");
        assertTrue(requests.stream().anyMatch(r -> r.equals(List.of(Object.class, Object.class))),
                "both uses of the element ask for Object: " + requests);
    }

    @Test
    void shouldReuseAnEarlierValueInsteadOfRebuildingOne() throws Exception {
        Statement[] s = {
            lit("x"),                 // 0
            st(newList()),            // 1
            st(add(), 1, 0),          // 2
            st(newBuilder()),         // 3
            lit("y"),                 // 4
            st(append(), 3, 4),       // 5
            st(builderToString(), 3), // 6 "y", three statements away
            st(add(), 1, 6),          // 7
        };
        Witness w = new Minimizer(sizeIsTwo(new ArrayList<>()), NONE).minimize(new Witness(s, new int[] {1}),
                NO_DEADLINE);
        assertEquals(4, w.size(), "\"x\", list, add, add(\"x\"): " + describe(w));
        assertArrayEquals(new int[] {1, 0}, w.statements()[3].inputs());
    }

    @Test
    void shouldKeepTheWitnessWhenNoChangeReproduces() throws Exception {
        Statement[] s = {st(newList()), lit("x"), st(add(), 0, 1), st(add(), 0, 1)};
        Witness original = new Witness(s, new int[] {0});
        List<Witness> seen = new ArrayList<>();
        Minimizer m = new Minimizer(w -> {
            seen.add(w);
            return false;
        }, NONE);
        Witness out = m.minimize(original, NO_DEADLINE);

        assertSame(original, out);
        assertEquals(seen.size(), m.executions());
        assertTrue(seen.stream().allMatch(w -> w.size() < 4), "every candidate is shorter");
    }

    @Test
    void shouldStopAtTheExecutionBound() throws Exception {
        Statement[] s = {st(newList()), lit("x"), lit("y"), lit("z"), st(add(), 0, 1), st(add(), 0, 1)};
        List<Witness> seen = new ArrayList<>();
        Minimizer m = new Minimizer(sizeIsTwo(seen), NONE, 1, 10);
        Witness out = m.minimize(new Witness(s, new int[] {0}), NO_DEADLINE);

        assertEquals(1, seen.size());
        assertEquals(1, m.executions());
        assertEquals(6, out.size(), "only the first removal (the last add, which loses the failure) was tried");
        assertEquals(5, seen.get(0).size());
    }

    @Test
    void shouldStopAtTheDeadline() throws Exception {
        Statement[] s = {st(newList()), lit("x"), lit("y"), st(add(), 0, 1), st(add(), 0, 1)};
        List<Witness> seen = new ArrayList<>();
        Witness original = new Witness(s, new int[] {0});
        Witness out = new Minimizer(sizeIsTwo(seen), NONE).minimize(original, System.nanoTime() - 1);
        assertSame(original, out);
        assertTrue(seen.isEmpty());
    }

    @Test
    void shouldGroupFeedersAndCallsThatOnlyMutateThem() throws Exception {
        Statement[] s = {
            st(newList()),            // 0 the anchor list
            st(newBuilder()),         // 1 feeder
            lit("a"),                 // 2 feeder of the append only
            st(append(), 1, 2),       // 3 a call on the feeder whose result nothing uses
            st(builderToString(), 1), // 4 the placeholder
            st(add(), 0, 4),          // 5
        };
        BitSet related = Minimizer.related(new Witness(s, new int[] {0}), 4);
        assertEquals("{1, 2, 3, 4}", related.toString());
        BitSet anchorOnly = Minimizer.related(new Witness(s, new int[] {0, 1}), 4);
        assertEquals("{4}", anchorOnly.toString(), "an anchor stays, and so does what uses it");
    }

    @Test
    void shouldRemapAnchorsAndRejectDanglingInputsWhenRebuilding() throws Exception {
        Statement[] s = {st(newList()), lit("x"), st(add(), 0, 1)};
        BitSet gone = new BitSet();
        gone.set(1);
        assertEquals(null, Minimizer.rebuild(new Witness(s, new int[] {0}), gone, -1, null),
                "the add would use a dropped literal");
        Replacement r = new Replacement(new Statement[] {lit("q"), lit("r")}, 1, String.class);
        BitSet none = new BitSet();
        Witness rebuilt = Minimizer.rebuild(new Witness(s, new int[] {2}), none, 1, r);
        assertEquals(4, rebuilt.size());
        assertArrayEquals(new int[] {3}, rebuilt.anchors());
        assertArrayEquals(new int[] {2, 1}, rebuilt.statements()[3].inputs());
    }

    private static String describe(Witness w) {
        StringBuilder b = new StringBuilder();
        for (Statement st : w.statements()) {
            b.append(st.operation().signature()).append(java.util.Arrays.toString(st.inputs())).append("; ");
        }
        return b.toString();
    }
}
