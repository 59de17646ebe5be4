/**
 * Ferret's JUnit output: turns the typed test model ({@link dev.ferret.core.testcase.GeneratedTest})
 * into JUnit 5 or JUnit 4 source files, checks that they compile, re-runs the regression tests and
 * prunes the ones that do not pass. The entry point for a front end is
 * {@link dev.ferret.junit.emit.SuiteEmitter}.
 */
package dev.ferret.junit;
