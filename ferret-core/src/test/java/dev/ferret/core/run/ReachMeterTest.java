package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import java.io.BufferedReader;
import java.io.Reader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class ReachMeterTest {

    private static MethodOperation method(Class<?> c, String name, Class<?>... params) throws Exception {
        return new MethodOperation(c.getMethod(name, params), c, c, false);
    }

    @Test
    void shouldCountMethodsAndConstructorsWithAnInterfaceOrAbstractParameter() throws Exception {
        MethodOperation forEach = method(ArrayDeque.class, "forEach", Consumer.class);
        MethodOperation push = method(ArrayDeque.class, "push", Object.class);
        ConstructorOperation reader = new ConstructorOperation(BufferedReader.class.getConstructor(Reader.class),
                BufferedReader.class);
        ConstructorOperation plain = new ConstructorOperation(ArrayDeque.class.getConstructor(int.class),
                ArrayDeque.class);
        ReachMeter meter = new ReachMeter(List.<Operation>of(forEach, push, reader, plain));
        assertTrue(meter.counts());
        assertEquals(List.of(reader.signature(), forEach.signature()).stream().sorted().toList(),
                meter.reach().methods(), "an interface parameter and an abstract class parameter; "
                        + "not Object, not int (abstract by its modifiers), not the receiver");
        assertTrue(meter.reach().reached().isEmpty());
        assertFalse(ReachMeter.interfaceOrAbstract(int.class));
        assertFalse(ReachMeter.interfaceOrAbstract(Runnable[].class));
        assertTrue(ReachMeter.interfaceOrAbstract(Reader.class));
    }

    /** Closed: final, a record, an enum, only private constructors; open: an ordinary class. */
    public static final class Sealed {
        private Sealed() {
        }

        public void take(Sealed s, Point p, Unit u, Hidden h, Open o, String jdk, Runnable r) {
        }
    }

    /** A record. */
    public record Point(int x) {
    }

    /** An enum. */
    public enum Unit { ONE }

    /** Only a private constructor. */
    public static class Hidden {
        private Hidden() {
        }
    }

    /** Open. */
    public static class Open {
    }

    @Test
    void shouldReportClosedParameterTypesOfTheCodeUnderTest() throws Exception {
        MethodOperation take = method(Sealed.class, "take", Sealed.class, Point.class, Unit.class, Hidden.class,
                Open.class, String.class, Runnable.class);
        ReachMeter meter = new ReachMeter(List.<Operation>of(take));
        assertEquals(List.of(Hidden.class.getName(), Point.class.getName(), Sealed.class.getName(),
                Unit.class.getName()), meter.reach().closed(), "not the open class, a JDK class, an interface");
        assertEquals(meter.reach().closed(), CallbackReach.NONE.plus(meter.reach()).closed());
    }

    @Test
    void shouldReachAMethodOnlyWhenAnArgumentIsAGeneratedImplementation() throws Exception {
        ConstructorOperation newDeque = new ConstructorOperation(ArrayDeque.class.getConstructor(), ArrayDeque.class);
        MethodOperation forEach = method(ArrayDeque.class, "forEach", Consumer.class);
        MethodOperation andThen = method(Consumer.class, "andThen", Consumer.class);
        ReachMeter meter = new ReachMeter(List.<Operation>of(forEach, andThen));
        CallbackOperation generated = new CallbackOperation(Consumer.class, List.of(),
                List.of(new CallbackOperation.Body(Consumer.class.getMethod("accept", Object.class), List.of(), -1)));
        LiteralOperation none = new LiteralOperation(Consumer.class, null);

        run(meter, new Statement(newDeque, new int[0]), new Statement(none, new int[0]),
                new Statement(forEach, new int[] {0, 1}));
        assertTrue(meter.reach().reached().isEmpty(), "a consumer that is not generated");
        run(meter, new Statement(generated, new int[0]), new Statement(none, new int[0]),
                new Statement(andThen, new int[] {0, 1}));
        assertTrue(meter.reach().reached().isEmpty(), "a generated receiver is no argument");
        run(meter, new Statement(newDeque, new int[0]), new Statement(generated, new int[0]),
                new Statement(forEach, new int[] {0, 1}));
        assertEquals(List.of(forEach.signature()), meter.reach().reached());
    }

    private static void run(ValueObserver meter, Statement... flat) {
        meter.sequenceStarting(flat, 0);
        for (int i = 0; i < flat.length; i++) {
            meter.beforeCall(i, flat[i], new Object[flat[i].inputs().length]);
        }
    }

    @Test
    void shouldReportTheReachOfARunAndNoneWithCallbacksOff() throws Exception {
        Path classes = Path.of(ReachFixture.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        RunConfig config = RunConfig.of(List.of(classes), List.of(ReachFixture.class.getName()))
                .withSeed(1).withSequenceLimit(300).withTimeLimit(Duration.ofSeconds(20));
        RunSummary on = new InProcessEngine(ClassRewriter.NONE, ExecutionWatcher.NONE, ValueObserver.NONE)
                .run(config, GenerationListener.NOOP);
        CallbackReach reach = on.callbackReach();
        assertTrue(reach.enabled());
        assertEquals(2, reach.methods().size(), reach.methods().toString());
        assertEquals(1, reach.reachedCount(), "add(IntSupplier) is implemented, count(NavigableMap) is not");
        assertTrue(reach.missed().get(0).contains("count("), reach.missed().toString());

        RunSummary off = new InProcessEngine(ClassRewriter.NONE, ExecutionWatcher.NONE, ValueObserver.NONE)
                .run(config.withCallbacks(false), GenerationListener.NOOP);
        assertFalse(off.callbackReach().enabled());
        assertEquals(2, off.callbackReach().methods().size());
        assertTrue(off.callbackReach().reached().isEmpty());
    }
}
