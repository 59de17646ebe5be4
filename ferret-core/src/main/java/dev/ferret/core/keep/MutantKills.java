package dev.ferret.core.keep;

import dev.ferret.core.execution.Mutants;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;

/**
 * Mutants killed, as goals of the regression tests about to be kept (issue 28 §4): a test runs
 * once as written to learn which mutants its run reaches, then once with each of those that no
 * test kept before killed; a mutant is killed when the run does not pass as the test expects (it
 * throws, or no longer throws what the test expects) or when a value the test checks comes out
 * otherwise. The goals of the mutants a test kills join its coverage, so that the suite's
 * reduction keeps, beside the coverage, a test for every mutant killed. Runs stop for good once
 * they took their share of the run's time.
 */
final class MutantKills {

    /** The most mutants tried per test. */
    static final int PER_TEST = 48;
    /** The most sequences that add nothing else a mutant is tried with. */
    static final int TRIES = 8;

    private final SliceRunner runner;
    private final Mutants mutants;
    private final long budgetNanos;
    private final BitSet killed = new BitSet();
    private final java.util.Map<Integer, Integer> tries = new java.util.HashMap<>();
    private long spentNanos;
    private long runs;

    /**
     * @param runner runs a test's statements (with a mutant on, while one is)
     * @param mutants the switch of the classes under test's mutants
     * @param budgetNanos the time all mutant runs may take together
     */
    MutantKills(SliceRunner runner, Mutants mutants, long budgetNanos) {
        this.runner = runner;
        this.mutants = mutants;
        this.budgetNanos = budgetNanos;
    }

    /** The mutants reached since the last call (or the last run this object made); forgets them. */
    int[] mutantsReached() {
        return mutants.reached();
    }

    /** Mutants killed so far by the tests kept. */
    int killed() {
        return killed.cardinality();
    }

    /** Whether the runs with a mutant on took their share of the run's time. */
    boolean spent() {
        return spentNanos >= budgetNanos;
    }

    /** Runs with a mutant on so far. */
    long runs() {
        return runs;
    }

    /**
     * The test with the goals of the mutants it kills that no test kept before killed; the test
     * itself when it kills none (or the share of time is spent).
     *
     * @param test the test about to be kept, with its final checks
     * @param statements its statements
     * @param expected the exception its last statement throws, or null
     */
    GeneratedTest withKills(GeneratedTest test, Statement[] statements, Class<?> expected) throws InterruptedException {
        return withKills(test, statements, expected, null);
    }

    /**
     * {@link #withKills(GeneratedTest, Statement[], Class)} for a test whose statements just ran as
     * written (in the environment filter), reaching {@code reached}: not run again to learn them.
     *
     * @param reached the mutants the test's statements reached when they last ran, or null to run them
     */
    GeneratedTest withKills(GeneratedTest test, Statement[] statements, Class<?> expected, int[] reached)
            throws InterruptedException {
        if (spentNanos >= budgetNanos || test.checks().isEmpty()) {
            return test;
        }
        long start = System.nanoTime();
        try {
            if (reached == null) {
                mutants.reached();
                if (runner.run(statements, expected) == null) {
                    mutants.reached();
                    return test; // does not pass again as written: nothing to compare a mutant's run with
                }
                reached = mutants.reached();
            }
            List<Check> checks = test.checks();
            int[] goals = new int[Math.min(reached.length, PER_TEST)];
            int n = 0;
            int tried = 0;
            for (int mutant : reached) {
                if (killed.get(mutant)) {
                    continue;
                }
                if (tried++ == PER_TEST || spentNanos + System.nanoTime() - start >= budgetNanos) {
                    break;
                }
                if (kills(statements, expected, checks, mutant)) {
                    killed.set(mutant);
                    goals[n++] = mutants.goal(mutant);
                }
            }
            mutants.reached();
            return n == 0 ? test : test.withCoverage(test.coverage().union(Coverage.of(Arrays.copyOf(goals, n))));
        } finally {
            mutants.deactivate();
            spentNanos += System.nanoTime() - start;
        }
    }

    /**
     * Whether a sequence that adds no coverage and no behaviour kills a mutant no kept test kills:
     * tried with each such mutant its run reached (the run's own {@code reached}), each mutant at
     * most {@value #TRIES} times from such sequences, so that the mutants that random inputs
     * rarely kill (a boundary met exactly, a check that only equal values fail) get a test when one
     * comes along.
     *
     * @param statements the sequence's statements
     * @param expected the exception its last statement throws, or null
     * @param checks what its run observed
     * @param reached the mutants its run reached
     */
    boolean killsOne(Statement[] statements, Class<?> expected, List<Check> checks, int[] reached)
            throws InterruptedException {
        if (spentNanos >= budgetNanos || checks.isEmpty() || reached.length == 0) {
            return false;
        }
        long start = System.nanoTime();
        try {
            for (int mutant : reached) {
                if (killed.get(mutant) || tries.merge(mutant, 1, Integer::sum) > TRIES) {
                    continue;
                }
                if (kills(statements, expected, checks, mutant)) {
                    return true;
                }
                if (spentNanos + System.nanoTime() - start >= budgetNanos) {
                    return false;
                }
            }
            return false;
        } finally {
            mutants.deactivate();
            spentNanos += System.nanoTime() - start;
        }
    }

    private boolean kills(Statement[] statements, Class<?> expected, List<Check> checks, int mutant)
            throws InterruptedException {
        runs++;
        SliceRunner.Passed passed;
        mutants.activate(mutant);
        try {
            passed = runner.run(statements, expected);
        } finally {
            mutants.deactivate();
        }
        return passed == null || !new HashSet<>(passed.checks()).containsAll(checks);
    }
}
