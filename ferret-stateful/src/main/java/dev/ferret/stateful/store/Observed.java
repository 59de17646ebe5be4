package dev.ferret.stateful.store;

/**
 * What the passing calls of one routine showed of one predicate on one of its inputs before the
 * call: the range of its values and in how many calls it was evaluated.
 *
 * @param className the class under test
 * @param routine the routine's signature
 * @param role the input (0 the receiver of an instance method)
 * @param name the predicate's {@code $}-normalized name
 * @param min the smallest value
 * @param max the largest value
 * @param evaluations passing calls in which it was evaluated
 * @param passingCalls passing calls of the routine in all
 */
public record Observed(String className, String routine, int role, String name, long min, long max,
                       long evaluations, long passingCalls) {

    /** Whether it was evaluated in every passing call, so a template over it may hold. */
    public boolean universal() {
        return evaluations == passingCalls;
    }
}
