/**
 * Mutants of the classes under test, written into the classes as they load (a mutant schema),
 * switched on one at a time through {@link dev.ferret.coverage.runtime.MutantSwitch}: what lets the
 * engine keep a regression test for every mutant a test kills.
 */
package dev.ferret.coverage.mutation;
