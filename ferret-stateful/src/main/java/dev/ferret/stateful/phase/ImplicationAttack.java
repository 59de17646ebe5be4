package dev.ferret.stateful.phase;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.run.ExtraPhase.Trial;
import dev.ferret.stateful.infer.Implication;
import dev.ferret.stateful.infer.Precondition;
import dev.ferret.stateful.infer.PreconditionInference;
import dev.ferret.stateful.infer.Template;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.CampaignStore;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Attacks an implication {@code old(A) ==> C} of a routine r through conditional preconditions
 * (the paper's §III-E2, notes §1.7.4): the preconditions {@code pre(r | A)} inferred from the
 * passing calls whose pre-state satisfied A; for each such p, the stored objects that satisfy
 * {@code A and not p} (one search when both are on the same input, one per input otherwise,
 * paired in order), at most the store's cap, each in a new test. A test that fails is a fault
 * (judged by the trusted oracles only) and refutes the implication; one that passes, whose
 * pre-state really satisfied {@code A and not p}, and whose post-state breaks C refutes it; the
 * retrieved tuples are all tried (the paper's hunt for faults) until a failure or a refutation. When no stored tuple makes a valid test and A and
 * p are on the same input, the two-call fallback ({@link Transitions}) drops one clause.
 */
final class ImplicationAttack {

    private final Attack attack;
    private final Ensures ensures;
    private final PreconditionInference inference;
    private final Transitions transitions;

    /** @param transitions the two-call fallback, or null for none */
    ImplicationAttack(Attack attack, Ensures ensures, PreconditionInference inference, Transitions transitions) {
        this.attack = attack;
        this.ensures = ensures;
        this.inference = inference;
        this.transitions = transitions;
    }

    Attack attack() {
        return attack;
    }

    /**
     * Attacks one implication until it is refuted or its targets are spent.
     *
     * @param calls the stored passing calls of the routine
     * @param templates recorded passing calls of the routine (for the inputs no stored object takes)
     * @param types the recorded dynamic types
     */
    void attack(CampaignStore store, Implication q, MethodOperation m, List<PassingCall> calls,
                List<RecordedCall> templates, List<String> types) throws SQLException, InterruptedException {
        List<PassingCall> whenA = calls.stream().filter(c -> q.applies(c.pre())).toList();
        boolean found = false;
        for (Precondition p : inference.inferFrom(whenA)) {
            if (ensures.refuted(q) || !attack.timeLeft()) {
                return;
            }
            if (p.role() == q.on().role() && p.name().equals(q.on().name())
                    || p.template() == Template.NOT_NULL && p.role() == 0 && !m.isStatic()) {
                continue; // A itself, or the receiver's null-ness
            }
            List<Map<Integer, Candidate>> tuples = tuples(store, q, p, m, types);
            found |= !tuples.isEmpty();
            Boolean done = null;
            for (int i = 0; i < tuples.size() && attack.timeLeft() && !Boolean.TRUE.equals(done) && !ensures.refuted(q); i++) {
                Boolean v = verdict(attack.judge(attack.builder().build(m, tuples.get(i),
                        templates.get(i % templates.size())), m), q, p);
                done = v == null ? done : v;
            }
            if (done == null && p.role() == q.on().role()) {
                done = transitions == null ? null : transitions.attack(store, q, p, m, templates, types, this);
            }
            if (Boolean.TRUE.equals(done)) {
                return;
            }
        }
        if (!found) {
            ensures.noCandidate(q);
        }
    }

    /**
     * What one new test of the target did: true when it failed (a fault: the implication is
     * refuted by failure and the attack ends), false when it was a valid passing test of
     * {@code A and not p} (the target was reached: the attack checked C; the other tuples are
     * still tried, as the paper tries all it retrieved, for faults), null when it was not valid.
     */
    Boolean verdict(Attack.Judged j, Implication q, Precondition p) {
        if (j.outcome() == Trial.Outcome.FAILED) {
            ensures.failed(q);
            return true;
        }
        return j.outcome() == Trial.Outcome.PASSED && realises(j.states(), q, p) ? false : null;
    }

    /** The stored objects for {@code A and not p}: tuples by input. */
    private static List<Map<Integer, Candidate>> tuples(CampaignStore store, Implication q, Precondition p,
                                                        MethodOperation m, List<String> types) throws SQLException {
        Slot a = q.on();
        List<Map<Integer, Candidate>> out = new ArrayList<>();
        if (p.role() == a.role()) {
            List<String> fitting = Attack.fitting(m, a.role(), a.name(), types);
            store.searchTogether(a.name(), Comparison.EQ, q.antecedentValue(), p.name(), p.violation(),
                    p.violationValue(), fitting).forEach(c -> out.add(Map.of(a.role(), c)));
            return out;
        }
        List<Candidate> withA = store.search(a.name(), Attack.fitting(m, a.role(), a.name(), types), Comparison.EQ,
                q.antecedentValue());
        List<Candidate> notP = store.search(p.name(), Attack.fitting(m, p.role(), p.name(), types), p.violation(),
                p.violationValue());
        for (int i = 0; i < Math.min(withA.size(), notP.size()); i++) {
            out.add(Map.of(a.role(), withA.get(i), p.role(), notP.get(i)));
        }
        return out;
    }

    /** Whether the live pre-state satisfied {@code A and not p} (the database may be stale). */
    private static boolean realises(List<Predicate> states, Implication q, Precondition p) {
        if (states == null) {
            return false;
        }
        Map<Slot, Long> pre = Ensures.state(states, false);
        Long v = pre.get(new Slot(p.role(), p.name()));
        return q.applies(pre) && v != null && breaks(p, v);
    }

    private static boolean breaks(Precondition p, long v) {
        long c = p.violationValue();
        return switch (p.violation()) {
            case EQ -> v == c;
            case NE -> v != c;
            case LT -> v < c;
            case GT -> v > c;
        };
    }
}
