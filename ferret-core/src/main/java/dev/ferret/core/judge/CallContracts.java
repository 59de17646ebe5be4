package dev.ferret.core.judge;

import dev.ferret.core.contract.ContractFailure;
import dev.ferret.core.execution.Execution;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.oracle.Violation;
import dev.ferret.core.testcase.Check;

/**
 * Turns a contract that failed at a call of the code under test into the check a test asserts
 * after that call: the contract's roles ({@code this}, the parameters, the result) become the
 * steps that hold them.
 */
public final class CallContracts {

    private CallContracts() {
    }

    /**
     * The check for a failure at statement {@code at}, anchored on the receiver (or the call's
     * value, or its first input); null when it cannot be written (a condition on a value no
     * step holds).
     */
    public static Check.ContractCheck check(ContractFailure failure, Statement[] flat, int at) {
        Statement s = flat[at];
        Operation op = s.operation();
        int[] in = s.inputs();
        boolean instance = op instanceof MethodOperation m && !m.isStatic();
        boolean constructor = op instanceof ConstructorOperation;
        int params = in.length - (instance ? 1 : 0);
        int[] stepOfRole = new int[params + 2];
        stepOfRole[0] = instance ? in[0] : constructor ? at : -1;
        for (int k = 0; k < params; k++) {
            stepOfRole[k + 1] = in[k + (instance ? 1 : 0)];
        }
        boolean hasValue = op.outputType() != void.class;
        stepOfRole[params + 1] = hasValue && !constructor ? at : -1;
        int anchor = stepOfRole[0] >= 0 ? stepOfRole[0] : hasValue ? at : in.length > 0 ? in[0] : -1;
        return anchor < 0 ? null : failure.check(anchor, stepOfRole);
    }

    /**
     * Whether a failure that blames the code under test was checked inside generated code: a
     * precondition of a generated implementation, or a contract of a call a generated body made.
     * The emitted body asserts it where it was checked (as plain Java: an {@link AssertionError}),
     * so the test's call that led there fails.
     */
    public static boolean insideGeneratedCode(ContractFailure cf) {
        return cf.atCallback() || cf.inGeneratedBody();
    }

    /**
     * The member to blame for a failure checked inside generated code, when not the failing
     * statement's: the call a generated body made whose code failed (with a class under test).
     */
    public static String blamedMember(ContractFailure cf) {
        return cf.blamedOwner() != null ? cf.blamedMember() : null;
    }

    /** The class under test of {@link #blamedMember}, or null. */
    public static Class<?> blamedOwner(ContractFailure cf) {
        return cf.blamedOwner();
    }

    /** The type a test sees thrown for this exception: an assertion's for a contract checked inside generated code. */
    public static Class<?> reportedType(Throwable thrown) {
        if (thrown instanceof ContractFailure cf && insideGeneratedCode(cf)) {
            return AssertionError.class;
        }
        return dev.ferret.core.model.Types.accessibleSupertype(thrown.getClass());
    }

    /** Rule name of an undeclared exception from a call that met its stated precondition. */
    public static final String BROKEN_PROMISE_RULE = "exception-despite-precondition";

    /**
     * The verdict on an exception thrown by the last executed statement (the policy's, with
     * {@link ReentrantModification}'s rule), turned into an
     * error when the policy merely expects it but the call met its stated precondition (the inputs
     * were legal, so the exception is the method's fault: the paper's bug 1).
     */
    public static ExceptionPolicy.Verdict verdict(ExceptionPolicy policy, Execution ex, Statement[] flat) {
        if (ex.thrown() instanceof ContractFailure cf && cf.blamesCode() && insideGeneratedCode(cf)) {
            return new ExceptionPolicy.Verdict(ExceptionBehavior.ERROR, cf.contract());
        }
        ExceptionPolicy.Verdict v = InternalGuard.classify(ReentrantModification.classify(policy, ex, flat), ex, flat);
        if (v.behavior() == ExceptionBehavior.EXPECTED && v.rule().equals("expected") && ex.failedAt() >= 0
                && flat[ex.failedAt()].operation().breaksPromise(ex.thrown())) {
            return new ExceptionPolicy.Verdict(ExceptionBehavior.ERROR, BROKEN_PROMISE_RULE);
        }
        return v;
    }

    /** The violation of a failure at statement {@code at}, filed under the failing call's class; null if unwritable. */
    static Violation violation(ContractFailure failure, Statement[] flat, int at) {
        Check.ContractCheck c = check(failure, flat, at);
        if (c == null) {
            return null;
        }
        int[] operands = c.operands().stream().mapToInt(Integer::intValue).toArray();
        return new Violation(c.contract(), c.condition(), operands, false, flat[at].operation().owner());
    }
}
