package dev.ferret.choice.engine;

/**
 * The control-flow signal that ends an execution early: a failed assumption, an infeasible object
 * pool, or a depth budget. It is an {@link Error}, not an exception, so that ordinary
 * {@code catch (Exception e)} blocks let it through; and the engine also records it in the
 * {@link Execution}, so that an execution whose user code catches {@code Throwable} and returns
 * normally is still classified by the signal. Preallocated, without stack trace.
 */
final class Signal extends Error {

    private static final long serialVersionUID = 1L;

    static final Signal ASSUME = new Signal("assumption failed");
    static final Signal POOL = new Signal("object pool infeasible");
    static final Signal DEPTH = new Signal("depth budget exceeded");

    private Signal(String message) {
        super(message, null, false, false);
    }
}
