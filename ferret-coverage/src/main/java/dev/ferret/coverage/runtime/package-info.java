/**
 * What the instrumented code under test calls: {@link dev.ferret.coverage.runtime.Probes}. Kept
 * apart because the code under test's class loader sees this package, so it must depend on the
 * JDK only.
 */
package dev.ferret.coverage.runtime;
