/**
 * The guard's decision point and what it decides on: {@link dev.ferret.guard.boot.Gate},
 * {@link dev.ferret.guard.boot.Rules}, {@link dev.ferret.guard.boot.Effect},
 * {@link dev.ferret.guard.boot.Refusal}. In a guarded JVM these classes are on the bootstrap
 * class path (patched JDK classes call them), so they use nothing but the JDK.
 */
package dev.ferret.guard.boot;
