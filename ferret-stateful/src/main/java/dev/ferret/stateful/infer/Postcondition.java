package dev.ferret.stateful.infer;

import dev.ferret.stateful.store.Slot;
import java.util.Map;

/**
 * An inferred postcondition of a routine: a template over predicates of the call's objects before
 * and after it, true in every passing call (at least {@link PostconditionInference#MIN_SUPPORT}).
 *
 * @param className the class under test
 * @param routine the routine's signature
 * @param template the template
 * @param support the passing calls it was inferred from
 * @param clause the clause in Java syntax ({@code this.size() == old(this.size()) + 1})
 * @param on the predicate the template constrains ({@code this.size()}, the result)
 * @param other the template's second predicate, or null
 * @param constant the template's constant
 */
public record Postcondition(String className, String routine, PostTemplate template, long support, String clause,
                            Slot on, Slot other, long constant) {

    /**
     * Whether one call's states satisfy it: true or false, or null when a predicate it needs was
     * not evaluated in them.
     *
     * @param pre the values before the call
     * @param post the values after it
     */
    public Boolean holds(Map<Slot, Long> pre, Map<Slot, Long> post) {
        return template.holds(on, other, constant, pre, post);
    }
}
