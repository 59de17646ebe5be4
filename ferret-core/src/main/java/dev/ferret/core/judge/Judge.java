package dev.ferret.core.judge;

import dev.ferret.core.build.KeptSequence;
import dev.ferret.core.contract.ContractFailure;
import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.Execution;
import dev.ferret.core.execution.SequenceExecutor;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.GeneratedCodeFaults;
import dev.ferret.core.model.SubclassOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.oracle.ContractChecker;
import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.oracle.RegressionObserver;
import dev.ferret.core.oracle.ScratchMentions;
import dev.ferret.core.oracle.Violation;
import dev.ferret.core.testcase.Check;
import java.util.ArrayList;
import java.util.List;

/**
 * Executes a sequence and classifies it: everything that touches the code under test happens
 * here, on the execution thread (running, contract checks, index pruning, observers). A
 * {@link ValueObserver} sees each call of the sequences judged.
 */
public final class Judge {

    private static final long LARGE_NUMBER_LIMIT = 10_000;
    private static final int VALUE_SET_CAPACITY = 50_000;
    private static final int MAX_SCANNED_TEXT = 100_000;
    /** A class or array name, '@', and six to eight lowercase hex digits: {@code Object.toString()}. */
    private static final java.util.regex.Pattern IDENTITY_HASH =
            java.util.regex.Pattern.compile("[\\w$;\\]]@[0-9a-f]{6,8}(?![0-9a-zA-Z])");

    private final ContractChecker checker;
    private final ExceptionPolicy policy;
    private final IndexPruner pruner;
    private final RegressionObserver observer;
    private final ValueObserver valueObserver;

    /**
     * @param checker the contracts to check on the values of a normal sequence
     * @param policy classifies exceptions
     * @param valueObserver sees every call of the sequences judged; {@link ValueObserver#NONE} for none
     */
    public Judge(ContractChecker checker, ExceptionPolicy policy, ValueObserver valueObserver) {
        this(checker, policy, valueObserver, ScratchMentions.NONE);
    }

    /**
     * @param checker the contracts to check on the values of a normal sequence
     * @param policy classifies exceptions
     * @param valueObserver sees every call of the sequences judged; {@link ValueObserver#NONE} for none
     * @param scratch the texts that name the run's scratch directory: values mentioning them are
     *     not asserted
     */
    public Judge(ContractChecker checker, ExceptionPolicy policy, ValueObserver valueObserver,
                 ScratchMentions scratch) {
        this(checker, policy, new IndexPruner(LARGE_NUMBER_LIMIT, VALUE_SET_CAPACITY), new RegressionObserver(scratch),
                valueObserver);
    }

    Judge(ContractChecker checker, ExceptionPolicy policy, IndexPruner pruner, RegressionObserver observer,
          ValueObserver valueObserver) {
        this.checker = checker;
        this.policy = policy;
        this.pruner = pruner;
        this.observer = observer;
        this.valueObserver = valueObserver;
    }

    /**
     * Executes and classifies. A failure of the judging itself (anything thrown by a value's own
     * methods outside the sequence's calls, an OutOfMemoryError included) makes the sequence
     * invalid.
     *
     * @param sequence the sequence
     * @param flat its flat statements
     * @param peers for a combination, the indices whose mutual contracts alone are checked; null
     *     for a sequence that ends in new calls
     */
    public Judgement judge(Sequence sequence, Statement[] flat, int[] peers, CallClock clock) {
        try {
            return judgeUnchecked(sequence, flat, peers, clock);
        } catch (OutOfMemoryError e) { // the heap filled outside the calls' own catch: still worth reporting
            return new Judgement(Judgement.Kind.INVALID, flat.length - 1, OutOfMemoryError.class, null, null, null,
                    List.of());
        } catch (Throwable e) { // NOPMD: an AssertionError (or other error) from a value's own methods
            return Judgement.invalid();
        }
    }

    /**
     * Executes and classifies a slice of a sequence judged before (see
     * {@link dev.ferret.core.keep.SliceRunner}): the same exception policy, contracts on the values
     * its last statement produced or used, and the regression checks of a normal run; no value
     * observer, no pool values.
     */
    public Judgement judgeSlice(Statement[] flat, CallClock clock) {
        return judgeSlice(flat, clock, false);
    }

