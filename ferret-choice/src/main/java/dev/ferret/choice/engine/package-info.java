/**
 * Stateless exploration by re-execution over a choice trail: {@link dev.ferret.choice.engine.Explorer}
 * (entry point), eager and delayed {@link dev.ferret.choice.engine.Mode}s, strategies, budgets,
 * immutable {@link dev.ferret.choice.engine.Report}s, trails for replay, and the determinism check.
 * {@link dev.ferret.choice.engine.Execution} is the context the facade uses; user code does not
 * call it.
 */
package dev.ferret.choice.engine;
