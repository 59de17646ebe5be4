package dev.ferret.core.execution;

import dev.ferret.core.testcase.Coverage;

/**
 * Reads which coverage goals (probes of the instrumented classes under test) the code under test
 * reached. The engine clears the meter before a judged sequence runs and reads it right after, so
 * what it reads is that sequence's coverage. Coverage feedback plugs an implementation in; with
 * {@link #NONE} nothing is measured and regression tests are kept as without feedback.
 */
public interface CoverageMeter {

    /** Measures nothing. */
    CoverageMeter NONE = new CoverageMeter() {
        @Override
        public void clear() {
        }

        @Override
        public Coverage read() {
            return Coverage.NONE;
        }

        @Override
        public boolean measures() {
            return false;
        }
    };

    /** Forgets every goal reached so far. */
    void clear();

    /** The goals reached since the last {@link #clear()} or {@code read()}; clears them. */
    Coverage read();

    /** Whether this meter measures anything (false only for {@link #NONE}). */
    default boolean measures() {
        return true;
    }

    /**
     * The branch points of the code under test, as goals: for each conditional jump or switch, the
     * goals of its edges, the constants it compares against and its method's goals. A point with some goals reached and others not is a condition reached
     * but not decided every way: what branch-directed generation aims at. Empty when unknown.
     */
    default java.util.List<BranchPoint> branchPoints() {
        return java.util.List.of();
    }

    /** The mutants of the measured classes, switched on one at a time; {@link Mutants#NONE} for none. */
    default Mutants mutants() {
        return Mutants.NONE;
    }
}
