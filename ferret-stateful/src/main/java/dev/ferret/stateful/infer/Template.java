package dev.ferret.stateful.infer;

import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.Condition;

/**
 * The precondition templates of this slice, over one predicate {@code q} of one input (notes
 * §3.5: nullness, boolean observers in both polarities, integer equality to a constant, lower
 * and upper bounds), each with the search that finds an object breaking it.
 */
public enum Template {
    /** {@code x != null}. */
    NOT_NULL(Comparison.EQ, 0),
    /** {@code x == null}. */
    IS_NULL(Comparison.EQ, 1),
    /** {@code x.q()} for a boolean observer (or a boolean parameter itself). */
    TRUE(Comparison.EQ, 0),
    /** {@code !x.q()}. */
    FALSE(Comparison.EQ, 1),
    /** {@code x.q() == c}. */
    EQUALS(Comparison.NE, 0),
    /** {@code x.q() >= c}. */
    AT_LEAST(Comparison.LT, 0),
    /** {@code x.q() <= c}. */
    AT_MOST(Comparison.GT, 0);

    private final Comparison violation;
    private final long fixed;

    Template(Comparison violation, long fixed) {
        this.violation = violation;
        this.fixed = fixed;
    }

    /** How a value breaking it compares. */
    public Comparison violation() {
        return violation;
    }

    /** What a value breaking it compares to, given the template's constant. */
    long violationValue(long constant) {
        return this == EQUALS || this == AT_LEAST || this == AT_MOST ? constant : fixed;
    }

    /**
     * What an object that satisfies it must show of the predicate, given the template's constant:
     * {@code q == 1}, {@code q == c}, {@code q > c - 1} for {@code q >= c}.
     */
    Condition holding(String name, long constant) {
        return switch (this) {
            case NOT_NULL, TRUE -> new Condition(name, Comparison.EQ, 1);
            case IS_NULL, FALSE -> new Condition(name, Comparison.EQ, 0);
            case EQUALS -> new Condition(name, Comparison.EQ, constant);
            case AT_LEAST -> new Condition(name, Comparison.GT, constant - 1);
            case AT_MOST -> new Condition(name, Comparison.LT, constant + 1);
        };
    }

    /** The clause in Java syntax, {@code term} being the predicate on the input ({@code other.isEmpty()}). */
    String clause(String variable, String term, long constant) {
        return switch (this) {
            case NOT_NULL -> variable + " != null";
            case IS_NULL -> variable + " == null";
            case TRUE -> term;
            case FALSE -> "!" + term;
            case EQUALS -> term + " == " + constant;
            case AT_LEAST -> term + " >= " + constant;
            case AT_MOST -> term + " <= " + constant;
        };
    }
}
