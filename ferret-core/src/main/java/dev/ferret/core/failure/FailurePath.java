package dev.ferret.core.failure;

import dev.ferret.core.emit.FailureDeduplicator;
import dev.ferret.core.emit.TestCaseFactory;
import dev.ferret.core.judge.Blame;
import dev.ferret.core.judge.Judgement;
import dev.ferret.core.keep.TestOutput;
import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Minimizer;
import dev.ferret.core.minimize.ReplacementSource;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.oracle.Contracts;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.oracle.Violation;
import dev.ferret.core.testcase.Check;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The failure path, from a judged failure to an error-revealing test: a contract violation is
 * re-blamed first ({@link Reblamer}); every failure is counted, and one that is new or shorter
 * than the kept one is re-executed (a failure that does not show again is not written), minimized
 * ({@link Minimizer}, each candidate confirmed by a {@link Reproducer}), checked for blame of
 * generated code ({@link GeneratedCodeBlame}: not written when a generated override's returned
 * value caused it) and for broken usage rules, deduplicated (one test per failure, the plainest,
 * then the shortest) and emitted. An object contract's failure whose minimized witness shows its
 * {@link Culprit} in another class under test is filed, and deduplicated, under that class.
 *
 * <p>A failure is the same as one kept before when it breaks the same contract or exception rule
 * in the same method; a violation of an object's own contract ({@code equals}, {@code hashCode},
 * {@code compareTo}, {@code toString}: the built-in contracts) is the same when it breaks the same
 * contract of the same class, whichever call came last, since its cause is in that class. A
 * recommendation ({@link Contracts#isRecommendation}) is only counted unless the run is strict.
 */
public final class FailurePath {

    /** The name a failing check files its failure under: the contract, or the exception rule. */
    private static final Check.Visitor<String> VIOLATION = new Check.Visitor<>() {
        @Override
        public String valueCheck(Check.ValueCheck check) {
            throw new IllegalArgumentException("a value check is no failure: " + check);
        }

        @Override
        public String throwsCheck(Check.ThrowsCheck check) {
            throw new IllegalArgumentException("an expected exception is no failure: " + check);
        }

        @Override
        public String contractCheck(Check.ContractCheck check) {
            return check.contract();
        }

        @Override
        public String noExceptionCheck(Check.NoExceptionCheck check) {
            return check.rule();
        }
    };

    private static final long MINIMIZE_BUDGET_NANOS = 10_000_000_000L;

    private final Replayer replayer;
    private final Reblamer reblamer;
    private final ReplacementSource replacements;
    private final TestOutput output;
    private final boolean minimize;
    private final long seed;
    private final boolean strict;
    private final boolean reportUsage;
    /** The failures (contract or rule @ cause) found to break a usage rule: not minimized again. */
    private final Map<String, String> usageCauses = new java.util.HashMap<>();
    private final Map<String, Long> usageViolations = new TreeMap<>();
    /** The failures (contract or rule @ cause) found to come from generated code: not minimized again. */
    /** The failures the generated code caused, by cause, with the category they were counted under. */
    private final java.util.Map<String, String> generatedCauses = new java.util.HashMap<>();
    private final Map<String, Long> generatedFaults = new TreeMap<>();
    /** The {@link System#nanoTime()} at which the run's time is up; minimization ends by then. */
    private long stopAt;
    private boolean stopSet;
    private final FailureDeduplicator failures = new FailureDeduplicator();
    private final Map<String, Long> violations = new TreeMap<>();

    /**
     * A failure's witness with the check a test of it asserts, and where it is filed.
     *
     * @param cause what tells it apart from failures kept before besides its contract: the
     *     failing method, or the subject's class for an object's own contract
     */
    private record Filed(Witness witness, Check check, Class<?> subject, String failing, Reproducer reproducer,
                         String cause) {
        Filed(Witness witness, Check check, Class<?> subject, String failing, Reproducer reproducer) {
            this(witness, check, subject, failing, reproducer, failing);
        }

        Filed shorter(Witness shorter, Check confirmed) {
            return new Filed(shorter, confirmed, subject, failing, reproducer, cause);
        }
    }

    /**
     * @param replayer re-runs witnesses
     * @param replacements what the minimizer may put in place of a statement
     * @param output where error-revealing tests go
     * @param minimize whether failures are re-blamed, re-executed and minimized
     * @param seed the run's seed, recorded in each test
     * @param strict whether failures of recommendations are written as tests too
     * @param reportUsage whether failures that break a usage rule ({@link UsageRules}) are written
     *     as tests too; else they are only counted
     */
    public FailurePath(Replayer replayer, ReplacementSource replacements, TestOutput output, boolean minimize,
                       long seed, boolean strict, boolean reportUsage) {
        this.replayer = replayer;
        this.reblamer = new Reblamer(replayer);
        this.replacements = replacements;
        this.output = output;
        this.minimize = minimize;
        this.seed = seed;
        this.strict = strict;
        this.reportUsage = reportUsage;
    }

    /** A statement threw an exception the policy takes for a failure ({@link Judgement.Kind#ERROR_EXCEPTION}). */
    public void exception(Statement[] flat, Judgement j) throws InterruptedException {
        if (!reportUsage && ExceptionPolicy.NULL_ELEMENT_RULE.equals(j.exceptionVerdict().rule())) {
            violations.merge(ExceptionPolicy.NULL_ELEMENT_RULE, 1L, Long::sum);
            usageViolations.merge(UsageRules.NULL_ELEMENT, 1L, Long::sum);
            return; // a null element handed on: a rule of use, counted, written only when asked
        }
        Operation failing = flat[j.failedAt()].operation();
        Statement[] prefix = Arrays.copyOf(flat, j.failedAt() + 1);
        String member = j.blamedMember() != null ? j.blamedMember() : failing.memberName();
        Class<?> owner = j.blamedMember() != null ? j.blamedOwner() : failing.owner();
        Reproducer reproducer = replayer.reproducer(j.exceptionVerdict().rule(), member, owner, j.thrownType());
        Check check = new Check.NoExceptionCheck(j.failedAt(), Types.name(j.thrownType()),
                j.exceptionVerdict().rule());
        Class<?> filedUnder = owner != null ? owner : Blame.lastOwner(flat, j.failedAt() + 1);
        emit(new Filed(new Witness(prefix, new int[] {j.failedAt()}), check, filedUnder, member, reproducer));
    }

    /**
     * A contract was violated ({@link Judgement.Kind#VIOLATION}).
     *
     * @return false if the violating value is a helper built on demand (a JDK StringBuilder), not
     *     ours to judge: the sequence is then illegal
     */
    public boolean violation(Statement[] flat, Judgement j) throws InterruptedException {
        if (j.failedAt() >= 0) {
            callContract(Arrays.copyOf(flat, j.failedAt() + 1), j.violation());
            return true;
        }
        Violation v = j.violation();
        Class<?> subject = replayer.subject(v, flat);
        if (subject == null) {
            return false;
        }
        if (!strict && Contracts.isRecommendation(v.contract())) {
            violations.merge(v.contract(), 1L, Long::sum);
            return true;
        }
        List<Integer> operands = new ArrayList<>();
        for (int o : v.operands()) {
            operands.add(o);
        }
        Check check = new Check.ContractCheck(v.contract(), v.condition(), operands, v.threw());
        Witness witness = new Witness(flat, v.operands().clone());
        if (minimize && !reblamer.firstTry(v.contract() + "@" + subject.getName(), flat.length)) {
            violations.merge(v.contract(), 1L, Long::sum); // known, and no shorter than before
            return true;
        }
        if (minimize) {
            Reblamer.Reblamed reblamed = reblamer.withoutInnocentCalls(witness, v.contract(), subject);
            if (reblamed != null) {
                witness = reblamed.witness();
                check = reblamed.check();
            }
        }
        String failing = Blame.lastToTouch(witness.statements(), witness.anchors()[0], subject).memberName();
        emit(new Filed(witness, check, subject, failing, replayer.reproducer(v.contract(), failing, subject, null),
                subject.getName()));
        return true;
    }

    /**
     * A contract of a call failed after the call returned: the witness ends with that call, whose
     * method is blamed, and the test asserts the contract after it.
     */
    private void callContract(Statement[] flat, Violation v) throws InterruptedException {
        List<Integer> operands = new ArrayList<>();
        for (int o : v.operands()) {
            operands.add(o);
        }
        Operation failing = flat[flat.length - 1].operation();
        Check check = new Check.ContractCheck(v.contract(), v.condition(), operands, false);
        emit(new Filed(new Witness(flat, v.operands().clone()), check, v.subject(), failing.memberName(),
                replayer.callContractReproducer(v.contract(), failing.memberName(), v.subject())));
    }

    /**
     * Counts a failure and, if it is new or its witness is shorter than the kept one, minimizes the
     * witness and emits it as an error-revealing test.
     */
    private void emit(Filed f) throws InterruptedException {
        String violation = f.check().accept(VIOLATION);
        violations.merge(violation, 1L, Long::sum);
        String cause = violation + "@" + f.cause();
        String knownRule = usageCauses.get(cause);
        if (knownRule != null) {
            usageViolations.merge(knownRule, 1L, Long::sum);
            return;
        }
        boolean generated = hasGeneratedCode(f.witness());
        if (generated && generatedCauses.containsKey(cause)) {
            generatedFaults.merge(generatedCauses.get(cause), 1L, Long::sum);
            return; // generated code caused this failure before: not minimized again
        }
        if (f.subject() == null || !failures.wouldKeep(violation, f.cause(), generated, f.witness().size())
                || output.full() && !failures.known(violation, f.cause())) {
            return;
        }
        int originalLength = f.witness().size();
        Filed shortest = minimize ? shortest(f, violation) : f;
        if (shortest != null && minimize && !timeIsUp()) {
            String override = classified(() -> GeneratedCodeBlame.blamed(shortest.witness(), experiment(shortest)));
            if (override != null) {
                blameGenerated(cause, GeneratedCodeBlame.BROKEN_OVERRIDE, violation + " after " + f.failing()
                        + " comes from the generated override of " + override + ": it goes away when the override "
                        + "returns what " + override + " returns");
                return;
            }
            String bounded = classified(() -> GeneratedCodeBlame.boundBlamed(shortest.witness(), experiment(shortest)));
            if (bounded != null) {
                blameGenerated(cause, GeneratedCodeBlame.BOUND_SPENT, violation + " after " + f.failing()
                        + " comes from the re-entry bound of a generated " + bounded + ": it goes away when its calls "
                        + "run " + GeneratedCodeBlame.MORE_ROUNDS + " rounds longer");
                return;
            }
        }
        String rule = shortest != null && minimize && !reportUsage && !timeIsUp()
                ? classified(() -> usageRule(shortest)) : null;
        if (rule != null) {
            usageCauses.put(cause, rule);
            usageViolations.merge(rule, 1L, Long::sum);
            output.notice("not written: " + violation + " after " + f.failing() + " breaks a usage rule ("
                    + rule + "); --report-usage-violations writes it");
            return;
        }
        Filed filed = shortest == null ? null : underCulprit(shortest, violation);
        if (filed == null || !failures.offer(violation, filed.cause(), hasGeneratedCode(filed.witness()),
                filed.witness().size(), originalLength)) {
            return;
        }
        output.error(TestCaseFactory.error(filed.subject().getName(), filed.witness().statements(),
                filed.witness().size(), filed.check(), violation, filed.failing(), seed, output.nextOrdinal()),
                failures.distinctFailures());
    }

    /**
     * An object contract's failure filed under its {@link Culprit} when that is a call of another
     * class under test than the one it was filed under: one failure, one test, beside its cause.
     */
    private static Filed underCulprit(Filed f, String violation) {
        if (!Contracts.isBuiltin(violation) || !f.cause().equals(f.subject().getName())) {
            return f;
        }
        int at = Culprit.index(f.witness(), f.subject());
        if (at < 0) {
            return f;
        }
        Operation culprit = f.witness().statements()[at].operation();
        if (culprit.owner() == f.subject()) {
            return f;
        }
        return new Filed(f.witness(), f.check(), culprit.owner(), culprit.memberName(), f.reproducer(),
                culprit.owner().getName());
    }

    /**
     * The failure with its witness minimized (or as it was, if no shorter witness fails again the
     * same way); null if the original does not fail again when re-executed.
     */
    private Filed shortest(Filed f, String violation) throws InterruptedException {
        if (replayer.reproduce(f.reproducer(), f.witness()) == null) {
            // the same statements ran again and did not fail the same way: a failure that depends
            // on identity hashes, time or other state makes a flaky error test, so none is written
            output.notice("not written: " + violation + " after " + f.failing()
                    + " did not fail again when re-executed");
            return null;
        }
        FailureOracle oracle = w -> replayer.reproduce(f.reproducer(), w) != null;
        Witness minimized = new Minimizer(oracle, replacements).minimize(f.witness(), minimizationEnd());
        Check confirmed = minimized == f.witness() ? null : replayer.reproduce(f.reproducer(), minimized);
        return confirmed == null ? f : f.shorter(minimized, confirmed);
    }

    private static boolean hasGeneratedCode(Witness w) {
        for (Statement s : w.statements()) {
            if (s.operation().isGenerated()) {
                return true;
            }
        }
        return false;
    }

    /** Thrown by an {@link #experiment} once the run's time is up: the failure stays unclassified. */
    private static final class TimeUp extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TimeUp() {
            super(null, null, false, false);
        }
    }

    /** What a classification experiment computes. */
    @FunctionalInterface
    private interface Classification {
        String run() throws InterruptedException;
    }

    /**
     * The oracle of the experiments that classify a minimized failure (blame of generated code,
     * usage rules): whether a candidate fails as the witness does, until the run's time is up.
     */
    private FailureOracle experiment(Filed f) {
        return w -> {
            if (timeIsUp()) {
                throw new TimeUp(); // a worker must report before it is ended
            }
            return replayer.reproduce(f.reproducer(), w) != null;
        };
    }

    /** The classification, or null when the run's time ran out before it was done (the test is written). */
    private static String classified(Classification c) throws InterruptedException {
        try {
            return c.run();
        } catch (TimeUp e) {
            return null;
        }
    }

    /** Counts a failure the generated code caused under {@code category}, remembers its cause, and says why. */
    private void blameGenerated(String cause, String category, String why) {
        generatedCauses.put(cause, category);
        generatedFaults.merge(category, 1L, Long::sum);
        output.notice("not written: " + why + " (" + category + ")");
    }

    /** The usage rule the minimized failure breaks ({@link UsageRules}); null for none. */
    private String usageRule(Filed f) throws InterruptedException {
        return UsageRules.broken(f.witness(), f.check(), experiment(f));
    }

    /**
     * From this {@link System#nanoTime()} value on, minimization stops and failures are not checked
     * against the usage rules: the run's time is up, and a worker must report before it is ended.
     */
    public void stopAt(long nanoTime) {
        this.stopAt = nanoTime;
        this.stopSet = true;
    }

    private boolean timeIsUp() {
        return stopSet && System.nanoTime() - stopAt >= 0;
    }

    /** The end of a minimization starting now: its budget, or the run's end if that comes first. */
    private long minimizationEnd() {
        long end = System.nanoTime() + MINIMIZE_BUDGET_NANOS;
        return stopSet && stopAt - end < 0 ? stopAt : end;
    }

    /** Failing sequences per usage rule they break, not written as tests ({@link UsageRules}). */
    public Map<String, Long> usageViolations() {
        return usageViolations;
    }

    /**
     * Failing sequences whose failure the generated code caused, per category
     * ({@link GeneratedCodeBlame}); not written as tests.
     */
    public Map<String, Long> generatedCodeFaults() {
        return generatedFaults;
    }

    /** Violating (or failing) sequences per contract or exception rule, known ones included. */
    public Map<String, Long> violations() {
        return violations;
    }

    /** Statements in the error-revealing tests kept, in total. */
    public long totalLength() {
        return failures.totalLength();
    }

    /** Statements in the error-revealing tests kept, before they were minimized. */
    public long totalOriginalLength() {
        return failures.totalOriginalLength();
    }
}
