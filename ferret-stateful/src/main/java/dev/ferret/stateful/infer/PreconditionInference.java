package dev.ferret.stateful.infer;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.Observed;
import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * Infers preconditions Daikon-style from what the passing calls showed ({@link Observed}): a
 * template over a predicate is kept when every passing call of the routine (at least
 * {@link #MIN_SUPPORT}) satisfied it. Booleans give {@code q} or {@code !q}; integers
 * {@code q == c} when constant, else their lower and upper bounds; null-ness {@code x != null}
 * or {@code x == null}. Bounds the types or the JDK already imply ({@link Implied}) are left out.
 * Inferred contracts are never oracles.
 */
public final class PreconditionInference {

    /** Passing calls a precondition needs before it is reported. */
    public static final int MIN_SUPPORT = 2;

    private final Set<String> booleanNames;
    private final BiFunction<String, Integer, String> variableName;

    /**
     * @param booleanNames the predicate names whose values are booleans
     * @param variableName the name of an input in a clause, by routine and role ({@code this}, {@code other})
     */
    public PreconditionInference(Set<String> booleanNames, BiFunction<String, Integer, String> variableName) {
        this.booleanNames = booleanNames;
        this.variableName = variableName;
    }

    /** The preconditions, in the order of the observations. */
    public List<Precondition> infer(List<Observed> observations) {
        List<Precondition> out = new ArrayList<>();
        for (Observed o : observations) {
            if (!o.universal() || o.passingCalls() < MIN_SUPPORT) {
                continue;
            }
            String variable = variableName.apply(o.routine(), o.role());
            String term = o.name().equals(Predicate.ITSELF) || o.name().equals(Predicate.NOT_NULL) ? variable
                    : o.name().replace("$", variable);
            boolean bool = booleanNames.contains(o.name());
            if (o.name().equals(Predicate.NOT_NULL)) {
                if (o.min() == o.max()) {
                    add(out, o, o.min() == 1 ? Template.NOT_NULL : Template.IS_NULL, 0, variable, term);
                }
            } else if (bool) {
                if (o.min() == o.max()) {
                    add(out, o, o.min() == 1 ? Template.TRUE : Template.FALSE, 0, variable, term);
                }
            } else if (o.min() == o.max()) {
                add(out, o, Template.EQUALS, o.min(), variable, term);
            } else {
                if (!Implied.lowerBound(o.routine(), o.name(), false, o.min())) {
                    add(out, o, Template.AT_LEAST, o.min(), variable, term);
                }
                if (!Implied.upperBound(o.max())) {
                    add(out, o, Template.AT_MOST, o.max(), variable, term);
                }
            }
        }
        return out;
    }

    /**
     * The preconditions of one routine over a subset of its passing calls: for an implication's
     * antecedent A, the calls whose pre-state satisfied A give the conditional preconditions
     * {@code pre(r | A)} (the paper's §III-E2).
     *
     * @param calls passing calls of one routine
     */
    public List<Precondition> inferFrom(List<PassingCall> calls) {
        if (calls.isEmpty()) {
            return List.of();
        }
        Map<Slot, long[]> seen = new TreeMap<>();
        for (PassingCall c : calls) {
            c.pre().forEach((slot, v) -> {
                long[] f = seen.computeIfAbsent(slot, k -> new long[] {v, v, 0});
                f[0] = Math.min(f[0], v);
                f[1] = Math.max(f[1], v);
                f[2]++;
            });
        }
        PassingCall first = calls.get(0);
        List<Observed> observed = new ArrayList<>();
        seen.forEach((slot, f) -> observed.add(new Observed(first.className(), first.routine(), slot.role(),
                slot.name(), f[0], f[1], f[2], calls.size())));
        return infer(observed);
    }

    private static void add(List<Precondition> out, Observed o, Template t, long constant, String variable,
                            String term) {
        out.add(new Precondition(o.className(), o.routine(), o.role(), o.name(), t, constant, o.passingCalls(),
                t.clause(variable, term, constant)));
    }
}
