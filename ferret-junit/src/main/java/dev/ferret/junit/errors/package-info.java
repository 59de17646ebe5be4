/**
 * The check of the error-revealing tests after generation: each runs as a build runs it, in a fresh,
 * guarded JVM with a bounded heap and a per-test timeout, and must fail there the way it failed in
 * the worker; one that does not, that exhausts memory, hangs or ends the JVM is dropped and
 * reported ({@link dev.ferret.junit.errors.ErrorTestCheck}).
 */
package dev.ferret.junit.errors;
