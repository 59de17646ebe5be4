package dev.ferret.core.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class SequenceExecutorTest {

    private static MethodOperation method(Class<?> c, String name, Class<?>... params) throws Exception {
        return new MethodOperation(c.getMethod(name, params), c, c, false);
    }

    @Test
    void shouldRecordEveryValueWhenNothingThrows() throws Exception {
        Statement[] flat = {
            new Statement(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class), new int[0]),
            new Statement(new LiteralOperation(String.class, "a"), new int[0]),
            new Statement(method(ArrayList.class, "add", Object.class), new int[] {0, 1}),
            new Statement(method(ArrayList.class, "size"), new int[] {0}),
            new Statement(method(ArrayList.class, "clear"), new int[] {0}),
        };
        Execution ex = SequenceExecutor.execute(flat, CallClock.NONE);
        assertFalse(ex.failed());
        assertEquals(-1, ex.failedAt());
        assertNull(ex.thrown());
        assertFalse(ex.nullInput());
        assertEquals(5, ex.values().length);
        assertEquals(List.of(), ex.values()[0], "clear() ran after size()");
        assertEquals("a", ex.values()[1]);
        assertEquals(true, ex.values()[2]);
        assertEquals(1, ex.values()[3]);
        assertNull(ex.values()[4]);
    }

    @Test
    void shouldStopAtFirstThrowingStatementAndReportNullInput() throws Exception {
        AtomicInteger ticks = new AtomicInteger();
        Statement[] flat = {
            new Statement(LiteralOperation.nullOf(String.class), new int[0]),
            new Statement(new LiteralOperation(String.class, "x"), new int[0]),
            new Statement(method(String.class, "length"), new int[] {0}),
            new Statement(method(String.class, "length"), new int[] {1}),
        };
        Execution ex = SequenceExecutor.execute(flat, ticks::incrementAndGet);
        assertTrue(ex.failed());
        assertEquals(2, ex.failedAt());
        assertInstanceOf(NullPointerException.class, ex.thrown());
        assertTrue(ex.nullInput());
        assertNull(ex.values()[3], "statements after the failure are not run");
        assertEquals("x", ex.values()[1]);
        assertEquals(3, ticks.get(), "the clock ticks before each executed call");
    }

    @Test
    void shouldReportNoNullInputWhenFailingCallHadNone() throws Exception {
        Statement[] flat = {
            new Statement(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class), new int[0]),
            new Statement(new LiteralOperation(int.class, 0), new int[0]),
            new Statement(method(ArrayList.class, "get", int.class), new int[] {0, 1}),
        };
        Execution ex = SequenceExecutor.execute(flat, CallClock.NONE);
        assertEquals(2, ex.failedAt());
        assertInstanceOf(IndexOutOfBoundsException.class, ex.thrown());
        assertFalse(ex.nullInput());
    }

    @Test
    void shouldCountNullResultsUsedAsInputsAsNullInputs() throws Exception {
        // HashMap.get returns null; passing it on is a null input
        Statement[] flat = {
            new Statement(new ConstructorOperation(java.util.HashMap.class.getConstructor(), java.util.HashMap.class),
                    new int[0]),
            new Statement(new LiteralOperation(String.class, "k"), new int[0]),
            new Statement(method(java.util.HashMap.class, "get", Object.class), new int[] {0, 1}),
            new Statement(method(java.util.HashMap.class, "containsKey", Object.class), new int[] {0, 2}),
        };
        Execution ex = SequenceExecutor.execute(flat, CallClock.NONE);
        assertFalse(ex.failed());
        assertTrue(ex.nullInput());
        assertEquals(false, ex.values()[3]);
    }

    /** Records every callback as a line; checks the receiver's state before and after each call. */
    private static final class RecordingObserver implements ValueObserver {
        final List<String> events = new ArrayList<>();

        @Override
        public void beforeCall(int index, Statement statement, Object[] arguments) {
            events.add("before " + index + " " + java.util.Arrays.toString(arguments));
        }

        @Override
        public void afterCall(int index, Statement statement, Object[] arguments, Object result, Throwable thrown) {
            events.add("after " + index + " " + java.util.Arrays.toString(arguments) + " -> " + result
                    + (thrown == null ? "" : " threw " + thrown.getClass().getSimpleName()));
        }
    }

    @Test
    void shouldShowAnObserverEveryCallWithItsLiveValuesBeforeAndAfter() throws Exception {
        Statement[] flat = {
            new Statement(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class), new int[0]),
            new Statement(new LiteralOperation(String.class, "a"), new int[0]),
            new Statement(method(ArrayList.class, "add", Object.class), new int[] {0, 1}),
            new Statement(new LiteralOperation(int.class, 5), new int[0]),
            new Statement(method(ArrayList.class, "get", int.class), new int[] {0, 3}),
            new Statement(method(ArrayList.class, "size"), new int[] {0}),
        };
        RecordingObserver observer = new RecordingObserver();
        AtomicInteger ticks = new AtomicInteger();
        Execution ex = SequenceExecutor.execute(flat, ticks::incrementAndGet, observer);
        assertEquals(4, ex.failedAt());
        assertEquals(List.of(
                "before 0 []", "after 0 [] -> []",
                "before 1 []", "after 1 [] -> a",
                "before 2 [[], a]", "after 2 [[a], a] -> true",
                "before 3 []", "after 3 [] -> 5",
                "before 4 [[a], 5]", "after 4 [[a], 5] -> null threw IndexOutOfBoundsException"), observer.events);
        assertEquals(15, ticks.get(), "a tick before each call and each callback");
    }

    @Test
    void shouldNotTickTheClockMoreWithoutAnObserver() throws Exception {
        Statement[] flat = {
            new Statement(new LiteralOperation(String.class, "x"), new int[0]),
            new Statement(method(String.class, "length"), new int[] {0}),
        };
        AtomicInteger ticks = new AtomicInteger();
        Execution ex = SequenceExecutor.execute(flat, ticks::incrementAndGet, ValueObserver.NONE);
        assertEquals(1, ex.values()[1]);
        assertEquals(2, ticks.get());
    }
}
