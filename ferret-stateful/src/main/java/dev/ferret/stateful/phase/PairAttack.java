package dev.ferret.stateful.phase;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.run.ExtraPhase.Trial;
import dev.ferret.core.run.StatefulReport.Status;
import dev.ferret.stateful.infer.PairPrecondition;
import dev.ferret.stateful.infer.Precondition;
import dev.ferret.stateful.infer.PreconditionInference;
import dev.ferret.stateful.infer.Template;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.CampaignStore;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.CampaignStore.Flip;
import dev.ferret.stateful.store.PairCandidate;
import dev.ferret.stateful.store.PairCount;
import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Attacks over binary predicates ({@code predicates_2}). A binary precondition
 * ({@link PairPrecondition}, e.g. {@code !this.isSiblingOf(other)}) is attacked with stored pairs
 * that break it, both objects rebuilt by one replay. Then conjunctions, the paper's target
 * {@code A and not p} with a binary A (notes §1.7.3, the TWO_WAY_TREE example
 * {@code this.isSiblingOf(other) and !this.isOff()}): for a binary value A and each boolean
 * precondition p on one of the pair's objects that held whenever A held ({@code pre(r | A)}:
 * inferred from the passing calls with A, or from the passing new tests of A's attack), stored
 * pairs satisfying both (one query joining {@code predicates_2} and {@code predicates_1});
 * when there are none, the transition fallback with the unary clause dropped: a routine that took
 * p's predicate to its broken value on an object of that role, called on the stored pair's object
 * before the routine. At most {@link #TESTS_PER_TARGET} tests per target.
 */
final class PairAttack {

    static final int TESTS_PER_TARGET = 15;

    private final Attack attack;
    private final PreconditionInference preconditions;
    private final Map<String, MethodOperation> methods;
    private final Map<String, List<RecordedCall>> passing;
    /** {@code pre(r | not p)} of each refuted binary precondition whose conjunctions wait. */
    private final Map<PairPrecondition, List<Precondition>> pending = new java.util.IdentityHashMap<>();

    Attack attack() {
        return attack;
    }

    PairAttack(Attack attack, PreconditionInference preconditions, Map<String, MethodOperation> methods,
               Map<String, List<RecordedCall>> passing) {
        this.attack = attack;
        this.preconditions = preconditions;
        this.methods = methods;
        this.passing = passing;
    }

    /**
     * Attacks a binary precondition with pairs that {@code objects} holds: {@code REFUTED} when a
     * new test passed (its conjunctions with the preconditions that held then wait for
     * {@link #attackConjunctions}, which searches the database), {@code REFUTED_BY_FAILURE} when
     * one failed.
     */
    Status attack(ObjectSearch objects, PairPrecondition p, List<String> types)
            throws SQLException, InterruptedException {
        PairCount c = p.observed();
        if (!passing.containsKey(c.routine())) {
            return Status.NOT_ATTACKED; // inferred from another writer's calls of a kept campaign: no template here
        }
        MethodOperation m = methods.get(c.routine());
        List<PairCandidate> found = objects.findPairs(c.name(), p.violationValue(),
                Attack.fitting(m, c.role0(), "", types), Attack.fitting(m, c.role1(), "", types));
        if (found.isEmpty()) {
            return Status.NO_CANDIDATE;
        }
        List<PassingCall> passed = new ArrayList<>();
        for (int i = 0; i < found.size() && i < TESTS_PER_TARGET && attack.timeLeft(); i++) {
            Attack.Judged j = attack.judge(attack.builder().buildPair(m, c.role0(), c.role1(), found.get(i),
                    template(c.routine(), i)), m);
            if (j.outcome() == Trial.Outcome.FAILED) {
                return Status.REFUTED_BY_FAILURE;
            }
            if (j.outcome() == Trial.Outcome.PASSED && j.states() != null) {
                passed.add(asCall(c, j.states()));
            }
        }
        if (passed.isEmpty()) {
            return Status.SURVIVED;
        }
        // pre(r | not p): the passing new tests are the calls in which p was broken
        pending.put(p, preconditions.inferFrom(passed));
        return Status.REFUTED;
    }

    /**
     * The conjunctions of a refuted binary precondition ({@link #attack}) with the preconditions
     * that held when it was broken; true when a test failed.
     */
    boolean attackConjunctions(CampaignStore store, PairPrecondition p, List<String> types)
            throws SQLException, InterruptedException {
        List<Precondition> given = pending.remove(p);
        return given != null && conjunctions(store, p.observed(), p.violationValue(), given, types);
    }

    /**
     * For a binary value the passing calls showed ({@code c}): the conjunctions with the
     * preconditions that held at those calls. True when a test failed.
     */
    boolean attackGiven(CampaignStore store, PairCount c, List<String> types) throws SQLException, InterruptedException {
        if (c.calls() < PreconditionInference.MIN_SUPPORT || !passing.containsKey(c.routine())) {
            return false;
        }
        return conjunctions(store, c, c.value(), preconditions.infer(store.observedGiven(c)), types);
    }

    private boolean conjunctions(CampaignStore store, PairCount c, long value, List<Precondition> given,
                                 List<String> types) throws SQLException, InterruptedException {
        MethodOperation m = methods.get(c.routine());
        List<String> t0 = Attack.fitting(m, c.role0(), "", types);
        List<String> t1 = Attack.fitting(m, c.role1(), "", types);
        for (Precondition u : given) {
            boolean bool = u.template() == Template.TRUE || u.template() == Template.FALSE;
            if (!bool || (u.role() != c.role0() && u.role() != c.role1()) || !attack.timeLeft()) {
                continue;
            }
            boolean second = u.role() == c.role1();
            List<PairCandidate> both = store.searchPairs(c.name(), value, t0, t1, second, u.name(), Comparison.EQ,
                    u.violationValue());
            boolean failed = both.isEmpty()
                    ? viaTransition(store, c, store.searchPairs(c.name(), value, t0, t1, false, null, null, 0), u, m)
                    : run(c, m, both, null, null, 0, false);
            if (failed) {
                return true;
            }
        }
        return false;
    }

    /** The transition fallback: a routine that breaks {@code u} on the object, then the routine. */
    private boolean viaTransition(CampaignStore store, PairCount c, List<PairCandidate> pairs, Precondition u,
                                  MethodOperation m) throws SQLException, InterruptedException {
        long broken = u.violationValue();
        Class<?> declared = m.inputTypes().get(u.role());
        for (Flip f : store.flips(u.name(), 1 - broken, broken)) {
            MethodOperation s = methods.get(f.routine());
            List<RecordedCall> sTemplates = passing.get(f.routine());
            if (s != null && sTemplates != null && f.role() < s.inputTypes().size()
                    && s.inputTypes().get(f.role()).isAssignableFrom(declared)
                    && run(c, m, pairs, s, sTemplates, f.role(), u.role() == c.role1())) {
                return true;
            }
            if (!attack.timeLeft()) {
                return false;
            }
        }
        return false;
    }

    /** Judges up to {@link #TESTS_PER_TARGET} tests over the pairs; true when one failed. */
    private boolean run(PairCount c, MethodOperation m, List<PairCandidate> pairs, MethodOperation s,
                        List<RecordedCall> sTemplates, int sRole, boolean onSecond) throws InterruptedException {
        for (int i = 0; i < pairs.size() && i < TESTS_PER_TARGET && attack.timeLeft(); i++) {
            var test = attack.builder().buildPairWithTransition(s, sRole, s == null ? null : sTemplates.get(i % sTemplates.size()),
                    onSecond, m, c.role0(), c.role1(), pairs.get(i), template(c.routine(), i));
            if (attack.judge(test, m).outcome() == Trial.Outcome.FAILED) {
                return true;
            }
        }
        return false;
    }

    private RecordedCall template(String routine, int i) {
        List<RecordedCall> calls = passing.get(routine);
        return calls.get(i % calls.size());
    }

    /** A passing new test's pre-state as a passing call, for the conditional preconditions. */
    private static PassingCall asCall(PairCount c, List<Predicate> states) {
        Map<Slot, Long> pre = new HashMap<>();
        for (Predicate p : states) {
            if (!p.post()) {
                pre.put(new Slot(p.role(), p.name()), p.value());
            }
        }
        return new PassingCall(-1, c.className(), c.routine(), pre, Map.of());
    }
}
