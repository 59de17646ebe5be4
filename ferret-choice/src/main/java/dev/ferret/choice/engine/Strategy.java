package dev.ferret.choice.engine;

/**
 * The order in which an exploration visits paths. Immutable. Sizes in ascending order (smallest
 * counterexample first) are a separate axis: {@link Explorer#ascending}.
 */
public final class Strategy {

    private static final Strategy DFS = new Strategy(false, 0, 0);

    private final boolean random;
    private final long seed;
    private final long samples;

    private Strategy(boolean random, long seed, long samples) {
        this.random = random;
        this.seed = seed;
        this.samples = samples;
    }

    /**
     * Exhaustive depth-first search by re-execution: values ascending, {@code false} before
     * {@code true}, the deepest open choice advanced first. The default.
     */
    public static Strategy depthFirst() {
        return DFS;
    }

    /**
     * Random sampling: each path draws every new choice uniformly from its domain, from a
     * {@link java.util.SplittableRandom} with this seed. Paths may repeat. Never exhaustive.
     */
    public static Strategy randomSamples(long seed, long samples) {
        if (samples <= 0) {
            throw new IllegalArgumentException("samples must be positive: " + samples);
        }
        return new Strategy(true, seed, samples);
    }

    /** Whether this is random sampling. */
    public boolean isRandom() {
        return random;
    }

    /** The sampling seed. */
    public long seed() {
        return seed;
    }

    /** The number of samples (paths) to draw. */
    public long samples() {
        return samples;
    }

    @Override
    public String toString() {
        return random ? "random(seed=" + seed + ", samples=" + samples + ")" : "depth-first";
    }
}
