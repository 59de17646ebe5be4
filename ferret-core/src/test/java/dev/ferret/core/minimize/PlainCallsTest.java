package dev.ferret.core.minimize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class PlainCallsTest {

    /** {@code map = new HashMap(); "k"; 7; f = k -> 7 (or a body with a call); map.computeIfAbsent("k", f)}. */
    private static Witness computeIfAbsent(boolean fixed) throws Exception {
        CallbackOperation.Body body = fixed
                ? new CallbackOperation.Body(Function.class.getMethod("apply", Object.class), List.of(), 0)
                : new CallbackOperation.Body(Function.class.getMethod("apply", Object.class), List.of(
                        new CallbackOperation.Call(new MethodOperation(Object.class.getMethod("hashCode"),
                                Object.class, null, false), new int[] {1})), 2);
        CallbackOperation f = new CallbackOperation(Function.class, List.of(Integer.class), List.of(body));
        MethodOperation compute = new MethodOperation(
                HashMap.class.getMethod("computeIfAbsent", Object.class, Function.class), HashMap.class, HashMap.class,
                false);
        return new Witness(new Statement[] {
            new Statement(new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class), new int[0]),
            new Statement(new LiteralOperation(String.class, "k"), new int[0]),
            new Statement(new LiteralOperation(Integer.class, 7), new int[0]),
            new Statement(f, new int[] {2}),
            new Statement(compute, new int[] {0, 1, 3})}, new int[] {0});
    }

    /** "The failure": the map holds 7 under "k". */
    private static boolean holdsSeven(Witness w) {
        WitnessRun run = WitnessRun.of(w);
        return run.thrown() == null && Integer.valueOf(7).equals(((HashMap<?, ?>) run.values()[0]).get("k"));
    }

    private static boolean hasCallback(Witness w) {
        for (Statement s : w.statements()) {
            if (s.operation() instanceof CallbackOperation) {
                return true;
            }
        }
        return false;
    }

    @Test
    void shouldPutTheCallbacksValueInDirectlyWhenTheFailureStays() throws Exception {
        Witness w = PlainCalls.simplify(computeIfAbsent(true), PlainCallsTest::holdsSeven);

        MethodOperation plain = (MethodOperation) w.statements()[4].operation();
        assertTrue(List.of("put", "putIfAbsent", "merge", "replace").contains(plain.method().getName()),
                plain.method().toString());
        assertEquals(1, w.statements()[4].inputs()[1], "the key");
        assertEquals(2, w.statements()[4].inputs()[2], "the value the callback returned");
        assertTrue(holdsSeven(w));
    }

    @Test
    void shouldLeaveNoGeneratedCodeAfterTheMinimizersRemovalPass() throws Exception {
        Witness w = new Minimizer(PlainCallsTest::holdsSeven, (types, max) -> List.of())
                .minimize(computeIfAbsent(true), System.nanoTime() + 10_000_000_000L);

        assertFalse(hasCallback(w), "the callback fed nothing any more and was removed");
        assertEquals(4, w.size(), "new HashMap(), \"k\", 7, put");
        assertTrue(holdsSeven(w));
    }

    @Test
    void shouldKeepTheCallbackWhenTheFailureNeedsIt() throws Exception {
        Witness original = computeIfAbsent(true);

        Witness w = PlainCalls.simplify(original, c -> java.util.Arrays.stream(c.statements()[4].inputs()).anyMatch(i -> i == 3)
                && holdsSeven(c));

        assertSame(original.statements()[4].operation(), w.statements()[4].operation());
    }

    @Test
    void shouldOfferOnlyCallsWithoutItsValueForACallbackWhoseResultIsNotOneValue() throws Exception {
        List<Statement> withoutValue = PlainCalls.candidates(computeIfAbsent(false), 4);
        List<Statement> withValue = PlainCalls.candidates(computeIfAbsent(true), 4);

        assertTrue(withoutValue.stream().allMatch(c -> c.inputs().length == 2), "the receiver and the key");
        assertTrue(withValue.stream().anyMatch(c -> java.util.Arrays.equals(c.inputs(), new int[] {0, 1, 2})),
                "put(\"k\", 7)");
        Witness computed = computeIfAbsent(false);
        assertSame(computed.statements()[4].operation(), PlainCalls.simplify(computed,
                c -> WitnessRun.of(c).thrown() == null && ((HashMap<?, ?>) WitnessRun.of(c).values()[0])
                        .get("k") instanceof Integer).statements()[4].operation(), "nothing plain puts what it computes");
    }

    @Test
    void shouldDropACallbackThatReturnsItsParameter() throws Exception {
        // map.merge("k", 7, (a, b) -> b): the callback gives nothing put(k, v) does not have
        CallbackOperation second = new CallbackOperation(java.util.function.BiFunction.class, List.of(), List.of(
                new CallbackOperation.Body(java.util.function.BiFunction.class.getMethod("apply", Object.class,
                        Object.class), List.of(), 1)));
        MethodOperation merge = new MethodOperation(HashMap.class.getMethod("merge", Object.class, Object.class,
                java.util.function.BiFunction.class), HashMap.class, HashMap.class, false);
        Witness original = new Witness(new Statement[] {
            new Statement(new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class), new int[0]),
            new Statement(new LiteralOperation(String.class, "k"), new int[0]),
            new Statement(new LiteralOperation(Integer.class, 7), new int[0]),
            new Statement(second, new int[0]),
            new Statement(merge, new int[] {0, 1, 2, 3})}, new int[] {0});

        Witness w = PlainCalls.simplify(original, PlainCallsTest::holdsSeven);

        assertEquals(List.of(1, 2), java.util.Arrays.stream(w.statements()[4].inputs()).skip(1).boxed().toList());
        assertTrue(holdsSeven(w));
    }

    @Test
    void shouldPutTheKeyAsTheValueForACallbackThatReturnsItsFirstParameter() throws Exception {
        // map.compute("k", (k, v) -> k): the same as map.put("k", "k")
        CallbackOperation first = new CallbackOperation(java.util.function.BiFunction.class, List.of(), List.of(
                new CallbackOperation.Body(java.util.function.BiFunction.class.getMethod("apply", Object.class,
                        Object.class), List.of(), 0)));
        MethodOperation compute = new MethodOperation(HashMap.class.getMethod("compute", Object.class,
                java.util.function.BiFunction.class), HashMap.class, HashMap.class, false);
        Witness original = new Witness(new Statement[] {
            new Statement(new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class), new int[0]),
            new Statement(new LiteralOperation(String.class, "k"), new int[0]),
            new Statement(first, new int[0]),
            new Statement(compute, new int[] {0, 1, 2})}, new int[] {0});

        Witness w = PlainCalls.simplify(original, c -> {
            WitnessRun run = WitnessRun.of(c);
            return run.thrown() == null && "k".equals(((HashMap<?, ?>) run.values()[0]).get("k"));
        });

        assertFalse(w.statements()[3].operation() instanceof MethodOperation m && m.method().getName().equals("compute"),
                "replaced by a plain call");
        assertEquals(List.of(1, 1), java.util.Arrays.stream(w.statements()[3].inputs()).skip(1).boxed().toList(),
                "the key twice");
    }
}
