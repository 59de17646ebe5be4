/**
 * The worker's varied environment: {@link dev.ferret.worker.environment.ClockRewriting} makes the
 * code under test read its clock from the guard's {@code ShiftedTime} as it loads, and
 * {@link dev.ferret.worker.environment.JvmEnvironment} moves that clock and sets another default
 * time zone, locale and user while the engine runs a test it is about to keep once more.
 */
package dev.ferret.worker.environment;
