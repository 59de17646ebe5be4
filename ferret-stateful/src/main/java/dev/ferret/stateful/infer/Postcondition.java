package dev.ferret.stateful.infer;

/**
 * An inferred postcondition of a routine: a template over predicates of the call's objects before
 * and after it, true in every passing call (at least {@link PostconditionInference#MIN_SUPPORT}).
 *
 * @param className the class under test
 * @param routine the routine's signature
 * @param template the template
 * @param support the passing calls it was inferred from
 * @param clause the clause in Java syntax ({@code this.size() == old(this.size()) + 1})
 */
public record Postcondition(String className, String routine, PostTemplate template, long support, String clause) {
}
