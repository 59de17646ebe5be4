package dev.ferret.core.generation;

import dev.ferret.core.model.Sequence;

/**
 * A sequence that executed normally, with the indices whose values may be reused as inputs,
 * their runtime types and their declared (static) types.
 */
record KeptSequence(Sequence sequence, int[] reusable, Class<?>[] runtimeTypes, Class<?>[] declaredTypes) {
}
