/**
 * The select stage: the operations of the classes under test
 * ({@link dev.ferret.core.select.OperationExtractor}: public constructors, methods, static final
 * fields and enum constants, known nondeterministic members left out), among which the loop
 * selects one per iteration.
 */
package dev.ferret.core.select;
