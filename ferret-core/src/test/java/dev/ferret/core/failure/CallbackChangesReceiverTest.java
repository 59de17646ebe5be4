package dev.ferret.core.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.minimize.WitnessRun;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class CallbackChangesReceiverTest {

    /** Runs a callback over its items with an API of its own (no JDK method it implements). */
    public static final class Notifier {
        private final List<Object> items = new ArrayList<>(List.of("x"));

        public Notifier() {
        }

        public boolean add(Object item) {
            return items.add(item);
        }

        public void each(Consumer<Object> action) {
            for (Object item : items) {
                action.accept(item);
            }
        }

        /** Named like Iterable.forEach, which it does not implement. */
        public void forEach(Consumer<Object> action) {
            each(action);
        }
    }

    private final List<Witness> tried = new ArrayList<>();

    /** Whether the witness's last statement throws. */
    private final FailureOracle lastThrows = w -> {
        tried.add(w);
        return WitnessRun.of(w).lastThrew(Throwable.class);
    };

    /** receiver; "a"; receiver.add("a"); false; callback { m(arg0) { receiver.add(arg0); return false; } }; receiver.run(callback). */
    private static Witness witness(Class<?> receiverType, Class<?> callbackType, String callbackMethod,
                                   String runner) throws Exception {
        MethodOperation add = new MethodOperation(receiverType.getMethod("add", Object.class), receiverType,
                receiverType, false);
        java.lang.reflect.Method m = callbackType.getMethod(callbackMethod, Object.class);
        // the environment: the receiver and false (captured), the parameter, what add returned
        int result = m.getReturnType() == void.class ? -1 : 1;
        CallbackOperation.Body body = new CallbackOperation.Body(m,
                List.of(new CallbackOperation.Call(add, new int[] {0, 2})), result);
        CallbackOperation callback = new CallbackOperation(callbackType, List.of(receiverType, boolean.class),
                List.of(body));
        MethodOperation run = new MethodOperation(receiverType.getMethod(runner, callbackType), receiverType,
                receiverType, false);
        return new Witness(new Statement[] {
            new Statement(new ConstructorOperation(receiverType.getConstructor(), receiverType), new int[0]),
            new Statement(new LiteralOperation(String.class, "a"), new int[0]),
            new Statement(add, new int[] {0, 1}),
            new Statement(new LiteralOperation(boolean.class, false), new int[0]),
            new Statement(callback, new int[] {0, 3}),
            new Statement(run, new int[] {0, 4})}, new int[] {5});
    }

    @Test
    void shouldFindAPredicateThatChangesTheListRemoveIfRunsItOn() throws Exception {
        Witness w = witness(ArrayList.class, Predicate.class, "test", "removeIf");
        assertTrue(lastThrows.reproduces(w), "ArrayList.removeIf fails when its predicate adds to the list");
        tried.clear();

        assertTrue(CallbackChangesReceiver.broken(w, lastThrows));
        assertEquals(1, tried.size(), "one experiment: the callback without its add");
    }

    @Test
    void shouldLeaveALibrarysOwnCallbackApiAlone() throws Exception {
        Witness w = witness(Notifier.class, Consumer.class, "accept", "each");
        assertTrue(lastThrows.reproduces(w), "the notifier fails when its callback adds to it");
        tried.clear();

        assertFalse(CallbackChangesReceiver.broken(w, lastThrows), "a re-entrant callback there is a bug to show");
        assertEquals(0, tried.size());
    }

    @Test
    void shouldHoldALibrarysMethodModelledOnTheJdksToTheSameRule() throws Exception {
        Witness w = witness(Notifier.class, Consumer.class, "accept", "forEach");
        assertTrue(lastThrows.reproduces(w), "the notifier's forEach fails when its callback adds to it");
        tried.clear();

        assertTrue(CallbackChangesReceiver.broken(w, lastThrows), "forEach taking a java.util.function type");
        assertEquals(1, tried.size());
    }
}
