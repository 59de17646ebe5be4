package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;

class CallbackOperationTest {

    private static MethodOperation listAdd() throws Exception {
        return new MethodOperation(ArrayList.class.getMethod("add", Object.class), ArrayList.class, ArrayList.class,
                true);
    }

    /** {@code new Function() { apply(arg0) { list.add(arg0); return arg0; } }}, capturing {@code list}. */
    private static CallbackOperation recordingFunction() throws Exception {
        return recordingFunction(0);
    }

    private static CallbackOperation recordingFunction(int reentries) throws Exception {
        CallbackOperation.Body apply = new CallbackOperation.Body(Function.class.getMethod("apply", Object.class),
                List.of(new CallbackOperation.Call(listAdd(), new int[] {0, 1})), 1);
        return new CallbackOperation(Function.class, List.of(ArrayList.class), List.of(apply), reentries);
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldInterpretTheBodyOverTheCapturedValuesAndTheParameters() throws Exception {
        List<Object> seen = new ArrayList<>();
        Function<Object, Object> f = (Function<Object, Object>) recordingFunction().execute(new Object[] {seen});

        assertEquals("x", f.apply("x"));
        assertEquals("y", f.apply("y"));
        assertEquals(List.of("x", "y"), seen, "the body called add on the captured list");
        assertTrue(f.equals(f));
        assertFalse(f.equals(recordingFunction().execute(new Object[] {seen})), "identity, as an anonymous class");
        assertEquals(System.identityHashCode(f), f.hashCode());
    }

    @Test
    void shouldReturnZeroWhenABodyHasNothingToReturnForAPrimitive() throws Exception {
        CallbackOperation.Body get = new CallbackOperation.Body(IntSupplier.class.getMethod("getAsInt"), List.of(), -1);
        IntSupplier s = (IntSupplier) new CallbackOperation(IntSupplier.class, List.of(), List.of(get))
                .execute(new Object[0]);
        assertEquals(0, s.getAsInt());
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldGiveUpPastItsCallBudget() throws Exception {
        Function<Object, Object> f = (Function<Object, Object>) recordingFunction().execute(
                new Object[] {new ArrayList<>()});
        for (int i = 0; i < CallbackOperation.CALL_BUDGET; i++) {
            f.apply(i);
        }
        CallBudgetExhausted e = assertThrows(CallBudgetExhausted.class, () -> f.apply("one more"));
        assertTrue(GeneratedCodeFaults.isGenerated(new RuntimeException(e)), "the generator's fault, even wrapped");
    }

    /** {@code new Function() { apply(arg0) { return list.add(arg0); } }}: its result comes from its call. */
    private static CallbackOperation addingFunction(int reentries) throws Exception {
        CallbackOperation.Body apply = new CallbackOperation.Body(Function.class.getMethod("apply", Object.class),
                List.of(new CallbackOperation.Call(listAdd(), new int[] {0, 1})), 2);
        return new CallbackOperation(Function.class, List.of(ArrayList.class), List.of(apply), reentries);
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldRunTheCallsOfItsBodiesKTimesInAllThenReturnThePlainValue() throws Exception {
        for (int k = 1; k <= CallbackOperation.MAX_REENTRIES; k++) {
            List<Object> seen = new ArrayList<>();
            Function<Object, Object> f = (Function<Object, Object>) addingFunction(k).execute(new Object[] {seen});
            for (int i = 0; i < k; i++) {
                assertEquals(true, f.apply("call " + i), "the call's result, run " + i);
            }
            assertEquals("past", f.apply("past"), "then the plain value: its argument");
            assertEquals(k, seen.size(), "the body's call ran k times: " + seen);
        }
        Action.Implementation rendered = (Action.Implementation) addingFunction(2).toAction();
        assertEquals(2, rendered.reentries(), "rendered with its bound");
        assertEquals(1, rendered.methods().get(0).plain(), "and its plain value: the argument, after the captured list");
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldStateItsBoundOnlyWhenAnObjectSpentItOrNoneRanYet() throws Exception {
        CallbackOperation op = addingFunction(2);
        assertEquals(2, ((Action.Implementation) op.toAction()).reentries(), "not run yet: the bound, to be safe");
        Function<Object, Object> f = (Function<Object, Object>) op.execute(new Object[] {new ArrayList<>()});
        f.apply("a");
        f.apply("b");
        assertEquals(0, ((Action.Implementation) op.toAction()).reentries(),
                "two runs within a bound of 2: the test runs the same without it");
        f.apply("c");
        assertEquals(2, ((Action.Implementation) op.toAction()).reentries(), "a third run returned plainly: stated");
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldStopABodyThatCallsBackIntoItselfAfterKRounds() throws Exception {
        // accept(x) { list.add(x); this.accept(x); }: without a bound it recurses until the budget runs out
        Method accept = java.util.function.Consumer.class.getMethod("accept", Object.class);
        MethodOperation again = new MethodOperation(accept, java.util.function.Consumer.class, null, false);
        CallbackOperation.Body body = new CallbackOperation.Body(accept, List.of(
                new CallbackOperation.Call(listAdd(), new int[] {0, 1}),
                new CallbackOperation.Call(again, new int[] {Action.BodyCall.THIS, 1})), -1);
        List<Object> seen = new ArrayList<>();
        java.util.function.Consumer<Object> bounded = (java.util.function.Consumer<Object>) new CallbackOperation(
                java.util.function.Consumer.class, List.of(ArrayList.class), List.of(body), 3)
                .execute(new Object[] {seen});
        bounded.accept("x");
        assertEquals(List.of("x", "x", "x"), seen, "three rounds, then the fourth run returned plainly");

        java.util.function.Consumer<Object> unbounded = (java.util.function.Consumer<Object>) new CallbackOperation(
                java.util.function.Consumer.class, List.of(ArrayList.class), List.of(body))
                .execute(new Object[] {new ArrayList<>()});
        Throwable runaway = assertThrows(Throwable.class, () -> unbounded.accept("x"));
        assertTrue(runaway instanceof CallBudgetExhausted || runaway instanceof StackOverflowError,
                "no bound: the guard, or the stack, ends it (either discards the sequence): " + runaway);
    }

    @Test
    void shouldTellBoundedObjectsApartByTheirBound() throws Exception {
        assertNotEquals(addingFunction(1).fingerprint(), addingFunction(2).fingerprint());
        CallbackOperation simpler = (CallbackOperation) recordingFunction(3).withoutCall(0, 0).operation();
        assertEquals(3, simpler.reentries(), "minimization keeps the bound");
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldRecordWhatABodysCallThrowsAsTheGeneratorsFault() throws Exception {
        Function<Object, Object> f = (Function<Object, Object>) recordingFunction().execute(new Object[] {null});
        NullPointerException e = assertThrows(NullPointerException.class, () -> f.apply("x"));
        assertTrue(GeneratedCodeFaults.isGenerated(e));
        GeneratedCodeFaults.sequenceStarting();
        assertFalse(GeneratedCodeFaults.isGenerated(new NullPointerException()), "other exceptions are not");
    }

    @Test
    void shouldRenderAsTheSameBodies() throws Exception {
        CallbackOperation op = recordingFunction();
        Action.Implementation impl = (Action.Implementation) op.toAction();

        assertEquals("java.util.function.Function", impl.interfaceType());
        Action.Overridden apply = impl.methods().get(0);
        assertEquals(List.of("apply", List.of("java.lang.Object"), "java.lang.Object", 1),
                List.of(apply.name(), apply.parameterTypes(), apply.returnType(), apply.result()));
        assertEquals(List.of(0, 1), apply.calls().get(0).refs());
        assertEquals(List.of("java.util.ArrayList", "java.lang.Object"), apply.calls().get(0).types());
        assertNotEquals(op.fingerprint(), new CallbackOperation(Function.class, List.of(ArrayList.class),
                List.of(new CallbackOperation.Body(Function.class.getMethod("apply", Object.class), List.of(), 0)))
                .fingerprint(), "other bodies, another operation");
        assertEquals(null, op.owner(), "not an operation of the classes under test");
    }

    @Test
    void shouldDeclareTheCheckedExceptionsOfTheInterfaceMethodItImplements() throws Exception {
        CallbackOperation.Body append = new CallbackOperation.Body(Appendable.class.getMethod("append", char.class),
                List.of(), -1);
        Action.Implementation impl = (Action.Implementation) new CallbackOperation(Appendable.class, List.of(),
                List.of(append)).toAction();
        assertEquals(List.of("java.io.IOException"), impl.methods().get(0).exceptions(),
                "a body's calls may throw what Appendable.append declares");
        assertEquals(List.of(), ((Action.Implementation) recordingFunction().toAction()).methods().get(0).exceptions());
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldBlameACastFailureAfterAReturnOfAnUncheckedTypeOnTheGeneratedCode() throws Exception {
        CallbackOperation.Body apply = new CallbackOperation.Body(
                java.util.function.IntFunction.class.getMethod("apply", int.class), List.of(), 0);
        java.util.function.IntFunction<String[]> f = (java.util.function.IntFunction<String[]>) new CallbackOperation(
                java.util.function.IntFunction.class, List.of(Integer.class), List.of(apply)).execute(new Object[] {7});
        GeneratedCodeFaults.sequenceStarting();
        ClassCastException e = assertThrows(ClassCastException.class, () -> List.of("a").toArray(f));
        assertTrue(GeneratedCodeFaults.explainedByReturn(e), "the body returned an Integer where String[] was expected");

        GeneratedCodeFaults.sequenceStarting();
        assertFalse(GeneratedCodeFaults.explainedByReturn(new ClassCastException()), "a new sequence starts clean");
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldBlameANullPointerAfterABodyReturnedNullOnTheGeneratedCode() throws Exception {
        MethodOperation poll = new MethodOperation(java.util.ArrayDeque.class.getMethod("poll"),
                java.util.ArrayDeque.class, java.util.ArrayDeque.class, false);
        CallbackOperation.Body apply = new CallbackOperation.Body(
                java.util.function.IntFunction.class.getMethod("apply", int.class),
                List.of(new CallbackOperation.Call(poll, new int[] {0})), 2);
        java.util.function.IntFunction<Object[]> f = (java.util.function.IntFunction<Object[]>) new CallbackOperation(
                java.util.function.IntFunction.class, List.of(java.util.ArrayDeque.class), List.of(apply))
                .execute(new Object[] {new java.util.ArrayDeque<>()});
        GeneratedCodeFaults.sequenceStarting();
        NullPointerException e = assertThrows(NullPointerException.class,
                () -> new java.util.ArrayDeque<>(List.of("a")).toArray(f));
        assertTrue(GeneratedCodeFaults.explainedByReturn(e), "the body returned the null that poll gave it");
    }
}
