/**
 * UDITA test-generation programs on a plain JVM (Gligoric et al., "On Test Generation through
 * Programming in UDITA"): nondeterministic choices and {@code assume} ({@link dev.ferret.choice.Choice}),
 * one-method generators composed by plain calls ({@link dev.ferret.choice.Generator}), delayed
 * values with copy propagation ({@link dev.ferret.choice.Delayed}) and object pools
 * ({@link dev.ferret.choice.ObjectPool}); generators from an invariant and field bounds
 * ({@link dev.ferret.choice.Finitization}); values rebuilt from their trails
 * ({@link dev.ferret.choice.Replay}, what tests that Ferret emits for {@code --generator} call).
 * Explore a generator with
 * {@link dev.ferret.choice.engine.Explorer}; use it from JUnit 5 with {@code dev.ferret.choice.junit}.
 */
package dev.ferret.choice;
