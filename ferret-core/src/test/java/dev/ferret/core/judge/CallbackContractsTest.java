package dev.ferret.core.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.ContractChecker;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.testcase.Action;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Contracts checked inside generated code that blame the code under test: a precondition of a
 * generated listener the fixture breaks, and a postcondition of a call a generated body makes.
 */
class CallbackContractsTest {

    private static final Class<?> FIXTURE = CallbackContractFixture.class;

    private static MethodOperation method(String name, Class<?>... params) throws Exception {
        return new MethodOperation(FIXTURE.getMethod(name, params), FIXTURE, FIXTURE, false);
    }

    /** new fixture, a listener whose body makes {@code calls} on it, addListener, then {@code last}. */
    private static Judgement judge(List<CallbackOperation.Call> calls, MethodOperation last) throws Exception {
        CallbackOperation listener = new CallbackOperation(CallbackContractFixture.Listener.class, List.of(FIXTURE),
                List.of(new CallbackOperation.Body(CallbackContractFixture.Listener.class.getMethod("changed", int.class),
                        calls, -1)));
        List<Statement> s = new ArrayList<>();
        s.add(new Statement(new ConstructorOperation(FIXTURE.getConstructor(), FIXTURE), new int[0]));
        s.add(new Statement(listener, new int[] {0}));
        s.add(new Statement(method("addListener", CallbackContractFixture.Listener.class), new int[] {0, 1}));
        s.add(new Statement(last, new int[] {0}));
        Sequence sequence = Sequence.of(List.of(), s);
        Judge judge = new Judge(new ContractChecker(List.of()), ExceptionPolicy.defaults(), ValueObserver.NONE);
        return judge.judge(sequence, sequence.statements(), null, CallClock.NONE);
    }

    @Test
    void shouldBlameTheCallerThatBreaksAGeneratedListenersPrecondition() throws Exception {
        Judgement j = judge(List.of(), method("drain"));
        assertEquals(Judgement.Kind.ERROR_EXCEPTION, j.kind());
        assertEquals(3, j.failedAt());
        assertEquals(AssertionError.class, j.thrownType());
        assertEquals("precondition of Listener.changed: arg0 >= 0", j.exceptionVerdict().rule());
        assertNull(j.blamedMember(), "the test's own call, drain, is to blame");
    }

    @Test
    void shouldBlameTheMethodABodyCalledWhenItBreaksItsPostcondition() throws Exception {
        Judgement j = judge(List.of(new CallbackOperation.Call(method("lower"), new int[] {0})), method("tell"));
        assertEquals(Judgement.Kind.ERROR_EXCEPTION, j.kind());
        assertEquals("postcondition of CallbackContractFixture.lower: level() >= 0", j.exceptionVerdict().rule());
        assertEquals(FIXTURE.getName() + ".lower", j.blamedMember());
        assertEquals(FIXTURE, j.blamedOwner());
    }

    @Test
    void shouldRenderTheChecksWhereTheyRan() throws Exception {
        CallbackOperation listener = new CallbackOperation(CallbackContractFixture.Listener.class, List.of(FIXTURE),
                List.of(new CallbackOperation.Body(CallbackContractFixture.Listener.class.getMethod("changed", int.class),
                        List.of(new CallbackOperation.Call(method("lower"), new int[] {0})), -1)));
        Action.Overridden body = ((Action.Implementation) listener.toAction()).methods().get(0);
        assertEquals(List.of(new Action.Assertion("precondition of Listener.changed: arg0 >= 0", "{1} >= 0")),
                body.requires());
        assertEquals(List.of(new Action.Assertion("postcondition of CallbackContractFixture.lower: level() >= 0",
                "{0}.level() >= 0")), body.calls().get(0).ensures());
    }

    @Test
    void shouldLeaveAListenerThatIsToldLegalLevelsAlone() throws Exception {
        assertEquals(Judgement.Kind.NORMAL, judge(List.of(), method("tell")).kind());
    }
}