    /**
     * Executes and classifies a slice as {@link #judgeSlice(Statement[], CallClock)} does; with
     * {@code everyValue}, the checks of a normal run or of one that ends in an expected exception
     * also hold the result of every earlier statement
     * that is a primitive or a string (literals aside), so that a caller comparing two runs can tell
     * which step's result changed first (they are not checks a test asserts).
     */
    public Judgement judgeSlice(Statement[] flat, CallClock clock, boolean everyValue) {
        try {
            Execution ex = SequenceExecutor.execute(flat, clock);
            if (ex.failed()) {
                Judgement failed = failure(ex, flat);
                return everyValue && failed.kind() == Judgement.Kind.EXPECTED_EXCEPTION
                        ? failed.withObservations(everyValue(flat, ex.values(), ex.failedAt(), List.of(), clock)) : failed;
            }
            Object[] values = ex.values();
            clock.callStarted();
            Judgement rejected = rejected(checker.check(values, touched(flat, flat.length - 1)), values);
            if (rejected != null) {
                return rejected;
            }
            List<Check> observations = observe(flat, values, clock);
            if (everyValue) {
                observations = everyValue(flat, values, flat.length - 1, observations, clock);
            }
            return new Judgement(Judgement.Kind.NORMAL, -1, null, null, null, null, observations);
        } catch (Throwable e) { // NOPMD: as in judge: the judging itself failed
            return Judgement.invalid();
        }
    }

    /**
     * {@code observations} and the result of each statement before {@code end} that is a primitive,
     * a string or an array ({@link RegressionObserver#arrayValue}), or else what it prints ({@link RegressionObserver#fingerprint}): a date made
     * from the clock prints another date elsewhere.
     */
    private List<Check> everyValue(Statement[] flat, Object[] values, int end, List<Check> observations,
                                   CallClock clock) {
        List<Check> all = new ArrayList<>(observations);
        for (int i = 0; i < end; i++) {
            if (values[i] == null || flat[i].operation() instanceof dev.ferret.core.model.LiteralOperation) {
                continue;
            }
            if (Types.isLiteralType(values[i].getClass())) {
                all.add(new Check.ValueCheck(i, null, values[i]));
            } else if (values[i].getClass().isArray()) {
                all.add(new Check.ValueCheck(i, null, observer.arrayValue(values[i])));
            } else {
                RegressionObserver.Fingerprint printed = observer.fingerprint(values[i], clock);
                if (printed != null) {
                    all.add(new Check.ValueCheck(i, null, printed));
                }
            }
        }
        return all;
    }

    private Judgement judgeUnchecked(Sequence sequence, Statement[] flat, int[] peers, CallClock clock) {
        int tailStart = sequence.tailStart();
        if (valueObserver != ValueObserver.NONE) {
            valueObserver.sequenceStarting(flat, tailStart);
        }
        Execution ex = SequenceExecutor.execute(flat, clock, valueObserver);
        if (SelfContainment.found(flat, ex.values(), ex.failed() ? ex.failedAt() : flat.length - 1)) {
            return Judgement.invalid(); // a collection put into itself: unusable by the JDK's own rules
        }
        if (ex.failed()) {
            if (ex.failedAt() < tailStart && !(flat[ex.failedAt()].operation() instanceof SubclassOperation)) {
                return Judgement.invalid(); // a prefix that passed before failed now: unstable
            } // a generated subclass is built as an input: its constructor may fail the first time it runs
            return unlessSelfContaining(failure(ex, flat), ex.values());
        }
        Object[] values = ex.values();
        clock.callStarted();
        Judgement rejected = rejected(peers != null ? checker.checkAmong(values, peers)
                : checker.check(values, touched(flat, tailStart)), values);
        return rejected != null ? unlessSelfContaining(rejected, values) : new Judgement(Judgement.Kind.NORMAL, -1, null, null, null,
                keep(sequence, flat, values, clock), observe(flat, values, clock));
    }

