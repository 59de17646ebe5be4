package dev.ferret.core.minimize;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.SubclassOperation;
import dev.ferret.core.model.hooks.Gauge;
import dev.ferret.core.testcase.Action;
import java.util.List;
import org.junit.jupiter.api.Test;

class CallbackSimplifierTest {

    /** {@code "g"}, {@code 3}, {@code new Gauge("g") { onCreate; record -> super; level() { return 3; } }}. */
    private static Witness witness() throws Exception {
        CallbackOperation.Body hook = new CallbackOperation.Body(
                Gauge.class.getDeclaredMethod("onCreate", String.class), List.of(), -1);
        CallbackOperation.Body record = new CallbackOperation.Body(
                Gauge.class.getDeclaredMethod("record", String.class), List.of(), Action.Overridden.SUPER_CALL);
        CallbackOperation.Body level = new CallbackOperation.Body(Gauge.class.getDeclaredMethod("level"), List.of(), 1);
        SubclassOperation sub = new SubclassOperation(Gauge.class, List.of(String.class),
                List.of(String.class, int.class), List.of(hook, level, record), Gauge.class);
        return new Witness(new Statement[] {
            new Statement(new LiteralOperation(String.class, "g"), new int[0]),
            new Statement(new LiteralOperation(int.class, 3), new int[0]),
            new Statement(sub, new int[] {0, 1})}, new int[] {2});
    }

    private static Object last(Witness w) {
        return WitnessRun.of(w).last();
    }

    @Test
    void shouldDropTheOverridesTheFailureDoesNotNeed() throws Exception {
        int[] tries = {0};
        Witness w = CallbackSimplifier.simplify(witness(), candidate -> {
            tries[0]++;
            try {
                return ((Gauge) last(candidate)).doubled() == 6; // "the failure": the level override
            } catch (Throwable t) {
                return false;
            }
        });

        SubclassOperation sub = (SubclassOperation) w.statements()[2].operation();
        assertEquals(List.of("level"), sub.bodies().stream().map(b -> b.method().getName()).toList());
        assertArrayEquals(new int[] {0, 1}, w.statements()[2].inputs(), "level still captures the 3");
        assertEquals(1, sub.bodies().get(0).result(), "and returns it");
        assertEquals(4, tries[0], "the plain class, then each override, last first");
    }

    @Test
    void shouldPutThePlainClassInPlaceOfASubclassTheFailureDoesNotNeed() throws Exception {
        Witness w = CallbackSimplifier.simplify(witness(), candidate -> true);

        assertTrue(w.statements()[2].operation() instanceof ConstructorOperation, "new Gauge(\"g\")");
        assertArrayEquals(new int[] {0}, w.statements()[2].inputs(), "the 3 is no longer used");
    }

    @Test
    void shouldDropACallOfABodyTheFailureDoesNotNeed() throws Exception {
        dev.ferret.core.model.MethodOperation record = new dev.ferret.core.model.MethodOperation(
                Gauge.class.getMethod("record", String.class), Gauge.class, Gauge.class, false);
        CallbackOperation.Body level = new CallbackOperation.Body(Gauge.class.getDeclaredMethod("level"),
                List.of(new CallbackOperation.Call(record, new int[] {Action.BodyCall.THIS, 0})), 1);
        SubclassOperation sub = new SubclassOperation(Gauge.class, List.of(String.class),
                List.of(String.class, int.class), List.of(level), Gauge.class);
        Witness original = new Witness(new Statement[] {
            new Statement(new LiteralOperation(String.class, "g"), new int[0]),
            new Statement(new LiteralOperation(int.class, 3), new int[0]),
            new Statement(sub, new int[] {0, 1})}, new int[] {2});

        Witness w = CallbackSimplifier.simplify(original, candidate -> {
            try {
                return ((Gauge) last(candidate)).doubled() == 6;
            } catch (Throwable t) {
                return false;
            }
        });

        CallbackOperation.Body left = ((SubclassOperation) w.statements()[2].operation()).bodies().get(0);
        assertEquals(List.of(), left.calls(), "this.record(...) is not needed");
        assertEquals(1, left.result(), "the body still returns the captured 3");
    }

    @Test
    void shouldPutAnEarlierPrimitiveBoxedInPlaceOfAGeneratedFunctionOnlyStoredAsAValue() throws Throwable {
        // 0 map = new HashMap(); 1 true; 2 f = () -> true; 3 map.put(f, f): the failure needs a value stored only
        dev.ferret.core.model.MethodOperation put = new dev.ferret.core.model.MethodOperation(
                java.util.HashMap.class.getMethod("put", Object.class, Object.class), java.util.HashMap.class,
                java.util.HashMap.class, false);
        CallbackOperation supplier = new CallbackOperation(java.util.function.BooleanSupplier.class,
                List.of(boolean.class), List.of(new CallbackOperation.Body(
                        java.util.function.BooleanSupplier.class.getMethod("getAsBoolean"), List.of(), 0)));
        Witness original = new Witness(new Statement[] {
            new Statement(new ConstructorOperation(java.util.HashMap.class.getConstructor(), java.util.HashMap.class),
                    new int[0]),
            new Statement(new LiteralOperation(boolean.class, true), new int[0]),
            new Statement(supplier, new int[] {1}),
            new Statement(put, new int[] {0, 2, 2})}, new int[] {0});

        Witness w = CallbackSimplifier.simplify(original, candidate -> {
            try {
                WitnessRun run = WitnessRun.of(candidate);
                return run.thrown() == null && ((java.util.Map<?, ?>) run.values()[0]).size() == 1;
            } catch (Throwable t) {
                return false;
            }
        });

        assertArrayEquals(new int[] {0, 1, 1}, w.statements()[3].inputs(), "map.put(true, true)");
    }

