/**
 * What code rewritten by {@link dev.ferret.worker.sandbox.SandboxRewriter} calls at run time:
 * {@link dev.ferret.worker.sandbox.runtime.Trap} and the types it hands out. The code under test's
 * class loader takes this package from Ferret's own loader, so its classes use nothing but the JDK
 * (no ASM, no {@code ferret-core}).
 */
package dev.ferret.worker.sandbox.runtime;