    /**
     * A failure, unless some collection or map among the values contains itself through others
     * (a decorator or view holding it, an element holding the decorator): then the failure is
     * the JDK's documented undefined behaviour of such collections, and the sequence is illegal.
     */
    private static Judgement unlessSelfContaining(Judgement j, Object[] values) {
        boolean failure = j.kind() == Judgement.Kind.ERROR_EXCEPTION || j.kind() == Judgement.Kind.VIOLATION;
        return failure && SelfContainment.cyclic(values) ? Judgement.invalid() : j;
    }

    /** The judgement of an execution that threw, by the exception policy. */
    private Judgement failure(Execution ex, Statement[] flat) {
        if (ex.thrown() instanceof ContractFailure cf) {
            return contractFailure(cf, flat, ex.failedAt());
        }
        if (GeneratedCodeFaults.isGenerated(ex.thrown())) {
            return Judgement.invalid(); // thrown by generated code, or its call budget ran out: not the code's fault
        }
        ExceptionPolicy.Verdict v = CallContracts.verdict(policy, ex, flat);
        if (v.behavior() == ExceptionBehavior.ERROR && ExceptionPolicy.NPE_RULE.equals(v.rule())
                && NullElements.inArguments(flat[ex.failedAt()], ex.values())) {
            v = new ExceptionPolicy.Verdict(ExceptionBehavior.ERROR, ExceptionPolicy.NULL_ELEMENT_RULE);
        }
        if (v.behavior() == ExceptionBehavior.ERROR
                && GeneratedCodeFaults.explainedByReturn(ex.thrown())) {
            return Judgement.invalid(); // a null or unchecked value a generated body returned: its input, not a bug
        }
        Class<?> thrown = Types.accessibleSupertype(ex.thrown().getClass());
        return switch (v.behavior()) {
            case INVALID -> new Judgement(Judgement.Kind.INVALID, ex.failedAt(), ex.thrown().getClass(), v, null,
                    null, List.of());
            case ERROR -> new Judgement(Judgement.Kind.ERROR_EXCEPTION, ex.failedAt(), thrown, v, null, null,
                    List.of());
            case EXPECTED -> showsIdentity(ex.values(), ex.failedAt()) ? Judgement.invalid()
                    : new Judgement(Judgement.Kind.EXPECTED_EXCEPTION, ex.failedAt(), thrown, v, null, null, List.of());
        };
    }

    /**
     * A contract that failed at a call: the generated code's fault (a precondition of a method it
     * called, a postcondition of a method it implemented) makes the sequence invalid; the code's
     * fault (a postcondition or invariant of the method called) is a violation filed after that
     * call. The code's fault checked inside generated code (a precondition of a generated
     * implementation that the code under test broke, a postcondition of a call a generated body
     * made) is an error of the test's call that led there: the emitted body asserts the contract
     * where it was checked ({@link CallContracts#insideGeneratedCode}).
     */
    private static Judgement contractFailure(ContractFailure cf, Statement[] flat, int at) {
        if (!cf.blamesCode() || GeneratedCodeFaults.isGenerated(cf)) {
            return Judgement.invalid();
        }
        if (CallContracts.insideGeneratedCode(cf)) {
            return new Judgement(Judgement.Kind.ERROR_EXCEPTION, at,
                    AssertionError.class, new ExceptionPolicy.Verdict(ExceptionBehavior.ERROR, cf.contract()), null,
                    null, List.of(), CallContracts.blamedMember(cf), CallContracts.blamedOwner(cf));
        }
        Violation v = CallContracts.violation(cf, flat, at);
        return v == null ? Judgement.invalid()
                : new Judgement(Judgement.Kind.VIOLATION, at, null, null, v, null, List.of());
    }

    /** A violation, or an invalid judgement when a computed text shows an identity hash; null for neither. */
    private static Judgement rejected(Violation violation, Object[] values) {
        if (violation != null) {
            return new Judgement(Judgement.Kind.VIOLATION, -1, null, null, violation, null, List.of());
        }
        return showsIdentity(values, values.length) ? Judgement.invalid() : null;
    }

