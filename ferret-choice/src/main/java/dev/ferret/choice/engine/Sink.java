package dev.ferret.choice.engine;

/** Receives the outcomes of paths from the workers; may be called from several threads at once. */
interface Sink<T> {

    /** A successful path; false stops the exploration. */
    boolean success(T value, Execution execution, int size);

    /** A failed path; false stops the exploration. */
    boolean failure(Throwable thrown, Execution execution, int size);
}
