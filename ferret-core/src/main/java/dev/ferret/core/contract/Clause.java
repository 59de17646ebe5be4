package dev.ferret.core.contract;

/**
 * One checked condition of a contract.
 *
 * @param kind "precondition", "postcondition" or "invariant"
 * @param text the condition as written (or as implied by a nullness annotation)
 * @param term the bound condition
 * @param usesOld whether it reads {@code old(...)} values (taken before a call: a generated body
 *     takes them into locals before the call it asserts the condition after)
 */
record Clause(String kind, String text, Term term, boolean usesOld) {

    /** A clause without {@code old(...)}. */
    Clause(String kind, String text, Term term) {
        this(kind, text, term, false);
    }

    /** Whether the condition holds on the frame; a condition that throws does not. */
    boolean holds(Frame frame) {
        try {
            return Boolean.TRUE.equals(term.eval(frame));
        } catch (Throwable t) { // NOPMD: a condition that cannot be evaluated does not hold
            return false;
        }
    }
}
