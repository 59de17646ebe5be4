package dev.ferret.stateful.infer;

import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.Condition;

/**
 * An inferred precondition of a routine: a template over one predicate of one input.
 *
 * @param className the class under test
 * @param routine the routine's signature
 * @param role the input (0 the receiver of an instance method)
 * @param name the predicate's {@code $}-normalized name
 * @param template the template
 * @param constant the template's constant (for equality and bounds)
 * @param support the passing calls it was inferred from
 * @param clause the clause in Java syntax ({@code !other.isEmpty()})
 */
public record Precondition(String className, String routine, int role, String name, Template template,
                           long constant, long support, String clause) {

    /** How the predicate's value of an object breaking the precondition compares. */
    public Comparison violation() {
        return template.violation();
    }

    /** What it compares to. */
    public long violationValue() {
        return template.violationValue(constant);
    }

    /** What the predicate of an object breaking it shows. */
    public Condition broken() {
        return new Condition(name, violation(), violationValue());
    }

    /** What the predicate of an object satisfying it shows. */
    public Condition held() {
        return template.holding(name, constant);
    }

    /** Whether it is about the input's null-ness ({@code x != null}, {@code x == null}). */
    public boolean nullness() {
        return template == Template.NOT_NULL || template == Template.IS_NULL;
    }
}
