package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CallbackTriggerTest {

    /** Keeps listeners and tells them when it fires. */
    public static final class Bell {
        private final List<Runnable> listeners = new ArrayList<>();

        public void listen(Runnable r) {
            listeners.add(r);
        }

        public void ring() {
            listeners.forEach(Runnable::run);
        }

        public int count() {
            return listeners.size();
        }
    }

    private final MethodOperation listen = op("listen", Runnable.class);
    private final MethodOperation ring = op("ring");
    private final CallbackTrigger trigger = new CallbackTrigger(List.of(listen, ring, op("count")));

    private static MethodOperation op(String name, Class<?>... params) {
        try {
            return new MethodOperation(Bell.class.getMethod(name, params), Bell.class, Bell.class, false);
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
    }

    /** A bell and a runnable, the runnable generated or a plain value. */
    private static int[] bellAnd(Assembly assembly, boolean generated) throws Exception {
        int bell = assembly.append(Sequence.single(new ConstructorOperation(Bell.class.getConstructor(), Bell.class)));
        Operation runnable = generated
                ? new CallbackOperation(Runnable.class, List.of(), List.of(new CallbackOperation.Body(
                        Runnable.class.getMethod("run"), List.of(), -1)))
                : dev.ferret.core.model.LiteralOperation.nullOf(Runnable.class);
        int r = assembly.append(Sequence.single(runnable));
        return new int[] {bell, r};
    }

    @Test
    void shouldFollowACallThatReceivesAGeneratedObjectWithAnImperativeCallOnTheSameReceiver() throws Exception {
        int followed = 0;
        for (int seed = 0; seed < 200; seed++) {
            Assembly assembly = new Assembly();
            int[] inputs = bellAnd(assembly, true);
            Statement next = trigger.follow(listen, inputs, assembly, new InputChain(List.of()), new SplittableRandom(seed));
            if (next != null) {
                followed++;
                assertEquals(ring, next.operation(), "the other imperative method, not the query nor the same call");
                assertEquals(inputs[0], next.inputs()[0], "on the same receiver");
            }
        }
        assertTrue(followed > 60 && followed < 140, "about half of the time: " + followed);
    }

    @Test
    void shouldNotFollowACallWithoutAGeneratedObject() throws Exception {
        for (int seed = 0; seed < 50; seed++) {
            Assembly assembly = new Assembly();
            int[] inputs = bellAnd(assembly, false);
            assertNull(trigger.follow(listen, inputs, assembly, new InputChain(List.of()), new SplittableRandom(seed)));
        }
    }
}
