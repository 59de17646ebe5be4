package dev.ferret.core.run;

/**
 * What the mutants of the classes under test did to the choice of regression tests
 * ({@code keep.MutantKills}), summed over the workers.
 *
 * @param killed mutants killed by tests kept (a mutant two workers killed counts twice)
 * @param runs runs of tests with a mutant on
 * @param testsForMutants tests kept only because they kill a mutant no other test kills
 */
public record MutationFigures(long killed, long runs, long testsForMutants) implements java.io.Serializable {

    /** No mutants. */
    public static final MutationFigures NONE = new MutationFigures(0, 0, 0);

    /** The sum of two. */
    public MutationFigures plus(MutationFigures other) {
        return new MutationFigures(killed + other.killed, runs + other.runs, testsForMutants + other.testsForMutants);
    }
}
