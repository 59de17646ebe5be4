/**
 * Feedback-directed generation: extracting operations from the classes under test, the
 * {@link dev.ferret.core.generation.ValuePool pool} of kept sequences indexed by type,
 * assembling new sequences, index pruning, and the {@link dev.ferret.core.generation.Generator}
 * loop that ties them together.
 */
package dev.ferret.core.generation;
