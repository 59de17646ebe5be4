package dev.ferret.stateful.infer;

import dev.ferret.stateful.store.Slot;
import java.util.Map;

/**
 * An inferred conditional postcondition {@code old(A) ==> C} (or {@code !old(A) ==> C}): C held
 * in every passing call whose pre-state satisfied the antecedent, but not in all passing calls.
 *
 * @param antecedent the template of the antecedent (its polarity)
 * @param condition the antecedent in Java syntax ({@code old(this.isEmpty())})
 * @param consequent the postcondition inferred from the calls that satisfied the antecedent
 * @param clause the whole clause ({@code old(this.isEmpty()) ==> this.size() == old(this.size()) + 1})
 * @param on the boolean predicate of the pre-state the antecedent tests
 */
public record Implication(Antecedent antecedent, String condition, Postcondition consequent, String clause, Slot on) {

    /** The value {@link #on} has in a pre-state that satisfies the antecedent: 1 or 0. */
    public long antecedentValue() {
        return antecedent == Antecedent.WHEN_TRUE ? 1 : 0;
    }

    /** Whether a pre-state satisfies the antecedent (false when the predicate was not evaluated). */
    public boolean applies(Map<Slot, Long> pre) {
        Long v = pre.get(on);
        return v != null && v == antecedentValue();
    }

    /**
     * Whether one call's states break it: the antecedent held before the call and the
     * consequent is false after it.
     */
    public boolean brokenBy(Map<Slot, Long> pre, Map<Slot, Long> post) {
        return applies(pre) && Boolean.FALSE.equals(consequent.holds(pre, post));
    }

    /** The implication templates: the antecedent is a boolean predicate of the pre-state, either way. */
    public enum Antecedent {
        /** {@code old(A) ==> C}. */
        WHEN_TRUE,
        /** {@code !old(A) ==> C}. */
        WHEN_FALSE
    }

    /** The class under test. */
    public String className() {
        return consequent.className();
    }

    /** The routine's signature. */
    public String routine() {
        return consequent.routine();
    }

    /** The passing calls that satisfied the antecedent (all of which satisfied the consequent). */
    public long support() {
        return consequent.support();
    }
}
