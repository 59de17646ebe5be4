package dev.ferret.core.build;

import dev.ferret.core.model.Sequence;

/**
 * A sequence that executed normally, with the indices whose values may be reused as inputs,
 * their runtime types and their declared (static) types: what the judge step feeds back into
 * the pool ({@link Candidates#keep}).
 *
 * @param sequence the executed sequence
 * @param reusable indices (into the flat statements) of the reusable values
 * @param runtimeTypes the runtime class of each reusable value
 * @param declaredTypes the declared output type of the statement of each reusable value
 */
public record KeptSequence(Sequence sequence, int[] reusable, Class<?>[] runtimeTypes, Class<?>[] declaredTypes) {
}
