package dev.ferret.core.minimize;

/**
 * Decides whether a candidate still fails the same way as the original witness: the same
 * contract or exception rule, after the same method (thesis §6.1, the distinguishing oracle).
 */
@FunctionalInterface
public interface FailureOracle {

    /**
     * Executes the candidate and compares its failure with the original's.
     *
     * @throws InterruptedException if interrupted while the candidate runs
     */
    boolean reproduces(Witness candidate) throws InterruptedException;
}
