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
}