    /**
     * Whether a text the sequence computed shows an identity hash code ({@code [S@677327b6}, the
     * default {@code toString} of an object or array). What such a sequence does next can depend on
     * the hash (a digit 8 or 9 in it made {@code NumberUtils.createInteger} throw in 3.5% of the runs
     * of one lang3 test), which differs from run to run: it is neither a regression test nor a
     * source of pool values.
     */
    static boolean showsIdentity(Object[] values, int upTo) {
        for (int i = 0; i < upTo && i < values.length; i++) {
            if (values[i] instanceof String s && s.length() <= MAX_SCANNED_TEXT && s.indexOf('@') >= 0
                    && IDENTITY_HASH.matcher(s).find()) {
                return true;
            }
        }
        return false;
    }

    /** Indices the newest statements produced or used. */
    private static int[] touched(Statement[] flat, int tailStart) {
        List<Integer> idx = new ArrayList<>();
        for (int i = tailStart; i < flat.length; i++) {
            idx.add(i);
            for (int in : flat[i].inputs()) {
                idx.add(in);
            }
        }
        return idx.stream().mapToInt(Integer::intValue).toArray();
    }

    private KeptSequence keep(Sequence sequence, Statement[] flat, Object[] values, CallClock clock) {
        List<Integer> reusable = new ArrayList<>();
        for (int i = 0; i < flat.length; i++) {
            if (flat[i].operation().outputType() != void.class) {
                clock.callStarted();
                if (pruner.reusable(values[i])) {
                    reusable.add(i);
                }
            }
        }
        if (reusable.isEmpty()) {
            reusable = peerGroup(flat, values);
        }
        int n = reusable.size();
        int[] idx = new int[n];
        Class<?>[] runtime = new Class<?>[n];
        Class<?>[] declared = new Class<?>[n];
        for (int k = 0; k < n; k++) {
            int i = reusable.get(k);
            idx[k] = i;
            runtime[k] = values[i].getClass();
            declared[k] = flat[i].operation().outputType();
        }
        return new KeptSequence(sequence, idx, runtime, declared);
    }

    /**
     * The indices of the first class (in statement order) with two or more distinct non-literal
     * values, if that group is new; otherwise empty.
     */
    private List<Integer> peerGroup(Statement[] flat, Object[] values) {
        java.util.Map<Class<?>, List<Integer>> byClass = new java.util.LinkedHashMap<>();
        java.util.Set<Object> distinct = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (int i = 0; i < values.length; i++) {
            Object v = values[i];
            if (v != null && !Types.isLiteralType(v.getClass()) && !v.getClass().isArray() && distinct.add(v)) {
                byClass.computeIfAbsent(v.getClass(), k -> new ArrayList<>()).add(i);
            }
        }
        for (java.util.Map.Entry<Class<?>, List<Integer>> e : byClass.entrySet()) {
            List<Integer> group = e.getValue();
            if (group.size() < 2 || group.size() > 4) {
                continue;
            }
            try {
                List<String> printed = new ArrayList<>();
                for (int i : group) {
                    printed.add(String.valueOf(values[i]));
                }
                java.util.Collections.sort(printed);
                if (pruner.novelGroup(e.getKey().getName() + printed)) {
                    return group;
                }
            } catch (RuntimeException | StackOverflowError ex) {
                return List.of();
            }
            return List.of();
        }
        return List.of();
    }

    /**
     * The checks of the last call: its result, its receiver's observers, and, when it returns
     * nothing, the arrays it was given ({@code ArrayUtils.swap(ints, 0, 1)}: what it did to them).
     */
    private List<Check> observe(Statement[] flat, Object[] values, CallClock clock) {
        int last = flat.length - 1;
        List<Check> checks = new ArrayList<>(observer.observe(values[last],
                flat[last].operation().outputType(), last, true, clock));
        int receiver = -1;
        if (flat[last].operation() instanceof MethodOperation m && !m.isStatic()) {
            receiver = flat[last].inputs()[0];
            if (values[receiver] != values[last]) {
                checks.addAll(observer.observe(values[receiver], flat[receiver].operation().outputType(), receiver,
                        false, clock));
            }
        }
        if (flat[last].operation() instanceof MethodOperation && flat[last].operation().outputType() == void.class) {
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int input : flat[last].inputs()) {
                if (input >= 0 && input != receiver && values[input] != null && values[input].getClass().isArray() && seen.add(input)) {
                    checks.addAll(observer.observe(values[input], flat[input].operation().outputType(), input, true,
                            clock));
                }
            }
        }
        return checks;
    }
}
