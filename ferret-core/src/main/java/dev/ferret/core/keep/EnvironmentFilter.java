package dev.ferret.core.keep;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.RegressionObserver;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Keeps a regression test from asserting what depends on its environment (the clock, the default
 * time zone and locale, the user): each test about to be kept runs once more in each varied
 * environment, and the value checks it observes differently in any of them are dropped, unless a
 * plain run again observes them differently too (then they are nondeterministic, the flaky
 * filter's to judge). A test left with no check, or that passes here but not in a varied
 * environment, is not kept (nor one that fails elsewhere and, run again, here too). Each member whose value changed is reported as environment-dependent.
 * Two environments rather than one, as a value derived from the clock can come out the same in one
 * by chance (the day of the week of a date whose year a call replaced: one in seven). A check
 * computed from a call's result that differs between here and both varied environments goes too,
 * though it came out the same everywhere (the length of a string that prints a number with a
 * decimal comma in both, and a point here); a test with such a result among those its checks were
 * computed from runs once more here to tell.
 */
public final class EnvironmentFilter {

    /** The kind of incident ({@code GenerationListener.incident}) that reports an environment-dependent member. */
    public static final String INCIDENT = "environment-dependent";

    /** Hears of each assertion dropped because its value depends on the environment. */
    @FunctionalInterface
    public interface Listener {
        /**
         * @param member the member whose value changed ({@code pkg.Type.method()}, or
         *     {@code pkg.Type.observer()} for an observer called on a value)
         * @param detail what changed, e.g. {@code expected: <2026> but was: <2027> with clock +400d ...}
         */
        void environmentDependent(String member, String detail);

        /**
         * Hears of an operation whose result differed between the varied environments although
         * nothing it was computed from did: it reads the clock, the zone, the locale or the user
         * itself ({@code new LocalDate()}), so that nothing built on its value can be asserted.
         *
         * @param operation the step's operation, as the test ran it
         */
        default void environmentSource(Operation operation) { }
    }

    /** What a value check observed instead when it observed nothing (the observer threw). */
    private static final Object MISSING = new Object() {
        @Override
        public String toString() {
            return "nothing observed";
        }
    };

    /**
     * A varied environment.
     *
     * @param description the environment in a few words, for the reports
     * @param runner runs a test's statements as the judge does, in that environment
     */
    public record Elsewhere(String description, SliceRunner runner) {
        public Elsewhere {
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(runner, "runner");
        }
    }

    private final SliceRunner plain;
    private final List<Elsewhere> elsewhere;
    private final Listener listener;
    private long runs;
    private long checksDropped;
    private long testsDropped;
    private long nanos;

    /**
     * @param plain runs a test's statements as the judge does
     * @param elsewhere the varied environments, in the order tests run there
     * @param listener hears of each member whose value changed
     */
    public EnvironmentFilter(SliceRunner plain, List<Elsewhere> elsewhere, Listener listener) {
        this.plain = Objects.requireNonNull(plain, "plain");
        this.elsewhere = List.copyOf(elsewhere);
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /**
     * The test without the checks whose values depend on the environment.
     *
     * @param test a regression test about to be kept; its steps are {@code statements}, one to one
     * @param statements the statements it runs, inputs numbered within them
     * @param expected the exception its last statement throws, or {@code null} when it runs normally
     * @return {@code test} itself when nothing changed, the test with fewer checks, or {@code null}
     *     when it is not to be kept
     * @throws InterruptedException if interrupted while the test runs
     */
    public GeneratedTest stable(GeneratedTest test, Statement[] statements, Class<?> expected)
            throws InterruptedException {
        long start = System.nanoTime();
        try {
            runs++;
            Map<Integer, Difference> changed = new HashMap<>();
            List<List<Check>> observedElsewhere = new ArrayList<>();
            String failedIn = null;
            for (Elsewhere e : elsewhere) {
                SliceRunner.Passed there = e.runner().run(statements, expected);
                if (there == null) {
                    failedIn = e.description();
                    break;
                }
                observedElsewhere.add(there.checks());
                changed(test.checks(), there.checks()).forEach((k, v) -> changed.putIfAbsent(k, new Difference(v,
                        e.description())));
            }
            java.util.BitSet varying = varying(observedElsewhere);
            sources(statements, varying).forEach(step -> listener.environmentSource(statements[step].operation()));
            if (expected != null && failedIn == null && fedByVarying(statements, varying)) {
                testsDropped++; // whether it throws hangs on a value that differs from run to run
                int last = statements.length - 1;
                listener.environmentDependent(member(statements[last].operation(), null), "throws " + expected.getName()
                        + " for an input computed from " + member(statements[varying(statements, last, varying)]
                        .operation(), null) + ", whose result differs between the varied environments");
                return null;
            }
            Map<Integer, Difference> tainted = tainted(test.checks(), statements, varying);
            tainted.forEach(changed::putIfAbsent);
            boolean computedFromValues = fedByObservedValue(test.checks(), statements, observedElsewhere);
            if (failedIn == null && changed.isEmpty() && !computedFromValues) {
                return test;
            }
            SliceRunner.Passed again = plain.run(statements, expected);
            if (again == null) {
                // it does not pass the same way here either (a contract that holds or not by the
                // millisecond, the run's time up): what changed elsewhere goes, and so does a test that
                // failed elsewhere, as nothing tells whether it would pass
                if (failedIn != null) {
                    testsDropped++;
                    return null;
                }
                return without(test, statements, changed, Map.of(), new java.util.BitSet(), tainted.keySet());
            }
            if (failedIn != null) {
                testsDropped++;
                int last = statements.length - 1;
                listener.environmentDependent(member(statements[last].operation(), null),
                        (expected == null ? "passes" : "throws " + expected.getName()) + " here but not with " + failedIn);
                return null;
            }
            java.util.BitSet changedSteps = changedSteps(again.checks(), observedElsewhere);
            // a value both varied environments agree on but this one does not (a decimal comma in
            // both): what was computed from it came out the same there by chance
            Map<Integer, Difference> computed = new HashMap<>(tainted);
            tainted(test.checks(), statements, changedSteps).forEach(computed::putIfAbsent);
            computed.forEach(changed::putIfAbsent);
            if (changed.isEmpty()) {
                return test;
            }
            return without(test, statements, changed, changed(test.checks(), again.checks()), changedSteps,
                    computed.keySet());
        } finally {
            nanos += System.nanoTime() - start;
        }
    }

    /** What a check observed in a varied environment, and which. */
    private record Difference(Object observed, String environment) { }

    /**
     * The steps whose own results differ between the varied environments: a primitive or a
     * string (a millisecond of the clock, a default zone's id), or what an object prints (a date
     * made from the clock).
     */
    private static java.util.BitSet varying(List<List<Check>> observedElsewhere) {
        java.util.BitSet varying = new java.util.BitSet();
        for (int i = 1; i < observedElsewhere.size(); i++) {
            varying.or(changedSteps(observedElsewhere.get(0), List.of(observedElsewhere.get(i))));
        }
        return varying;
    }

    /**
     * The varying steps whose value nothing varying that ran before them went into (through their
     * inputs, and calls made on those before): where the environment came in.
     */
    private static List<Integer> sources(Statement[] statements, java.util.BitSet varying) {
        List<Integer> sources = new ArrayList<>();
        for (int step = varying.nextSetBit(0); step >= 0; step = varying.nextSetBit(step + 1)) {
            java.util.BitSet from = feeding(statements, step, step);
            from.clear(step);
            if (!from.intersects(varying)) {
                sources.add(step);
            }
        }
        return sources;
    }

    /**
     * Whether a check's value was computed from an earlier call's primitive or string result that
     * the varied environments observed: whether that result is the same here only a plain run
     * again tells.
     */
    private static boolean fedByObservedValue(List<Check> checks, Statement[] statements,
                                              List<List<Check>> observedElsewhere) {
        if (observedElsewhere.isEmpty()) {
            return false;
        }
        java.util.BitSet observed = new java.util.BitSet();
        for (Check c : observedElsewhere.get(0)) {
            Check.ValueCheck v = Check.valueCheckOrNull(c);
            if (v != null && v.observer() == null && v.step() < statements.length
                    && !(statements[v.step()].operation() instanceof LiteralOperation)) {
                observed.set(v.step());
            }
        }
        if (observed.isEmpty()) {
            return false;
        }
        for (Check c : checks) {
            Check.ValueCheck v = Check.valueCheckOrNull(c);
            if (v != null) {
                java.util.BitSet from = feeding(statements, v.step());
                from.clear(v.step());
                if (from.intersects(observed)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the last statement's inputs were computed from a varying step. */
    private static boolean fedByVarying(Statement[] statements, java.util.BitSet varying) {
        return !varying.isEmpty() && varying(statements, statements.length - 1, varying) >= 0;
    }

    /** The earliest varying step the value of {@code step} was computed from, or -1. */
    private static int varying(Statement[] statements, int step, java.util.BitSet varying) {
        java.util.BitSet from = feeding(statements, step);
        from.set(step);
        from.and(varying);
        return from.nextSetBit(0);
    }

    /**
     * The checks whose values were computed from a step whose own result differs between the
     * varied environments (a millisecond of the clock used as a count of years, a default zone's
     * id): they came out the same there by chance, and need not elsewhere, nor when the plain
     * run again observes them differently too (a millisecond differs from run to run: such a
     * check would pass or fail by chance, and the flaky filter's few re-runs need not see it). A
     * setter's field of a date made from the clock goes too: the year of today with its week-based
     * year set to 10 is 10 on most days and 11 in the first days of January, which neither varied
     * environment need fall on.
     */
    private static Map<Integer, Difference> tainted(List<Check> checks, Statement[] statements,
                                                    java.util.BitSet varying) {
        Map<Integer, Difference> tainted = new HashMap<>();
        if (varying.isEmpty()) {
            return tainted;
        }
        for (int k = 0; k < checks.size(); k++) {
            Check.ValueCheck v = Check.valueCheckOrNull(checks.get(k));
            if (v == null) {
                continue;
            }
            int from = varying(statements, v.step(), varying);
            if (from >= 0) {
                tainted.put(k, new Difference("(anything: computed from "
                        + member(statements[from].operation(), null) + ")", "the varied environments"));
            }
        }
        return tainted;
    }

    /**
     * The test without the checks that changed elsewhere but not when run again here, and
     * without the {@code computed} ones (from a varying step) in any case. Each is
     * reported under its member, or, when the result of a step its value was computed from
     * changed elsewhere too ({@code changedSteps}), under the earliest such step's: a pure function
     * fed a date that depends on the clock changes because its input does.
     */
    private GeneratedTest without(GeneratedTest test, Statement[] statements, Map<Integer, Difference> elsewhere,
                                  Map<Integer, Object> again, java.util.BitSet changedSteps,
                                  java.util.Set<Integer> computed) {
        List<Check> kept = new ArrayList<>();
        for (int k = 0; k < test.checks().size(); k++) {
            Check c = test.checks().get(k);
            if (!elsewhere.containsKey(k) || again.containsKey(k) && !computed.contains(k)) {
                kept.add(c);
                continue;
            }
            Check.ValueCheck v = Check.valueCheckOrNull(c);
            int source = source(statements, v.step(), changedSteps);
            Difference d = elsewhere.get(k);
            checksDropped++;
            listener.environmentDependent(source == v.step() ? member(statements[source].operation(), v.observer())
                            : member(statements[source].operation(), null),
                    "expected: <" + v.expected() + "> but was: <" + d.observed() + "> with " + d.environment());
        }
        if (kept.size() == test.checks().size()) {
            return test;
        }
        if (kept.isEmpty()) {
            testsDropped++;
            return null;
        }
        return test.withChecks(kept);
    }

    /**
     * The step to blame for a check of {@code step} that changed: the earliest step its value was
     * computed from (transitively: through the inputs of each step, and through the calls made on an
     * object that are not named like observers, which may have changed it) whose own result changed
     * elsewhere, or {@code step} itself.
     */
    private static int source(Statement[] statements, int step, java.util.BitSet changedSteps) {
        java.util.BitSet feeding = feeding(statements, step);
        feeding.clear(step);
        feeding.and(changedSteps);
        return feeding.isEmpty() ? step : feeding.nextSetBit(0);
    }

    /**
     * The steps a value of {@code step} was computed from: through the inputs of each step, and
     * through the calls made on an object that are not named like observers, which may have
     * changed it (transitively).
     */
    private static java.util.BitSet feeding(Statement[] statements, int step) {
        return feeding(statements, step, statements.length);
    }

    /** {@link #feeding(Statement[], int)}, counting only the calls on an object made before step {@code end}. */
    private static java.util.BitSet feeding(Statement[] statements, int step, int end) {
        java.util.BitSet feeding = new java.util.BitSet();
        java.util.Deque<Integer> todo = new java.util.ArrayDeque<>(List.of(step));
        while (!todo.isEmpty()) {
            int x = todo.pop();
            for (int input : statements[x].inputs()) {
                if (input >= 0 && input < statements.length && !feeding.get(input)) {
                    feeding.set(input);
                    todo.push(input);
                }
            }
            for (int t = 0; t < end; t++) {
                if (t != x && !feeding.get(t) && receiver(statements[t]) == x) {
                    feeding.set(t); // a call on the object: a mutator's arguments may have changed it
                    todo.push(t);
                }
            }
        }
        return feeding;
    }

    /** The step whose value an instance call that may change it is made on, or -1. */
    private static int receiver(Statement s) {
        return s.operation() instanceof MethodOperation m && !m.isStatic() && s.inputs().length > 0
                && !RegressionObserver.isObserverName(m.method().getName()) ? s.inputs()[0] : -1;
    }

    /**
     * The steps whose own results (checks without an observer) differ between a plain run and
     * some run elsewhere.
     */
    private static java.util.BitSet changedSteps(List<Check> plain, List<List<Check>> elsewhere) {
        Map<Integer, Object> here = new HashMap<>();
        for (Check c : plain) {
            Check.ValueCheck v = Check.valueCheckOrNull(c);
            if (v != null && v.observer() == null) {
                here.putIfAbsent(v.step(), v.expected());
            }
        }
        java.util.BitSet changed = new java.util.BitSet();
        for (List<Check> there : elsewhere) {
            for (Check c : there) {
                Check.ValueCheck v = Check.valueCheckOrNull(c);
                if (v != null && v.observer() == null && here.containsKey(v.step())
                        && !Objects.equals(here.get(v.step()), v.expected())) {
                    changed.set(v.step());
                }
            }
        }
        return changed;
    }

    /**
     * The value checks of {@code checks} that {@code observed} does not repeat, by index, with the
     * value observed instead ({@link #MISSING} when it was not observed at all).
     */
    private static Map<Integer, Object> changed(List<Check> checks, List<Check> observed) {
        Map<List<Object>, Object> values = new HashMap<>();
        for (Check c : observed) {
            Check.ValueCheck v = Check.valueCheckOrNull(c);
            if (v != null) {
                values.putIfAbsent(key(v), v.expected());
            }
        }
        Map<Integer, Object> changed = new HashMap<>();
        for (int k = 0; k < checks.size(); k++) {
            Check.ValueCheck v = Check.valueCheckOrNull(checks.get(k));
            if (v == null) {
                continue;
            }
            List<Object> key = key(v);
            if (!values.containsKey(key)) {
                changed.put(k, MISSING);
            } else if (!Objects.equals(values.get(key), v.expected())) {
                changed.put(k, values.get(key));
            }
        }
        return changed;
    }

    private static List<Object> key(Check.ValueCheck v) {
        return java.util.Arrays.asList(v.step(), v.observer());
    }

    /**
     * The member whose value a check observes, named as the flaky filter names it: an observer as
     * {@code pkg.Type.observer()} of the value's declared type, a method's result as
     * {@code pkg.Type.method()}, a constructed object as its class.
     */
    static String member(Operation op, String observer) {
        if (observer != null) {
            return op.outputType().getName() + "." + observer + "()";
        }
        if (op instanceof MethodOperation) {
            return op.memberName() + "()";
        }
        if (op instanceof ConstructorOperation) {
            return op.outputType().getName();
        }
        return op.memberName();
    }

    /** Tests run again in the varied environments. */
    public long runs() {
        return runs;
    }

    /** Value checks dropped because they changed there. */
    public long checksDropped() {
        return checksDropped;
    }

    /** Tests not kept: they passed only here, or lost every check. */
    public long testsDropped() {
        return testsDropped;
    }

    /** The time spent running tests again, in milliseconds. */
    public long millis() {
        return nanos / 1_000_000;
    }
}
