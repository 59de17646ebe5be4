package dev.ferret.core.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.Execution;
import dev.ferret.core.execution.SequenceExecutor;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class ReentrantModificationTest {

    private static MethodOperation method(String name, Class<?>... params) throws Exception {
        return new MethodOperation(ReentrantFixture.class.getMethod(name, params), ReentrantFixture.class,
                ReentrantFixture.class, false);
    }

    /** new fixture, "x", a generated {@code type} whose one method adds its argument to the fixture. */
    private static List<Statement> prefix(Class<?> type, String method, Class<?> param) throws Exception {
        CallbackOperation adds = new CallbackOperation(type, List.of(ReentrantFixture.class), List.of(
                new CallbackOperation.Body(type.getMethod(method, param),
                        List.of(new CallbackOperation.Call(method("add", String.class), new int[] {0, 1})), -1)));
        List<Statement> s = new ArrayList<>();
        s.add(new Statement(new ConstructorOperation(ReentrantFixture.class.getConstructor(), ReentrantFixture.class),
                new int[0]));
        s.add(new Statement(new LiteralOperation(String.class, "x"), new int[0]));
        s.add(new Statement(adds, new int[] {0}));
        s.add(new Statement(method("add", String.class), new int[] {0, 1}));
        return s;
    }

    private static ExceptionPolicy.Verdict verdict(List<Statement> statements) {
        Statement[] flat = statements.toArray(new Statement[0]);
        Execution ex = SequenceExecutor.execute(flat, CallClock.NONE);
        assertEquals(flat.length - 1, ex.failedAt(), () -> "the last call throws: " + ex.thrown());
        assertTrue(ex.thrown() instanceof java.util.ConcurrentModificationException, String.valueOf(ex.thrown()));
        return ReentrantModification.classify(ExceptionPolicy.defaults(), ex, flat);
    }

    @Test
    void shouldBlameAMethodThatFailsWhenAGeneratedListenerChangesItsReceiver() throws Exception {
        List<Statement> s = prefix(ReentrantFixture.Listener.class, "seen", String.class);
        s.add(new Statement(method("addListener", ReentrantFixture.Listener.class), new int[] {0, 2}));
        s.add(new Statement(method("audit"), new int[] {0}));
        ExceptionPolicy.Verdict v = verdict(s);
        assertEquals(ExceptionBehavior.ERROR, v.behavior());
        assertEquals(ReentrantModification.RULE, v.rule());
    }

    @Test
    void shouldLeaveAMethodTheJdkDeclaresToItsDocumentation() throws Exception {
        List<Statement> s = prefix(Consumer.class, "accept", Object.class);
        s.add(new Statement(method("forEach", Consumer.class), new int[] {0, 2}));
        ExceptionPolicy.Verdict v = verdict(s);
        assertEquals(ExceptionBehavior.INVALID, v.behavior(), "Iterable.forEach allows it");
        assertTrue(ReentrantModification.fromJdk(ReentrantFixture.class.getMethod("forEach", Consumer.class)));
        assertFalse(ReentrantModification.fromJdk(ReentrantFixture.class.getMethod("audit")));
        assertTrue(ReentrantModification.fromJdk(ReentrantFixture.class.getMethod("forEachEntry",
                java.util.function.BiConsumer.class)), "named like the JDK's for-each: the same rule");
    }

    @Test
    void shouldLeaveAModificationNoBodyMadeDuringTheCall() throws Exception {
        List<Statement> s = prefix(ReentrantFixture.Listener.class, "seen", String.class);
        s.add(new Statement(method("addListener", ReentrantFixture.Listener.class), new int[] {0, 2}));
        s.add(new Statement(method("tell", String.class), new int[] {0, 1}));
        s.add(new Statement(method("doubleItems"), new int[] {0}));
        assertEquals(ExceptionBehavior.INVALID, verdict(s).behavior(),
                "the listener changed the fixture during tell, not during doubleItems, which fails by itself");
    }
}
