package dev.ferret.stateful.phase;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Types;
import dev.ferret.core.run.ExtraPhase.Trial;
import dev.ferret.core.run.StatefulReport.Status;
import dev.ferret.stateful.infer.Precondition;
import dev.ferret.stateful.infer.Template;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.reduce.TestBuilder;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.CampaignStore;
import dev.ferret.stateful.store.Condition;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Attacks one precondition (the paper's precondition reduction, without the transition
 * fallback): stored objects of a fitting type that break it and hold the routine's other
 * preconditions on the input, a few different ones, each in a new test with the other inputs of a
 * passing call, until one is valid. Judges the phase's
 * new tests ({@link #judge}): counts them, keeps the new faults, and checks a passing one's
 * states against the routine's inferred postconditions and implications ({@link Ensures}).
 */
final class Attack {

    /** New tests per precondition at most, when time allows ({@link #tries}). */
    static final int TRIES = 2;

    /** The least a new test may run ({@link #bound}): the engine looks at a running test every 50 ms. */
    static final long MIN_BOUND_NANOS = 100_000_000L;

    /** How many waiting attacks' fair share of the time left one new test may take ({@link #bound}). */
    static final int SLACK = 10;

    private final Trial trial;
    private final TestBuilder builder;
    private final long deadlineNanos;
    private final Supplier<List<Predicate>> probe;
    /** Null until inferred ({@link #checkAgainst}): the passing tests' states wait in {@link #unchecked}. */
    private Ensures ensures;
    private final List<Map.Entry<String, List<Predicate>>> unchecked = new ArrayList<>();
    private final Map<String, List<String>> fittingTypes = new java.util.HashMap<>();
    private final Map<String, List<String>> faults = new TreeMap<>();
    private long built;
    private long invalid;
    /** Nanoseconds spent judging the new tests. */
    private long judging;
    /** The attacks still waiting, for the bound of a new test's time ({@link #bound}). */
    private int waiting = 1;

    /**
     * @param probe takes the states of the last call of the last judged test
     *     ({@link dev.ferret.stateful.record.StateRecorder#takeProbe()})
     * @param ensures the postconditions and implications a passing test is checked against; null
     *     while they are not inferred yet ({@link #checkAgainst})
     */
    Attack(Trial trial, TestBuilder builder, long deadlineNanos, Supplier<List<Predicate>> probe, Ensures ensures) {
        this.trial = trial;
        this.builder = builder;
        this.deadlineNanos = deadlineNanos;
        this.probe = probe;
        this.ensures = ensures;
    }

    /** The outcome of one judged new test and, when it passed, its last call's states (or null). */
    record Judged(Trial.Outcome outcome, List<Predicate> states) {
    }

    /**
     * Judges a new test of {@code m}: a new failure is kept as a fault of its class; a passing
     * test is checked against {@code m}'s postconditions and implications.
     */
    Judged judge(Sequence test, MethodOperation m) throws InterruptedException {
        probe.get();
        long began = System.nanoTime();
        Trial.Outcome outcome = trial.judge(test, began + bound(deadlineNanos - began, waiting));
        judging += System.nanoTime() - began;
        List<Predicate> states = probe.get();
        built++;
        switch (outcome) {
            case PASSED -> {
                if (ensures == null) {
                    unchecked.add(new java.util.AbstractMap.SimpleImmutableEntry<>(m.signature(), states)); // states may be null
                } else {
                    ensures.check(m.signature(), states);
                }
            }
            case FAILED -> {
                if (!trial.lastFailure().isEmpty()) {
                    faults.computeIfAbsent(m.owner().getName(), k -> new ArrayList<>()).add(trial.lastFailure());
                }
            }
            default -> invalid++;
        }
        return new Judged(outcome, states);
    }

    /**
     * How long one new test may run when {@code left} nanoseconds of the phase are left and
     * {@code waiting} attacks wait: {@link #SLACK} times their fair share, at least
     * {@link #MIN_BOUND_NANOS}. A test of a routine whose cost grows with the object that breaks
     * the clause ({@code CollectionUtils.permutations} of a longer collection: n! lists) ran for
     * seconds and took a worker's whole share on collections4 (issue 30).
     */
    static long bound(long left, int waiting) {
        return Math.max(MIN_BOUND_NANOS, left / Math.max(1, waiting) * SLACK);
    }

    /** Sets how many attacks wait, this one included; 1 by default. */
    void waiting(int attacks) {
        this.waiting = attacks;
    }

    /**
     * From now on checks the passing tests against {@code inferred}, and checks those judged
     * before (the postconditions are inferred after the precondition attacks: they cost a tenth
     * of the phase on a loaded machine).
     */
    void checkAgainst(Ensures inferred) {
        this.ensures = inferred;
        unchecked.forEach(e -> inferred.check(e.getKey(), e.getValue()));
        unchecked.clear();
    }

    TestBuilder builder() {
        return builder;
    }

    boolean timeLeft() {
        return System.nanoTime() < deadlineNanos;
    }

    /**
     * The new tests one of {@code waiting} more preconditions may take: {@link #TRIES} while the
     * time left, at the mean time a new test has taken, allows as many for each; else one.
     */
    int tries(int waiting) {
        long mean = built == 0 ? 0 : judging / built;
        return mean * TRIES * waiting < deadlineNanos - System.nanoTime() ? TRIES : 1;
    }

    /**
     * Attacks one precondition: at most {@code tries} new tests (one when null breaks it: every
     * null is alike), each with a different stored object that breaks it and satisfies
     * {@code also} (the routine's other preconditions on the input; when none does, one test with
     * an object that breaks it), the other inputs from a passing call, until one is valid.
     */
    Status attack(ObjectSearch objects, Precondition p, MethodOperation m, List<RecordedCall> templates,
                  List<String> types, List<Condition> also, int tries) throws SQLException, InterruptedException {
        List<String> fitting = fittingTypes.computeIfAbsent(m.signature() + '/' + p.role() + '/'
                + p.name().equals(Predicate.NOT_NULL), k -> fitting(m, p.role(), p.name(), types));
        tries = p.template() == Template.NOT_NULL ? 1 : tries;
        List<Candidate> found = also.isEmpty() ? List.of() : objects.find(p.broken(), fitting, also);
        if (found.isEmpty()) {
            found = objects.find(p.broken(), fitting, List.of());
            tries = also.isEmpty() ? tries : 1;
        }
        if (found.isEmpty()) {
            return Status.NO_CANDIDATE;
        }
        java.util.Set<Long> tried = new java.util.HashSet<>();
        for (int i = 0; i < found.size() && tried.size() < tries && timeLeft(); i++) {
            Candidate c = found.get(i);
            if (!tried.add((long) c.sequence() << 32 | c.statement())) {
                continue; // the same object in another state: a different one instead
            }
            RecordedCall template = templates.get((tried.size() - 1) % templates.size());
            switch (judge(builder.build(m, p.role(), c, template), m).outcome()) {
                case PASSED -> {
                    return Status.REFUTED;
                }
                case FAILED -> {
                    return Status.REFUTED_BY_FAILURE;
                }
                default -> {
                    // invalid or timed out: the next object
                }
            }
        }
        return Status.SURVIVED;
    }

    /** The recorded types that fit the input: subtypes of its declared type, null for a reference argument. */
    static List<String> fitting(MethodOperation m, int role, String name, List<String> types) {
        Class<?> declared = m.inputTypes().get(role);
        List<String> out = new ArrayList<>();
        if (declared.isPrimitive()) {
            out.add(Types.name(declared));
            return out;
        }
        boolean receiver = role == 0 && !m.isStatic();
        ClassLoader loader = m.owner().getClassLoader();
        for (String t : types) {
            if (t.equals("null")) {
                if (!receiver && name.equals(Predicate.NOT_NULL)) {
                    out.add(t);
                }
                continue;
            }
            try {
                if (declared.isAssignableFrom(Class.forName(t, false, loader))) {
                    out.add(t);
                }
            } catch (ClassNotFoundException | LinkageError e) {
                // a primitive's name, or a class this loader does not see: not an object of this input
            }
        }
        return out;
    }

    Map<String, List<String>> faults() {
        return faults;
    }

    long built() {
        return built;
    }

    long invalid() {
        return invalid;
    }
}
