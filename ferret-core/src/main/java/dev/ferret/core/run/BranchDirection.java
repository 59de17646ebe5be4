package dev.ferret.core.run;

/**
 * What branch-directed generation did ({@link dev.ferret.core.build.BranchDirector}), summed over
 * the workers (a branch goal two workers attempted counts twice).
 *
 * @param variants variants of passing sequences executed
 * @param attempted branch goals not reached when their method was first varied
 * @param flipped attempted branch goals that a variant reached first
 */
public record BranchDirection(long variants, long attempted, long flipped) implements java.io.Serializable {

    /** Nothing directed. */
    public static final BranchDirection NONE = new BranchDirection(0, 0, 0);

    /** The sum of two. */
    public BranchDirection plus(BranchDirection other) {
        return new BranchDirection(variants + other.variants, attempted + other.attempted, flipped + other.flipped);
    }

    /** Flipped per attempted branch goal (0 without attempts). */
    public double flippedShare() {
        return attempted == 0 ? 0 : flipped / (double) attempted;
    }
}
