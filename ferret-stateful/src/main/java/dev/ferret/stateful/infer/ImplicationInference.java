package dev.ferret.stateful.infer;

import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Infers implications {@code old(A) ==> C} Daikon-style (conditional invariants by splitting):
 * for each boolean predicate A of an input that every passing call of a routine evaluated before
 * the call, the calls are split by A's value; when each side has at least {@link #MIN_SUPPORT}
 * calls, the postconditions ({@link PostconditionInference}) of each side that do not hold over
 * all the calls become implications with A (or its negation) as antecedent. At most
 * {@link #MAX_PER_ROUTINE} per routine, in the order of the antecedents. Inferred contracts are
 * never oracles.
 */
public final class ImplicationInference {

    /** Calls each side of a split needs. */
    public static final int MIN_SUPPORT = PostconditionInference.MIN_SUPPORT;
    /** Implications kept per routine at most. */
    public static final int MAX_PER_ROUTINE = 8;

    private final Terms terms;
    private final PostconditionInference post;

    /** @param terms how clauses name objects and which predicates are booleans */
    public ImplicationInference(Terms terms) {
        this.terms = terms;
        this.post = new PostconditionInference(terms);
    }

    /** The implications of every routine, routine by routine in the order of the calls. */
    public List<Implication> infer(List<PassingCall> calls) {
        List<Implication> out = new ArrayList<>();
        PostconditionInference.byRoutine(calls).values().forEach(group -> out.addAll(ofRoutine(group)));
        return out;
    }

    private List<Implication> ofRoutine(List<PassingCall> calls) {
        List<Implication> out = new ArrayList<>();
        if (calls.size() < 2 * MIN_SUPPORT) {
            return out;
        }
        String routine = calls.get(0).routine();
        Set<String> overall = new HashSet<>();
        post.ofRoutine(calls).forEach(p -> overall.add(p.clause()));
        for (Slot a : new Columns(calls).pre) {
            if (!terms.isBoolean(routine, a)) {
                continue;
            }
            List<PassingCall> yes = calls.stream().filter(c -> c.pre().get(a) == 1).toList();
            List<PassingCall> no = calls.stream().filter(c -> c.pre().get(a) != 1).toList();
            if (yes.size() < MIN_SUPPORT || no.size() < MIN_SUPPORT) {
                continue;
            }
            side(Implication.Antecedent.WHEN_TRUE, a, condition(routine, a, true), yes, overall, out);
            side(Implication.Antecedent.WHEN_FALSE, a, condition(routine, a, false), no, overall, out);
        }
        return out.size() > MAX_PER_ROUTINE ? List.copyOf(out.subList(0, MAX_PER_ROUTINE)) : out;
    }

    /** The antecedent: {@code old(this.isEmpty())}, {@code !old(this.isEmpty())}, {@code other != null}, {@code flag}. */
    private String condition(String routine, Slot a, boolean holds) {
        if (a.name().equals(dev.ferret.stateful.record.Predicate.NOT_NULL)) {
            return terms.variable(routine, a.role()) + (holds ? " != null" : " == null");
        }
        return (holds ? "" : "!") + Terms.old(terms.term(routine, a));
    }

    private void side(Implication.Antecedent polarity, Slot a, String condition, List<PassingCall> calls,
                      Set<String> overall, List<Implication> out) {
        for (Postcondition c : post.ofRoutine(calls)) {
            if (!overall.contains(c.clause())) {
                out.add(new Implication(polarity, condition, c, condition + " ==> " + c.clause(), a));
            }
        }
    }
}
