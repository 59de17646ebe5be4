package dev.ferret.core.failure;

import dev.ferret.core.contract.ContractFailure;
import dev.ferret.core.judge.CallContracts;
import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.Execution;
import dev.ferret.core.execution.SequenceExecutor;
import dev.ferret.core.judge.Blame;
import dev.ferret.core.judge.SelfContainment;
import dev.ferret.core.judge.ReentrantModification;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.oracle.ContractChecker;
import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.oracle.Violation;
import dev.ferret.core.testcase.Check;
import java.util.ArrayList;
import java.util.List;

/**
 * The distinguishing oracle of minimization: executes a witness and tells whether it fails like
 * the original, that is with the same contract violated on its anchors or the same exception
 * (rule and type) from its last statement, filed under the same class and method. Runs on the
 * execution thread.
 */
final class Reproducer {

    private final ContractChecker checker;
    private final ExceptionPolicy policy;
    private final List<Class<?>> classesUnderTest;
    private final String failure;
    private final String failingMethod;
    private final Class<?> subject;
    private final Class<?> thrown;

    /**
     * @param failure the violated contract or the exception rule
     * @param failingMethod the member name the failure is filed under; null for any (contract
     *     violations only)
     * @param subject the class the failure is filed under
     * @param thrown for an exception, its (accessible) type; null for a contract violation
     */
    Reproducer(ContractChecker checker, ExceptionPolicy policy, List<Class<?>> classesUnderTest, String failure,
               String failingMethod, Class<?> subject, Class<?> thrown) {
        this.checker = checker;
        this.policy = policy;
        this.classesUnderTest = classesUnderTest;
        this.failure = failure;
        this.failingMethod = failingMethod;
        this.subject = subject;
        this.thrown = thrown;
    }

    /** The check a test of this witness asserts, if the witness fails like the original; else null. */
    Check check(Witness w, CallClock clock) {
        try {
            if (thrown == ContractFailure.class) {
                return callContractCheck(w, clock);
            }
            return thrown != null ? exceptionCheck(w, clock) : contractCheck(w, clock);
        } catch (Throwable e) { // anything from the code under test outside its calls: not reproduced
            return null;
        }
    }

    private Check exceptionCheck(Witness w, CallClock clock) {
        Statement[] s = w.statements();
        int last = s.length - 1;
        if (w.anchors().length != 1 || w.anchors()[0] != last) {
            return null;
        }
        Execution ex = SequenceExecutor.execute(s, clock);
        if (SelfContainment.inFailure(s, ex.values(), ex.failed() ? ex.failedAt() : s.length - 1)) {
            return null; // a collection that holds itself: illegal, as when generated
        }
        if (ex.failedAt() != last) {
            return null;
        }
        ExceptionPolicy.Verdict v = CallContracts.verdict(policy, ex, s);
        Class<?> type = CallContracts.reportedType(ex.thrown());
        String member = s[last].operation().memberName();
        Class<?> owner = s[last].operation().owner();
        if (ex.thrown() instanceof ContractFailure cf && CallContracts.blamedMember(cf) != null) {
            member = CallContracts.blamedMember(cf);
            owner = CallContracts.blamedOwner(cf);
        }
        if (v.behavior() != ExceptionBehavior.ERROR || !v.rule().equals(failure) || type != thrown
                || !member.equals(failingMethod) || owner != subject) {
            return null;
        }
        return new Check.NoExceptionCheck(last, Types.name(type), v.rule());
    }

    /** The same contract fails, blaming the code, at the witness's last call, of the same method. */
    private Check callContractCheck(Witness w, CallClock clock) {
        Statement[] s = w.statements();
        int last = s.length - 1;
        Execution ex = SequenceExecutor.execute(s, clock);
        if (SelfContainment.inFailure(s, ex.values(), ex.failed() ? ex.failedAt() : s.length - 1)) {
            return null; // a collection that holds itself: illegal, as when generated
        }
        if (ex.failedAt() != last || !(ex.thrown() instanceof ContractFailure cf) || !cf.blamesCode()
                || CallContracts.insideGeneratedCode(cf) || !cf.contract().equals(failure)
                || !s[last].operation().memberName().equals(failingMethod) || s[last].operation().owner() != subject) {
            return null;
        }
        Check.ContractCheck check = CallContracts.check(cf, s, last);
        if (check == null) {
            return null;
        }
        for (int o : check.operands()) {
            if (!contains(w.anchors(), o)) {
                return null; // the minimizer may only keep witnesses whose anchors still hold the values
            }
        }
        return check;
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    private Check contractCheck(Witness w, CallClock clock) {
        Statement[] s = w.statements();
        Execution ex = SequenceExecutor.execute(s, clock);
        if (SelfContainment.inFailure(s, ex.values(), ex.failed() ? ex.failedAt() : s.length - 1)) {
            return null; // a collection that holds itself: illegal, as when generated
        }
        if (ex.failed()) {
            return null;
        }
        clock.callStarted();
        Violation v = checker.checkOn(ex.values(), w.anchors(), failure);
        if (v == null || Blame.subject(v, s, classesUnderTest) != subject
                || failingMethod != null
                && !Blame.lastToTouch(s, v.operands()[0], subject).memberName().equals(failingMethod)) {
            return null;
        }
        List<Integer> operands = new ArrayList<>();
        for (int o : v.operands()) {
            operands.add(o);
        }
        return new Check.ContractCheck(v.contract(), v.condition(), operands, v.threw());
    }
}