    @Test
    void shouldPutALiteralInPlaceOfABooleanAGeneratedFunctionCapturesFromACall() throws Throwable {
        // 0 list; 1 "x"; 2 b = list.add("x"); 3 s = () -> b; the failure needs the list changed, not b
        dev.ferret.core.model.MethodOperation add = new dev.ferret.core.model.MethodOperation(
                java.util.ArrayList.class.getMethod("add", Object.class), java.util.ArrayList.class,
                java.util.ArrayList.class, false);
        CallbackOperation supplier = new CallbackOperation(java.util.function.BooleanSupplier.class,
                List.of(boolean.class), List.of(new CallbackOperation.Body(
                        java.util.function.BooleanSupplier.class.getMethod("getAsBoolean"), List.of(), 0)));
        Witness original = new Witness(new Statement[] {
            new Statement(new ConstructorOperation(java.util.ArrayList.class.getConstructor(),
                    java.util.ArrayList.class), new int[0]),
            new Statement(new LiteralOperation(String.class, "x"), new int[0]),
            new Statement(add, new int[] {0, 1}),
            new Statement(supplier, new int[] {2})}, new int[] {0, 3});

        Witness w = CallbackSimplifier.simplify(original, candidate -> {
            WitnessRun run = WitnessRun.of(candidate);
            return run.thrown() == null && ((java.util.List<?>) run.values()[0]).size() == 1
                    && ((java.util.function.BooleanSupplier) run.values()[candidate.anchors()[1]]).getAsBoolean();
        });

        assertEquals(5, w.size());
        assertTrue(w.statements()[3].operation() instanceof LiteralOperation lit && lit.value().equals(true),
                "a literal true before the function");
        assertArrayEquals(new int[] {3}, w.statements()[4].inputs(), "which it captures instead of add's result");
        assertArrayEquals(new int[] {0, 4}, w.anchors());
    }

    @Test
    void shouldDropACallOfAnInterfaceBodyAndTheValueOnlyItCaptured() throws Throwable {
        dev.ferret.core.model.MethodOperation add = new dev.ferret.core.model.MethodOperation(
                java.util.ArrayList.class.getMethod("add", Object.class), java.util.ArrayList.class,
                java.util.ArrayList.class, false);
        CallbackOperation supplier = new CallbackOperation(java.util.function.IntSupplier.class,
                List.of(java.util.ArrayList.class, int.class), List.of(new CallbackOperation.Body(
                        java.util.function.IntSupplier.class.getMethod("getAsInt"),
                        List.of(new CallbackOperation.Call(add, new int[] {0, 1})), 1)));
        Witness original = new Witness(new Statement[] {
            new Statement(new ConstructorOperation(java.util.ArrayList.class.getConstructor(), java.util.ArrayList.class),
                    new int[0]),
            new Statement(new LiteralOperation(int.class, 3), new int[0]),
            new Statement(supplier, new int[] {0, 1})}, new int[] {2});

        Witness w = CallbackSimplifier.simplify(original, candidate -> {
            try {
                return ((java.util.function.IntSupplier) last(candidate)).getAsInt() == 3;
            } catch (Throwable t) {
                return false;
            }
        });

        CallbackOperation left = (CallbackOperation) w.statements()[2].operation();
        assertEquals(List.of(), left.bodies().get(0).calls(), "list.add(3) is not needed");
        assertArrayEquals(new int[] {1}, w.statements()[2].inputs(), "only the 3 is still captured");
        assertEquals(0, left.bodies().get(0).result(), "and returned");
        assertEquals(3, ((java.util.function.IntSupplier) last(w)).getAsInt());
    }

    /** {@code list = new ArrayList<>()}, {@code it = () -> list.iterator()}, {@code String.valueOf(it)}. */
    private static Witness forwarding() throws Exception {
        dev.ferret.core.model.MethodOperation iterator = new dev.ferret.core.model.MethodOperation(
                java.util.ArrayList.class.getMethod("iterator"), java.util.ArrayList.class, java.util.ArrayList.class,
                false);
        CallbackOperation.Body body = new CallbackOperation.Body(Iterable.class.getMethod("iterator"),
                List.of(new CallbackOperation.Call(iterator, new int[] {0})), 1);
        CallbackOperation it = new CallbackOperation(Iterable.class, List.of(java.util.ArrayList.class), List.of(body), 0);
        dev.ferret.core.model.MethodOperation valueOf = new dev.ferret.core.model.MethodOperation(
                String.class.getMethod("valueOf", Object.class), String.class, String.class, true);
        return new Witness(new Statement[] {
            new Statement(new ConstructorOperation(java.util.ArrayList.class.getConstructor(), null), new int[0]),
            new Statement(it, new int[] {0}),
            new Statement(valueOf, new int[] {1})}, new int[] {2});
    }

    @Test
    void shouldPutAnEarlierPlainValueInPlaceOfAGeneratedObjectItsUsesTake() throws Exception {
        Witness w = CallbackSimplifier.simplify(forwarding(), candidate -> "[]".equals(last(candidate)));

        assertArrayEquals(new int[] {0}, w.statements()[2].inputs(), "String.valueOf(list)");
        assertTrue(!w.usedLater(1), "the generated iterable is left for the removal pass");
    }

    @Test
    void shouldKeepTheGeneratedObjectWhenThePlainValueLosesTheFailure() throws Exception {
        Witness w = CallbackSimplifier.simplify(forwarding(), candidate -> !"[]".equals(last(candidate)));

        assertArrayEquals(new int[] {1}, w.statements()[2].inputs());
    }
}
