package dev.ferret.choice.engine;

/**
 * Thrown when a replayed execution does not make the choices its trail recorded: the generator
 * depends on something other than its choices (randomness, time, static state, hash order of
 * identity-hashed objects, threads). The message names the first position that differs.
 */
public final class NondeterminismException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    private final int position;

    NondeterminismException(int position, String detail) {
        super("non-deterministic generator at choice #" + position + ": " + detail);
        this.position = position;
    }

    /** The 0-based trail position of the first choice that differs from the recorded one. */
    public int position() {
        return position;
    }
}
