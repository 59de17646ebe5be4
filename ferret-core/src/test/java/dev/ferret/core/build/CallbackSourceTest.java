package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class CallbackSourceTest {

    /** An interface whose one method has type parameters of its own. */
    public interface GenericMethod {
        <T> T pick(T a, T b);
    }

    @Test
    void shouldImplementPublicInterfacesWithoutContractsOfTheirOwn() {
        assertTrue(CallbackSource.implementable(Runnable.class));
        assertTrue(CallbackSource.implementable(Predicate.class), "one abstract method, defaults aside");
        assertFalse(CallbackSource.implementable(Comparator.class), "compare owes a contract");
        assertFalse(CallbackSource.implementable(List.class), "too many methods");
        assertFalse(CallbackSource.implementable(String.class), "a class");
        assertFalse(CallbackSource.implementable(Deprecated.class), "an annotation");
        assertFalse(CallbackSource.implementable(java.lang.constant.ConstantDesc.class), "sealed");
        assertFalse(CallbackSource.implementable(GenericMethod.class), "a generic abstract method");
        assertEquals(List.of("test"), CallbackSource.abstractMethods(Predicate.class).stream()
                .map(java.lang.reflect.Method::getName).toList());
    }

    @Test
    void shouldCaptureAValueOfTheSequenceAndCallAMutatorOnItInTheBody() throws Exception {
        ConstructorOperation newDeque = new ConstructorOperation(ArrayDeque.class.getConstructor(), ArrayDeque.class);
        MethodOperation push = new MethodOperation(ArrayDeque.class.getMethod("push", Object.class), ArrayDeque.class,
                ArrayDeque.class, false);
        MethodOperation forEach = new MethodOperation(ArrayDeque.class.getMethod("forEach", Consumer.class),
                ArrayDeque.class, ArrayDeque.class, false);
        CallbackSource source = new CallbackSource(List.<Operation>of(push, forEach));
        int made = 0;
        int calling = 0;
        for (int seed = 0; seed < 20; seed++) {
            Assembly assembly = new Assembly();
            assembly.appendEntry(new ValuePool(10, List.of(new KeptSequence(Sequence.single(newDeque), new int[] {0}, new Class<?>[] {ArrayDeque.class}, new Class<?>[] {ArrayDeque.class})))
                    .select(ArrayDeque.class, new SplittableRandom(seed)));
            InputRequest request = new InputRequest(forEach, 1, Consumer.class, assembly, new SplittableRandom(seed));
            assertTrue(source.applies(request));
            int index = source.supply(request);
            if (index < 0) {
                continue;
            }
            made++;
            Statement s = assembly.sequence(List.of()).statements()[index];
            CallbackOperation op = (CallbackOperation) s.operation();
            assertEquals(Consumer.class, op.outputType());
            if (!op.bodies().get(0).calls().isEmpty()) {
                calling++;
                assertEquals(List.of(ArrayDeque.class), op.inputTypes(), "the deque is captured");
                assertEquals(0, s.inputs()[0], "and it is the sequence's deque");
            }
        }
        assertEquals(20, made, "a void method always has a body");
        assertTrue(calling >= 10, "about 80% of the bodies call a mutator first: " + calling);
    }

    @Test
    void shouldCallBackIntoTheMethodTheObjectIsPassedToPassingItselfAndDrawABound() throws Exception {
        ConstructorOperation newCache = new ConstructorOperation(ReentryFixture.class.getConstructor(),
                ReentryFixture.class);
        MethodOperation get = new MethodOperation(ReentryFixture.class.getMethod("get", String.class,
                ReentryFixture.Loader.class), ReentryFixture.class, ReentryFixture.class, false);
        CallbackSource source = new CallbackSource(List.<Operation>of(get));
        int reentering = 0;
        java.util.Set<Integer> bounds = new java.util.TreeSet<>();
        for (int seed = 0; seed < 100; seed++) {
            Assembly assembly = new Assembly();
            int cache = assembly.appendEntry(new ValuePool(10, List.of(new KeptSequence(Sequence.single(newCache),
                    new int[] {0}, new Class<?>[] {ReentryFixture.class}, new Class<?>[] {ReentryFixture.class})))
                    .select(ReentryFixture.class, new SplittableRandom(seed)));
            InputRequest request = new InputRequest(get, 2, ReentryFixture.Loader.class, assembly,
                    new SplittableRandom(seed), cache);
            int index = source.supply(request);
            if (index < 0) {
                continue;
            }
            Statement s = assembly.sequence(List.of()).statements()[index];
            CallbackOperation op = (CallbackOperation) s.operation();
            CallbackOperation.Body body = op.bodies().get(0);
            assertEquals(body.calls().isEmpty(), op.reentries() == 0, "a bound exactly when a body calls back");
            if (body.calls().isEmpty()) {
                continue;
            }
            bounds.add(op.reentries());
            CallbackOperation.Call call = body.calls().get(0);
            assertEquals(get, call.operation(), "the only method under test");
            reentering++;
            assertEquals(dev.ferret.core.testcase.Action.BodyCall.THIS, call.refs()[2], "the loader passes itself");
            int receiver = call.refs()[0];
            assertEquals(cache, s.inputs()[receiver], "on the cache it loads for (captured)");
        }
        assertTrue(reentering >= 5, "about a quarter of the calling bodies call back into get: " + reentering);
        assertTrue(java.util.Set.of(1, 2, 3).containsAll(bounds) && !bounds.isEmpty(), "bounds from 1 to 3: " + bounds);
    }

    @Test
    void shouldBoundAnObjectByItsSignatureAndPlaceOnly() throws Exception {
        CallbackOperation.Body calling = new CallbackOperation.Body(Runnable.class.getMethod("run"), List.of(
                new CallbackOperation.Call(new MethodOperation(ArrayDeque.class.getMethod("clear"), ArrayDeque.class,
                        ArrayDeque.class, false), new int[] {0})), -1);
        CallbackOperation.Body silent = new CallbackOperation.Body(Runnable.class.getMethod("run"), List.of(), -1);
        assertEquals(0, CallbackSource.reentries(List.of(silent), "s", 0), "no call, no bound");
        java.util.Map<Integer, Integer> counts = new java.util.TreeMap<>();
        for (int i = 0; i < 300; i++) {
            int k = CallbackSource.reentries(List.of(calling), "new Runnable" + i, i % 7);
            assertEquals(k, CallbackSource.reentries(List.of(calling), "new Runnable" + i, i % 7), "a function of both");
            counts.merge(k, 1, Integer::sum);
        }
        assertEquals(java.util.Set.of(1, 2, 3), counts.keySet(), "1 to 3: " + counts);
        assertTrue(counts.values().stream().allMatch(n -> n > 60), "each about a third: " + counts);
    }
}
