/**
 * Daikon-style inference from the passing calls: preconditions over one predicate of one input
 * ({@link dev.ferret.stateful.infer.PreconditionInference}), postconditions over the pre- and
 * post-states with {@code old(...)} ({@link dev.ferret.stateful.infer.PostconditionInference}),
 * and implications {@code old(A) ==> C} by splitting the calls on a boolean predicate
 * ({@link dev.ferret.stateful.infer.ImplicationInference}); the templates are counted in
 * {@link dev.ferret.stateful.infer.TemplateCatalog}. Inferred contracts are never oracles.
 */
package dev.ferret.stateful.infer;
