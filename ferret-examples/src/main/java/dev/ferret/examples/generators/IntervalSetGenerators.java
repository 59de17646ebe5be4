package dev.ferret.examples.generators;

import dev.ferret.choice.Finitization;
import dev.ferret.choice.Generator;

/**
 * A user's generator class written as Korat's finitization: the bounds of {@link IntervalSet}'s
 * fields and its invariant, no generating code.
 */
public final class IntervalSetGenerators {

    private IntervalSetGenerators() {
    }

    /** Interval sets of at most {@code size} intervals with bounds from 0 to 2 * size. */
    public static Generator<IntervalSet> sets(int size) {
        return Finitization.of(IntervalSet.class)
                .objects(IntervalSet.Node.class, size)
                .ints(IntervalSet.Node.class, "lo", 0, 2 * size)
                .ints(IntervalSet.Node.class, "hi", 0, 2 * size)
                .generator(IntervalSet::repOK);
    }
}
