package dev.ferret.core.keep;

import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Check;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Drops from a test about to be kept every statement its assertions and its expected exception do
 * not depend on, as a reader would: a statement stays only when the test without it no longer
 * passes with the same assertions. The statements the checked values are computed from (their
 * data slice) always stay; the others (calls whose results nothing reads, such as a
 * {@code toString()} or a {@code stream()} whose result is dropped, and possible mutators that
 * change nothing asserted) are removed in chunks, halving a chunk that cannot go
 * (delta debugging's complement step), each removal confirmed by executing the smaller test
 * ({@link SliceRunner}); at most {@value #MAX_RUNS} executions per test. A removed statement
 * takes with it the statements that only fed it. What the removed statements reached and nothing
 * asserts (coverage goals) is the caller's to release.
 */
final class NeededStatements {

    /** Executions at most per test. */
    static final int MAX_RUNS = 24;

    private final SliceRunner runner;
    private long runs;
    private long removed;

    NeededStatements(SliceRunner runner) {
        this.runner = runner;
    }

    /**
     * The test without the statements it does not need.
     *
     * @param statements the test's statements
     * @param checks its checks (indices into {@code statements})
     * @param expected the exception its last statement throws, or {@code null}
     * @return the smaller test and what it did, or {@code null} when no statement can go
     */
    Focused focus(Statement[] statements, List<Check> checks, Class<?> expected) throws InterruptedException {
        return focus(statements, checks, expected, new BitSet());
    }

    /**
     * The test without the statements it does not need for its checks nor for the new coverage
     * goals it was kept for ({@code mustReach}: a statement that reaches one earns its place, such
     * as the offers that make a selector trim its buffer though its result stays the same).
     *
     * @param mustReach the coverage goals every smaller version must still reach
     */
    Focused focus(Statement[] statements, List<Check> checks, Class<?> expected, BitSet mustReach)
            throws InterruptedException {
        int n = statements.length;
        BitSet core = new BitSet(n);
        close(statements, n - 1, core);
        for (Check c : checks) {
            int step = stepOf(c);
            if (step >= 0 && step < n) {
                close(statements, step, core);
            }
        }
        if (core.cardinality() == n) {
            return null;
        }
        Attempt attempt = new Attempt(statements, core, new HashSet<>(checks), expected, mustReach);
        if (attempt.without(complement(core, n))) {
            return attempt.finish();
        }
        BitSet reach = (BitSet) core.clone();
        Slices.addMutators(statements, n, reach);
        if (reach.cardinality() < n) {
            attempt.without(complement(reach, n)); // what cannot change a value the checks see
        }
        BitSet repeats = repeats(statements, core, attempt.keep);
        if (!repeats.isEmpty()) {
            attempt.without(repeats); // a call made again as before reaches nothing new
        }
        Deque<List<Integer>> chunks = new ArrayDeque<>();
        List<Integer> optional = new ArrayList<>();
        for (int i = attempt.keep.nextSetBit(0); i >= 0; i = attempt.keep.nextSetBit(i + 1)) {
            if (!core.get(i)) {
                optional.add(i);
            }
        }
        if (optional.size() > 1) {
            chunks.push(optional.subList(0, optional.size() / 2));
            chunks.push(optional.subList(optional.size() / 2, optional.size()));
        }
        while (!chunks.isEmpty() && attempt.budget > 0) {
            List<Integer> chunk = chunks.pop();
            BitSet drop = new BitSet(n);
            chunk.forEach(drop::set);
            if (!attempt.without(drop) && chunk.size() > 1) {
                int half = chunk.size() / 2;
                chunks.push(chunk.subList(0, half));
                chunks.push(chunk.subList(half, chunk.size())); // later statements first
            }
        }
        return attempt.finish();
    }

    private static BitSet complement(BitSet set, int n) {
        BitSet c = new BitSet(n);
        c.set(0, n);
        c.andNot(set);
        return c;
    }

    /** The statements kept so far, each removal confirmed by an execution. */
    private final class Attempt {
        private final Statement[] statements;
        private final BitSet core;
        private final Set<Check> wanted;
        private final Class<?> expected;
        private final BitSet keep;
        private int budget = MAX_RUNS;
        private Focused best;

        private final BitSet mustReach;

        Attempt(Statement[] statements, BitSet core, Set<Check> wanted, Class<?> expected, BitSet mustReach) {
            this.statements = statements;
            this.core = core;
            this.wanted = wanted;
            this.expected = expected;
            this.mustReach = mustReach;
            this.keep = new BitSet(statements.length);
            keep.set(0, statements.length);
        }

        /** Whether the test without {@code drop} (and what only fed it) passes with the same checks; kept if so. */
        boolean without(BitSet drop) throws InterruptedException {
            BitSet smaller = (BitSet) keep.clone();
            smaller.andNot(drop);
            dropOrphans(statements, core, smaller);
            if (smaller.equals(keep) || budget == 0) {
                return false;
            }
            budget--;
            runs++;
            Statement[] extracted = Slices.extract(statements, smaller);
            SliceRunner.Passed passed = runner.run(extracted, expected);
            if (passed == null
                    || !new HashSet<>(renumber(passed.checks(), smaller, statements.length, true)).equals(wanted)
                    || !reaches(passed.coverage())) {
                return false;
            }
            keep.and(smaller);
            best = new Focused(extracted, passed);
            return true;
        }

        /** Whether {@code coverage} has every goal the smaller test must still reach. */
        private boolean reaches(dev.ferret.core.testcase.Coverage coverage) {
            return reachesAll(coverage, mustReach);
        }

        Focused finish() {
            if (best != null) {
                removed += statements.length - best.statements().length;
            }
            return best;
        }
    }
    /** Executions made so far. */
    long runs() {
        return runs;
    }

    /** Statements removed so far. */
    long removed() {
        return removed;
    }

    /**
     * The smaller test: its statements and what executing them did (its checks, the same as the
     * whole test's, renumbered; the coverage it reached).
     */
    record Focused(Statement[] statements, SliceRunner.Passed passed) { }

    /** Which of {@code goals} {@code coverage} has. */
    static BitSet reached(dev.ferret.core.testcase.Coverage coverage, BitSet goals) {
        BitSet in = new BitSet();
        for (int i = 0; i < coverage.size(); i++) {
            int g = coverage.goal(i);
            if (goals.get(g)) {
                in.set(g);
            }
        }
        return in;
    }

    /** Whether {@code coverage} has every one of {@code goals}. */
    static boolean reachesAll(dev.ferret.core.testcase.Coverage coverage, BitSet goals) {
        BitSet missing = (BitSet) goals.clone();
        for (int i = 0; i < coverage.size() && !missing.isEmpty(); i++) {
            missing.clear(coverage.goal(i));
        }
        return missing.isEmpty();
    }

    /**
     * The statements of {@code keep} outside {@code core} whose value no statement takes and that
     * repeat an earlier kept statement: the same operation on the same inputs
     * ({@code new CircularFifoQueue<>()} ten times over), which reaches what the first one did.
     */
    static BitSet repeats(Statement[] statements, BitSet core, BitSet keep) {
        BitSet used = new BitSet();
        for (Statement s : statements) {
            for (int in : s.inputs()) {
                used.set(in);
            }
        }
        Set<String> seen = new HashSet<>();
        BitSet out = new BitSet();
        for (int i = keep.nextSetBit(0); i >= 0; i = keep.nextSetBit(i + 1)) {
            String key = statements[i].operation().signature() + java.util.Arrays.toString(statements[i].inputs());
            if (!seen.add(key) && !core.get(i) && !used.get(i)) {
                out.set(i);
            }
        }
        return out;
    }

    /** Clears from {@code keep} the statements outside {@code core} whose values no kept statement takes, to a fixed point. */
    private static void dropOrphans(Statement[] statements, BitSet core, BitSet keep) {
        boolean changed = true;
        while (changed) {
            changed = false;
            BitSet used = new BitSet();
            for (int i = keep.nextSetBit(0); i >= 0; i = keep.nextSetBit(i + 1)) {
                for (int in : statements[i].inputs()) {
                    used.set(in);
                }
            }
            for (int i = keep.nextSetBit(0); i >= 0; i = keep.nextSetBit(i + 1)) {
                if (!core.get(i) && !used.get(i) && producesOnly(statements[i])) {
                    keep.clear(i);
                    changed = true;
                }
            }
        }
        // a kept statement needs its producers
        for (int i = keep.length() - 1; i >= 0; i--) {
            if (keep.get(i)) {
                for (int in : statements[i].inputs()) {
                    keep.set(in);
                }
            }
        }
    }

    /** A statement that only makes a value from plain inputs (a literal): nothing else can depend on it running. */
    private static boolean producesOnly(Statement s) {
        return s.inputs().length == 0;
    }

    private static void close(Statement[] statements, int index, BitSet into) {
        if (into.get(index)) {
            return;
        }
        into.set(index);
        for (int in : statements[index].inputs()) {
            close(statements, in, into);
        }
    }

    /** The step a regression check is about, or -1. */
    private static int stepOf(Check c) {
        return c.accept(new Check.Visitor<>() {
            @Override
            public Integer valueCheck(Check.ValueCheck v) {
                return v.step();
            }

            @Override
            public Integer throwsCheck(Check.ThrowsCheck t) {
                return t.step();
            }

            @Override
            public Integer contractCheck(Check.ContractCheck k) {
                return -1;
            }

            @Override
            public Integer noExceptionCheck(Check.NoExceptionCheck e) {
                return -1;
            }
        });
    }

    /**
     * The checks of a smaller test in the numbering of the whole one ({@code back}) or the other
     * way round.
     */
    static List<Check> renumber(List<Check> checks, BitSet kept, int n, boolean back) {
        int[] map = new int[n];
        int[] inverse = new int[kept.cardinality()];
        int k = 0;
        for (int i = 0; i < n; i++) {
            map[i] = kept.get(i) ? k : -1;
            if (kept.get(i)) {
                inverse[k++] = i;
            }
        }
        List<Check> out = new ArrayList<>(checks.size());
        for (Check c : checks) {
            out.add(c.accept(new Check.Visitor<>() {
                @Override
                public Check valueCheck(Check.ValueCheck v) {
                    return new Check.ValueCheck(move(v.step()), v.observer(), v.expected());
                }

                @Override
                public Check throwsCheck(Check.ThrowsCheck t) {
                    return new Check.ThrowsCheck(move(t.step()), t.exceptionType());
                }

                @Override
                public Check contractCheck(Check.ContractCheck x) {
                    return x;
                }

                @Override
                public Check noExceptionCheck(Check.NoExceptionCheck e) {
                    return e;
                }

                private int move(int step) {
                    if (back) {
                        return step >= 0 && step < inverse.length ? inverse[step] : -1;
                    }
                    return step >= 0 && step < n ? map[step] : -1;
                }
            }));
        }
        return out;
    }
}
