package dev.ferret.choice.engine;

/**
 * A path that ended with an exception or error other than a prune: in white-box programs, a
 * counterexample. Carries what reproduces it: its size and trail.
 */
public final class Failure {

    private final Throwable cause;
    private final Trail trail;
    private final int size;

    Failure(Throwable cause, Trail trail, int size) {
        this.cause = cause;
        this.trail = trail;
        this.size = size;
    }

    /** What the path threw. */
    public Throwable cause() {
        return cause;
    }

    /** The choices that reproduce it. */
    public Trail trail() {
        return trail;
    }

    /** The size it was found at (0 unless the exploration iterates sizes). */
    public int size() {
        return size;
    }

    /** One line: size, trail and the throwable. */
    public String describe() {
        return "counterexample at size " + size + ", trail [" + trail + "]: " + cause;
    }

    @Override
    public String toString() {
        return describe();
    }
}
