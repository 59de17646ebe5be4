/**
 * Correct example classes whose observers are partly unstable between JVMs (time, identity hash
 * codes, hash-set order, static counters), catalogued per observer in {@code flaky-observers.tsv},
 * for testing Ferret's flaky filter.
 */
package dev.ferret.examples.flaky;
