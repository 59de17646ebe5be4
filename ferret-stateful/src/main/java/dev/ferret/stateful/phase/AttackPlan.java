package dev.ferret.stateful.phase;

import dev.ferret.stateful.infer.Precondition;
import dev.ferret.stateful.store.Condition;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * How the phase spends its share on the preconditions: the clauses most likely to be wrong
 * first (an object that breaks it is stored, fewest supporting calls, null-ness last: a routine
 * that dereferences its input rejects null by design), and, for each, what the object that breaks
 * it must also satisfy so that the new test is valid: the routine's other preconditions on the
 * same input. Whether a stored object breaks a clause is read from the predicates' value ranges
 * by type ({@link dev.ferret.stateful.store.CampaignStore#ranges}), without a search.
 */
final class AttackPlan {

    private final Map<String, Map<String, long[]>> ranges;

    /** @param ranges each predicate's {@code {min, max}} over the stored objects, by name and then type */
    AttackPlan(Map<String, Map<String, long[]>> ranges) {
        this.ranges = ranges;
    }

    /** Whether some stored object of one of {@code types} may satisfy {@code c}. */
    boolean stored(Condition c, Collection<String> types) {
        Map<String, long[]> byType = ranges.get(c.name());
        if (byType == null) {
            return false;
        }
        for (String t : types) {
            long[] r = byType.get(t);
            if (r != null && within(c, r[0], r[1])) {
                return true;
            }
        }
        return false;
    }

    /** Whether some value in {@code [min, max]} satisfies {@code c}. */
    static boolean within(Condition c, long min, long max) {
        return switch (c.comparison()) {
            case EQ -> min <= c.value() && c.value() <= max;
            case NE -> min != c.value() || max != c.value();
            case LT -> min < c.value();
            case GT -> max > c.value();
        };
    }

    /**
     * The preconditions in the order they are attacked: those a stored object breaks
     * ({@code breakable}) first, then the non-null-ness ones before null-ness, then the fewest
     * supporting calls; otherwise in their order.
     */
    static List<Precondition> order(List<Precondition> preconditions, Predicate<Precondition> breakable) {
        List<Precondition> out = new ArrayList<>(preconditions);
        out.sort(Comparator.comparing((Precondition p) -> !breakable.test(p)).thenComparing(Precondition::nullness)
                .thenComparingLong(Precondition::support));
        return out;
    }

    /**
     * What an object for {@code p}'s input must also satisfy: the other preconditions of the
     * routine on that input ({@code all} the routine's), not null-ness (a stored object is not null).
     */
    static List<Condition> others(Precondition p, List<Precondition> all) {
        List<Condition> out = new ArrayList<>();
        if (p.nullness()) {
            return out; // broken by null, or by an object: nothing else is evaluated on a null
        }
        for (Precondition q : all) {
            if (q != p && q.role() == p.role() && q.routine().equals(p.routine()) && !q.nullness()) {
                out.add(q.held());
            }
        }
        return out;
    }
}
