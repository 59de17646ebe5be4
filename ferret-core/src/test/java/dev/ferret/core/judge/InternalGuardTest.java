package dev.ferret.core.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ferret.core.execution.Execution;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import org.junit.jupiter.api.Test;

class InternalGuardTest {

    /** A class guarding a member that is not its API, and one whose public member fails an assertion. */
    static final class Table {
        static void cellIterator() {
            throw new AssertionError("should never be called");
        }

        public static void publicOne() {
            throw new AssertionError("broken invariant");
        }

        static void deeper() {
            publicOne();
        }
    }

    private static ExceptionPolicy.Verdict verdict(String method) throws Exception {
        java.lang.reflect.Method m = Table.class.getDeclaredMethod(method);
        Statement[] flat = {new Statement(new MethodOperation(m, Table.class, Table.class, true), new int[0])};
        Throwable thrown;
        try {
            m.invoke(null);
            throw new IllegalStateException("no AssertionError");
        } catch (java.lang.reflect.InvocationTargetException e) {
            thrown = e.getCause();
        }
        Execution ex = new Execution(new Object[1], 0, thrown, false);
        return InternalGuard.classify(ExceptionPolicy.defaults().classify(thrown, false), ex, flat);
    }

    @Test
    void shouldTakeTheGuardOfAMemberThatIsNotPublicForAnIllegalSequence() throws Exception {
        ExceptionPolicy.Verdict v = verdict("cellIterator");
        assertEquals(ExceptionBehavior.INVALID, v.behavior());
        assertEquals(InternalGuard.RULE, v.rule());
    }

    @Test
    void shouldKeepAnAssertionErrorOfAPublicMemberOrThrownDeeperAnError() throws Exception {
        assertEquals(ExceptionPolicy.ASSERTION_RULE, verdict("publicOne").rule());
        assertEquals(ExceptionPolicy.ASSERTION_RULE, verdict("deeper").rule(), "thrown by another member");
        ExceptionPolicy.Verdict expected = new ExceptionPolicy.Verdict(ExceptionBehavior.EXPECTED, "expected");
        assertSame(expected, InternalGuard.classify(expected, new Execution(new Object[1], 0, new AssertionError(), false),
                new Statement[1]));
    }
}
