package dev.ferret.core.emit;

import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.IntPredicate;

/**
 * Reduces regression tests to a small suite that keeps their coverage: first a greedy set cover
 * of their coverage goals, without the tests it took that the others make redundant (every test
 * left is needed for the coverage, so no cap applies),
 * then, while a class under test has fewer than the cap, tests for behaviours ({@link Behaviours})
 * no test taken asserts yet. Greedy means the test that adds the most goals not yet covered comes
 * first (ties: more assertions, as a test that checks more kills more mutants of what it runs;
 * then fewer steps, then the earlier ordinal), until no test adds one. Deterministic for a
 * given input. When no test carries coverage (it was not measured: JDK classes), the behaviours
 * alone choose, up to the cap per class.
 */
public final class SuiteReduction {

    /** The default cap of tests per class under test beyond those its coverage needs. */
    public static final int DEFAULT_TESTS_PER_CLASS = 60;

    private SuiteReduction() {
    }

    /** {@link #reduce(List, int)} with the default cap of {@value #DEFAULT_TESTS_PER_CLASS}. */
    public static List<GeneratedTest> reduce(List<GeneratedTest> tests) {
        return reduce(tests, DEFAULT_TESTS_PER_CLASS);
    }

    /**
     * @param tests regression tests, in any order
     * @param perClass the most tests per class under test, unless more are needed for coverage
     * @return the tests kept, in the order of the input
     */
    public static List<GeneratedTest> reduce(List<GeneratedTest> tests, int perClass) {
        boolean[] keep = new boolean[tests.size()];
        List<int[]> coverage = new ArrayList<>(tests.size());
        for (GeneratedTest t : tests) {
            coverage.add(goals(t.coverage()));
        }
        Map<String, Integer> perClassKept = new HashMap<>();
        List<Integer> order = cover(tests, coverage, keep, perClassKept, i -> true);
        dropRedundant(tests, coverage, keep, perClassKept, order);
        Map<String, Integer> behaviourIds = new HashMap<>();
        List<int[]> behaviours = new ArrayList<>(tests.size());
        for (GeneratedTest t : tests) {
            behaviours.add(Behaviours.of(t).stream()
                    .mapToInt(b -> behaviourIds.computeIfAbsent(b, k -> behaviourIds.size())).distinct().toArray());
        }
        BitSet asserted = new BitSet();
        for (int i = 0; i < tests.size(); i++) {
            if (keep[i]) {
                for (int b : behaviours.get(i)) {
                    asserted.set(b);
                }
            }
        }
        cover(tests, behaviours, keep, perClassKept,
                i -> perClassKept.getOrDefault(tests.get(i).classUnderTest(), 0) < perClass, asserted);
        List<GeneratedTest> out = new ArrayList<>();
        for (int i = 0; i < tests.size(); i++) {
            if (keep[i]) {
                out.add(tests.get(i));
            }
        }
        return out;
    }

    private static List<Integer> cover(List<GeneratedTest> tests, List<int[]> goals, boolean[] keep,
                                       Map<String, Integer> perClassKept, IntPredicate allowed) {
        return cover(tests, goals, keep, perClassKept, allowed, new BitSet());
    }

    /**
     * Drops, latest taken first, every test the greedy cover took whose goals the other tests
     * kept all reach: greedy order leaves such tests behind when later picks cover what an early
     * pick was taken for.
     */
    private static void dropRedundant(List<GeneratedTest> tests, List<int[]> goals, boolean[] keep,
                                      Map<String, Integer> perClassKept, List<Integer> order) {
        Map<Integer, Integer> reachedBy = new HashMap<>();
        for (int i : order) {
            for (int g : goals.get(i)) {
                reachedBy.merge(g, 1, Integer::sum);
            }
        }
        for (int k = order.size() - 1; k >= 0; k--) {
            int i = order.get(k);
            boolean redundant = true;
            for (int g : goals.get(i)) {
                if (reachedBy.get(g) < 2) {
                    redundant = false;
                    break;
                }
            }
            if (redundant) {
                keep[i] = false;
                perClassKept.merge(tests.get(i).classUnderTest(), -1, Integer::sum);
                for (int g : goals.get(i)) {
                    reachedBy.merge(g, -1, Integer::sum);
                }
            }
        }
    }

    /**
     * Lazy greedy set cover: a test's gain only shrinks as goals get covered.
     *
     * @return the tests taken, in the order taken
     */
    private static List<Integer> cover(List<GeneratedTest> tests, List<int[]> goals, boolean[] keep,
                                       Map<String, Integer> perClassKept, IntPredicate allowed, BitSet covered) {
        List<Integer> taken = new ArrayList<>();
        PriorityQueue<int[]> queue = new PriorityQueue<>(Comparator.<int[]>comparingInt(e -> -e[1])
                .thenComparingInt(e -> -tests.get(e[0]).checks().size())
                .thenComparingInt(e -> tests.get(e[0]).steps().size())
                .thenComparingLong(e -> tests.get(e[0]).ordinal()));
        for (int i = 0; i < tests.size(); i++) {
            if (!keep[i]) {
                queue.add(new int[] {i, gain(goals.get(i), covered)});
            }
        }
        while (!queue.isEmpty()) {
            int[] top = queue.poll();
            int now = gain(goals.get(top[0]), covered);
            if (now == 0 || !allowed.test(top[0])) {
                continue;
            }
            if (now < top[1]) {
                queue.add(new int[] {top[0], now});
                continue;
            }
            keep[top[0]] = true;
            taken.add(top[0]);
            perClassKept.merge(tests.get(top[0]).classUnderTest(), 1, Integer::sum);
            for (int g : goals.get(top[0])) {
                covered.set(g);
            }
        }
        return taken;
    }

    private static int[] goals(Coverage c) {
        int[] g = new int[c.size()];
        Arrays.setAll(g, c::goal);
        return g;
    }

    private static int gain(int[] goals, BitSet covered) {
        int n = 0;
        for (int g : goals) {
            if (!covered.get(g)) {
                n++;
            }
        }
        return n;
    }
}
