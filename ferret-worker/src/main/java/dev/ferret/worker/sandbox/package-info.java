/**
 * The worker's sandbox for the code under test: {@link dev.ferret.worker.sandbox.SandboxRewriter}
 * rewrites each class of the code under test as it loads so that writes to static fields outside
 * static initializers are reported to {@link dev.ferret.worker.sandbox.runtime.Trap}. Effects on the
 * world outside the JVM are refused at the JDK's own boundary by the guard (module
 * {@code ferret-guard}), armed by the worker's {@code minion.WorkerConfinement}.
 *
 * <p>The rewriter uses ASM and lives here; what rewritten code calls lives in
 * {@link dev.ferret.worker.sandbox.runtime}, the only package the code under test's class loader
 * takes from Ferret's loader.
 */
package dev.ferret.worker.sandbox;
