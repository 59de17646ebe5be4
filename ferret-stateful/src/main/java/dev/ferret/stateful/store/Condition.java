package dev.ferret.stateful.store;

import dev.ferret.stateful.store.CampaignStore.Comparison;

/**
 * One predicate of an object compared to a value: what a searched object must also satisfy
 * ({@link CampaignStore#searchSatisfying}), such as the routine's other preconditions on it.
 *
 * @param name the predicate's {@code $}-normalized name
 * @param comparison how its value compares
 * @param value what it compares to
 */
public record Condition(String name, Comparison comparison, long value) {

    /** Whether {@code v} satisfies it. */
    public boolean holds(long v) {
        return switch (comparison) {
            case EQ -> v == value;
            case NE -> v != value;
            case LT -> v < value;
            case GT -> v > value;
        };
    }
}
