/**
 * The clock of the code under test, shifted on demand: {@link dev.ferret.guard.time.ClockRewriter}
 * redirects the clock reads of a class to {@code dev.ferret.guard.boot.ShiftedTime}, whose shift a
 * worker sets while it runs a sequence again in a varied environment, and a re-run JVM takes from
 * the system property {@code ferret.clock.shift}. Depends on ASM and the JDK only.
 */
package dev.ferret.guard.time;
