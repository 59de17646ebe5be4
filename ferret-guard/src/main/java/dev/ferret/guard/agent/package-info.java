/**
 * The guard's Java agent: {@link dev.ferret.guard.agent.GuardAgent} (premain) and the patches of
 * the JDK's entry points of effects ({@code JdkPatches}, ASM, loaded in a class loader of its own).
 */
package dev.ferret.guard.agent;
