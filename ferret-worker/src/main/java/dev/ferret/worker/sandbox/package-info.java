/**
 * The worker's sandbox for the code under test: {@link dev.ferret.worker.sandbox.SandboxRewriter}
 * rewrites each class of the code under test as it loads so that calls which would end the JVM,
 * delete files or start processes go to {@link dev.ferret.worker.sandbox.runtime.Trap} instead, and
 * so that writes to static fields outside static initializers are reported.
 *
 * <p>The rewriter uses ASM and lives here; what rewritten code calls lives in
 * {@link dev.ferret.worker.sandbox.runtime}, the only package the code under test's class loader
 * takes from Ferret's loader.
 */
package dev.ferret.worker.sandbox;
