/**
 * The flaky filter: re-runs regression tests in fresh JVMs under varied identity-hash schemes and
 * orders, and removes the assertions (or tests) that do not hold every time. Entry point:
 * {@link dev.ferret.junit.flaky.FlakyFilter}; {@link dev.ferret.junit.flaky.RerunPruner} prunes
 * after one run.
 */
package dev.ferret.junit.flaky;
