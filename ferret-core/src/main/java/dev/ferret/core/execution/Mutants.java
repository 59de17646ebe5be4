package dev.ferret.core.execution;

/**
 * The mutants of the classes under test, all written into their loaded versions (a mutant
 * schema), switched on one at a time: the engine runs a regression test about to be kept with
 * each mutant its run reached and keeps, as a goal of the test, each mutant whose run the test's
 * checks tell apart ({@code keep.MutantKills}). Coverage feedback plugs an implementation in
 * ({@link CoverageMeter#mutants()}); {@link #NONE} has no mutants.
 */
public interface Mutants {

    /** No mutants. */
    Mutants NONE = new Mutants() {
        @Override
        public int[] reached() {
            return new int[0];
        }

        @Override
        public void activate(int mutant) {
        }

        @Override
        public void deactivate() {
        }

        @Override
        public int goal(int mutant) {
            return -1;
        }

        @Override
        public boolean enabled() {
            return false;
        }
    };

    /** The mutants whose points ran since the last call; forgets them. */
    int[] reached();

    /** Puts mutant {@code mutant} on, every other off. */
    void activate(int mutant);

    /** Puts every mutant off: the code under test runs as written. */
    void deactivate();

    /** The coverage goal that stands for killing {@code mutant} (beyond the probes' goals). */
    int goal(int mutant);

    /** Whether there are mutants (false only for {@link #NONE}). */
    default boolean enabled() {
        return true;
    }
}
