/**
 * Daikon-style inference of preconditions from the passing calls: templates over one predicate
 * of one input ({@link dev.ferret.stateful.infer.PreconditionInference}). Inferred contracts are
 * never oracles.
 */
package dev.ferret.stateful.infer;
