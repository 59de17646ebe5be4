/**
 * Starting a guarded JVM: {@link dev.ferret.guard.launch.GuardedJvm#options} writes the guard's
 * jars and configuration and returns the JVM options that load them.
 */
package dev.ferret.guard.launch;
