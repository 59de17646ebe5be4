package dev.ferret.core.emit;

import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Reduces regression tests to a small suite with the same goals: a greedy set cover over the
 * coverage goals and behaviours ({@link Behaviours}) of the tests. The test that adds the most
 * goals not yet covered is taken first (ties: fewer steps, then the earlier ordinal), until no
 * test adds one. Deterministic for a given input. When no test carries coverage (it was not
 * measured), the tests are returned as they are: nothing says they are redundant.
 */
public final class SuiteReduction {

    private SuiteReduction() {
    }

    /**
     * @param tests regression tests, in any order
     * @return the tests kept, in the order of the input
     */
    public static List<GeneratedTest> reduce(List<GeneratedTest> tests) {
        if (tests.stream().allMatch(t -> t.coverage().isEmpty())) {
            return List.copyOf(tests);
        }
        Map<String, Integer> behaviourIds = new HashMap<>();
        List<int[]> goals = new ArrayList<>(tests.size());
        int behaviourBase = 0;
        for (GeneratedTest t : tests) {
            Coverage c = t.coverage();
            if (c.size() > 0) {
                behaviourBase = Math.max(behaviourBase, c.goal(c.size() - 1) + 1);
            }
        }
        for (GeneratedTest t : tests) {
            Coverage c = t.coverage();
            List<String> behaviours = Behaviours.of(t);
            int[] g = new int[c.size() + behaviours.size()];
            for (int i = 0; i < c.size(); i++) {
                g[i] = c.goal(i);
            }
            for (int i = 0; i < behaviours.size(); i++) {
                int base = behaviourBase;
                g[c.size() + i] = base + behaviourIds.computeIfAbsent(behaviours.get(i), k -> behaviourIds.size());
            }
            goals.add(java.util.Arrays.stream(g).distinct().toArray());
        }
        boolean[] keep = new boolean[tests.size()];
        BitSet covered = new BitSet();
        // lazy greedy: a test's gain only shrinks as goals get covered
        PriorityQueue<int[]> queue = new PriorityQueue<>(Comparator.<int[]>comparingInt(e -> -e[1])
                .thenComparingInt(e -> tests.get(e[0]).steps().size())
                .thenComparingLong(e -> tests.get(e[0]).ordinal()));
        for (int i = 0; i < tests.size(); i++) {
            queue.add(new int[] {i, goals.get(i).length});
        }
        while (!queue.isEmpty()) {
            int[] top = queue.poll();
            int now = gain(goals.get(top[0]), covered);
            if (now == 0) {
                continue;
            }
            if (now < top[1]) {
                queue.add(new int[] {top[0], now});
                continue;
            }
            keep[top[0]] = true;
            for (int g : goals.get(top[0])) {
                covered.set(g);
            }
        }
        List<GeneratedTest> out = new ArrayList<>();
        for (int i = 0; i < tests.size(); i++) {
            if (keep[i]) {
                out.add(tests.get(i));
            }
        }
        return out;
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
