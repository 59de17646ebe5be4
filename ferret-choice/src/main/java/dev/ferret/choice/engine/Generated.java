package dev.ferret.choice.engine;

/**
 * One successful path: the generator's return value, the trail that reproduces it, and the size
 * parameter it was generated for (0 unless the exploration iterates sizes).
 *
 * @param <T> the generated type
 */
public final class Generated<T> {

    private final T value;
    private final Trail trail;
    private final int size;

    Generated(T value, Trail trail, int size) {
        this.value = value;
        this.trail = trail;
        this.size = size;
    }

    /** The value the generator returned on this path. */
    public T value() {
        return value;
    }

    /** The choices that reproduce it ({@link Explorer#replay}). */
    public Trail trail() {
        return trail;
    }

    /** The size it was generated for. */
    public int size() {
        return size;
    }

    @Override
    public String toString() {
        return value + " @" + size + ":" + trail;
    }
}
