package dev.ferret.core.judge;

import dev.ferret.core.execution.Execution;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import java.lang.reflect.Executable;
import java.lang.reflect.Modifier;

/**
 * A class's guard against its own internal use: an {@link AssertionError} thrown by a method or
 * constructor that is not public, from its own body (the exception's first frame is that member),
 * when the test called it directly. guava's immutable tables answer
 * {@code SparseImmutableTable.cellIterator()} with {@code throw new AssertionError("should never be
 * called")}: the tests reach package-private members because they share the class's package, but
 * such a member is not the class's API, and the guard is no bug. The sequence is illegal
 * ({@value #RULE}); an {@code AssertionError} of a public member stays an error.
 */
final class InternalGuard {

    /** The rule name. */
    static final String RULE = "internal-guard";

    private InternalGuard() {
    }

    /** {@code v}, or an illegal sequence under {@value #RULE} for a non-public member's own AssertionError. */
    static ExceptionPolicy.Verdict classify(ExceptionPolicy.Verdict v, Execution ex, Statement[] flat) {
        if (v.behavior() != ExceptionBehavior.ERROR || !ExceptionPolicy.ASSERTION_RULE.equals(v.rule())
                || ex.failedAt() < 0 || !(ex.thrown() instanceof AssertionError)) {
            return v;
        }
        Executable member = member(flat[ex.failedAt()].operation());
        StackTraceElement[] trace = ex.thrown().getStackTrace();
        if (member == null || Modifier.isPublic(member.getModifiers()) || trace.length == 0
                || !trace[0].getClassName().equals(member.getDeclaringClass().getName())
                || !trace[0].getMethodName().equals(member instanceof java.lang.reflect.Constructor<?> ? "<init>"
                        : member.getName())) {
            return v;
        }
        return new ExceptionPolicy.Verdict(ExceptionBehavior.INVALID, RULE);
    }

    private static Executable member(Operation op) {
        if (op instanceof MethodOperation m) {
            return m.method();
        }
        return op instanceof ConstructorOperation c ? c.constructor() : null;
    }
}
