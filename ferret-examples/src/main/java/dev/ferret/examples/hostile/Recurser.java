package dev.ferret.examples.hostile;

/**
 * Descends without a bottom.
 *
 * <p>Hostile: {@code descend} recurses until a {@link StackOverflowError}. Harmless:
 * {@code getDeepest}.
 */
public final class Recurser {
    private int deepest;

    /** @return the deepest {@code depth} {@code descend} reached */
    public int getDeepest() {
        return deepest;
    }

    /** Calls itself with {@code depth + 1} until the stack overflows; never returns normally. */
    public int descend(int depth) {
        deepest = Math.max(deepest, depth);
        return descend(depth + 1) + 1;
    }
}
