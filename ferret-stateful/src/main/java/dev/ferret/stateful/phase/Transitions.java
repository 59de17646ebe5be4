package dev.ferret.stateful.phase;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.stateful.infer.Implication;
import dev.ferret.stateful.infer.Precondition;
import dev.ferret.stateful.infer.Template;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.CampaignStore;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.CampaignStore.Flip;
import dev.ferret.stateful.store.Candidate;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * The paper's transition fallback (§III-E1, notes §1.7.3) for a target {@code A and not p} on one
 * input that no stored object satisfies: drop one clause D (d = 1), take the stored objects that
 * satisfy the other one (K), and look in the {@code transitions} table for a routine s that took
 * D's predicate from false to true on an object of that role; the new test is the two-call
 * {@code o.s(...); o.r(...)} (s's other inputs from a passing call of s). D is A, or {@code not p}
 * when p is a boolean. At most the store's cap of tests per dropped clause.
 */
final class Transitions {

    private final Map<String, MethodOperation> methods;
    private final Map<String, List<RecordedCall>> passing;

    /**
     * @param methods the recorded routines by signature
     * @param passing recorded passing calls by routine (templates for the transition's other inputs)
     */
    Transitions(Map<String, MethodOperation> methods, Map<String, List<RecordedCall>> passing) {
        this.methods = methods;
        this.passing = passing;
    }

    /** As {@link ImplicationAttack#verdict}: true a fault, false a valid test of the target, null nothing. */
    Boolean attack(CampaignStore store, Implication q, Precondition p, MethodOperation m, List<RecordedCall> templates,
                   List<String> types, ImplicationAttack over) throws SQLException, InterruptedException {
        int role = p.role();
        long a = q.antecedentValue();
        List<Candidate> notP = store.search(p.name(), Attack.fitting(m, role, p.name(), types), p.violation(),
                p.violationValue());
        Boolean done = tryFlips(store, store.flips(q.on().name(), 1 - a, a), notP, q, p, m, templates, over);
        if (done == null && (p.template() == Template.TRUE || p.template() == Template.FALSE)) {
            List<Candidate> withA = store.search(q.on().name(), Attack.fitting(m, role, q.on().name(), types),
                    Comparison.EQ, a);
            long broken = p.violationValue();
            done = tryFlips(store, store.flips(p.name(), 1 - broken, broken), withA, q, p, m, templates, over);
        }
        return done;
    }

    private Boolean tryFlips(CampaignStore store, List<Flip> flips, List<Candidate> objects, Implication q,
                             Precondition p, MethodOperation m, List<RecordedCall> templates, ImplicationAttack over)
            throws InterruptedException {
        Attack attack = over.attack();
        int tests = 0;
        Boolean reached = null;
        Class<?> declared = m.inputTypes().get(p.role());
        for (Flip f : flips) {
            MethodOperation s = methods.get(f.routine());
            List<RecordedCall> sTemplates = passing.get(f.routine());
            if (s == null || sTemplates == null || f.role() >= s.inputTypes().size()
                    || !s.inputTypes().get(f.role()).isAssignableFrom(declared)) {
                continue;
            }
            for (int i = 0; i < objects.size() && tests < CampaignStore.DEFAULT_CAP && attack.timeLeft(); i++, tests++) {
                Boolean v = over.verdict(attack.judge(attack.builder().buildWithTransition(s, f.role(),
                        sTemplates.get(i % sTemplates.size()), m, p.role(), objects.get(i),
                        templates.get(i % templates.size())), m), q, p);
                if (Boolean.TRUE.equals(v)) {
                    return v;
                }
                reached = v == null ? reached : v;
            }
        }
        return reached;
    }
}
