package dev.ferret.stateful.infer;

/**
 * An inferred conditional postcondition {@code old(A) ==> C} (or {@code !old(A) ==> C}): C held
 * in every passing call whose pre-state satisfied the antecedent, but not in all passing calls.
 *
 * @param antecedent the template of the antecedent (its polarity)
 * @param condition the antecedent in Java syntax ({@code old(this.isEmpty())})
 * @param consequent the postcondition inferred from the calls that satisfied the antecedent
 * @param clause the whole clause ({@code old(this.isEmpty()) ==> this.size() == old(this.size()) + 1})
 */
public record Implication(Antecedent antecedent, String condition, Postcondition consequent, String clause) {

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
