package dev.ferret.worker.sandbox.runtime;

/**
 * Thrown into the code under test in place of an operation the sandbox blocks (ending the JVM,
 * deleting a file, starting a process). An {@link Error}, so that {@code catch (Exception e)} in
 * the code under test does not swallow it; code that catches {@code Throwable} still can, which is
 * why every violation is also recorded as an {@link Incident}.
 */
public final class SandboxViolation extends Error {
    private static final long serialVersionUID = 1L;

    /** @param message what was blocked, e.g. {@code System.exit(3) called by the code under test} */
    public SandboxViolation(String message) {
        super(message);
    }
}
