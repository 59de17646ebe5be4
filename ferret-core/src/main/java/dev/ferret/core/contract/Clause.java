package dev.ferret.core.contract;

/**
 * One checked condition of a contract.
 *
 * @param kind "precondition", "postcondition" or "invariant"
 * @param text the condition as written (or as implied by a nullness annotation)
 * @param term the bound condition
 */
record Clause(String kind, String text, Term term) {

    /** Whether the condition holds on the frame; a condition that throws does not. */
    boolean holds(Frame frame) {
        try {
            return Boolean.TRUE.equals(term.eval(frame));
        } catch (Throwable t) { // NOPMD: a condition that cannot be evaluated does not hold
            return false;
        }
    }
}
