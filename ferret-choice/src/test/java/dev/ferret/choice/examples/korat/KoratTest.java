package dev.ferret.choice.examples.korat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.choice.Generator;
import dev.ferret.choice.engine.Completion;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Korat's counts (issue 31) at the smaller sizes: the published valid counts, Korat's published
 * explored count for BinaryTree 8, and closed forms or independent enumerations for the sizes
 * below. The largest rows run in bench/korat.sh.
 */
class KoratTest {

    private static <T> Report<T> explore(Generator<T> g) {
        return Explorer.of(g).withMode(Mode.DELAYED).withCompletion(Completion.NONE).count();
    }

    /** Collects the structures and checks that no two print alike: the isomorphism rule never repeats one. */
    private static <T> long distinct(Generator<T> g) {
        Report<T> r = Explorer.of(g).withMode(Mode.DELAYED).withCompletion(Completion.NONE).collect();
        List<String> shown = r.values().stream().map(v -> v.value().toString()).collect(Collectors.toList());
        assertEquals(shown.size(), shown.stream().distinct().count(), "a structure generated twice");
        return shown.size();
    }

    static long catalan(int n) {
        long c = 1;
        for (int i = 0; i < n; i++) {
            c = c * 2 * (2 * i + 1) / (i + 2);
        }
        return c;
    }

    @Test
    void publishedRows() {
        for (KoratRow r : List.of(KoratRow.BINARYTREE_8, KoratRow.HEAPARRAY_6, KoratRow.REDBLACKTREE_7, KoratRow.DISJSET_5, KoratRow.FIBHEAP_5, KoratRow.DAG_5)) {
            Report<?> report = explore(r.structure.family.apply(r.n));
            assertEquals(r.valid, report.structs(), r.name());
            if (r.explored >= 0) {
                assertEquals(r.explored, report.explored(), r.name() + " explored");
            }
        }
    }

    @ParameterizedTest(name = "BinaryTree N={0}")
    @CsvSource({"0", "1", "2", "3", "4", "5", "6"})
    void binaryTreesAreCatalan(int n) {
        assertEquals(catalan(n), distinct(BinaryTree.trees(n)));
    }

    @ParameterizedTest(name = "SearchTree N={0}")
    @CsvSource({"1", "2", "3", "4", "5", "6"})
    void searchTreesAreCatalan(int n) {
        assertEquals(catalan(n), explore(SearchTree.trees(n)).structs());
    }

    @ParameterizedTest(name = "HeapArray N={0}")
    @CsvSource({"1", "2", "3", "4", "5"})
    void heapArraysFollowTheClosedForm(int n) {
        long heaps = 0;
        for (int s = 0; s <= n; s++) {
            heaps += maxHeaps(s, n) * (n - s + 1);
        }
        assertEquals(heaps, distinct(HeapArray.heaps(n)));
    }

    /** Red-black trees with N nodes, no root colour rule (OEIS A001131). */
    @ParameterizedTest(name = "RedBlackTree N={0}")
    @CsvSource({"1, 2", "2, 2", "3, 3", "4, 8", "5, 14", "6, 20"})
    void redBlackTrees(int n, long trees) {
        assertEquals(trees, distinct(RedBlackTree.trees(n)));
    }

    @ParameterizedTest(name = "DisjSet N={0}")
    @CsvSource({"1", "2", "3", "4"})
    void disjSetsMatchAPlainEnumeration(int n) {
        assertEquals(plainDisjSets(n), distinct(DisjSet.sets(n)));
    }

    @ParameterizedTest(name = "FibHeap N={0}")
    @CsvSource({"0, 1", "1, 2", "2, 12", "3, 136", "4, 2310"})
    void fibHeapsDoNotRepeat(int n, long heaps) {
        assertEquals(heaps, distinct(FibHeap.heaps(n)));
    }

    @ParameterizedTest(name = "DAG N={0}")
    @CsvSource({"2, 1", "3, 4", "4, 35"})
    void dagsDoNotRepeat(int n, long graphs) {
        assertEquals(graphs, distinct(Dag.graphs(n)));
    }

    /** With array objects shared between nodes the counts are not Korat's. */
    @Test
    void sharedChildrenArraysCountMore() {
        assertEquals(1_440, explore(Dag.graphs(5, true)).structs());
    }

    @Test
    void twoThreadsCountTheSame() {
        Report<?> one = explore(DisjSet.sets(4));
        Report<?> two = Explorer.of(DisjSet.sets(4)).withMode(Mode.DELAYED).withCompletion(Completion.NONE)
                .withThreads(2).count();
        assertEquals(one.structs(), two.structs());
        assertEquals(one.explored(), two.explored());
    }

    /** Max-heaps of s elements over {0..n}, by brute force over all arrays. */
    static long maxHeaps(int s, int n) {
        long count = 0;
        int[] a = new int[s];
        long total = (long) Math.pow(n + 1, s);
        for (long code = 0; code < total; code++) {
            long c = code;
            for (int i = 0; i < s; i++) {
                a[i] = (int) (c % (n + 1));
                c /= n + 1;
            }
            boolean ok = true;
            for (int i = 1; i < s && ok; i++) {
                ok = a[(i - 1) / 2] >= a[i];
            }
            count += ok ? 1 : 0;
        }
        return count;
    }

    /**
     * DisjSet's valid structures counted without pools: for each size s, every parent and rank
     * array over [0, n-1] (the records are distinct, so there is one way to pick them).
     */
    static long plainDisjSets(int n) {
        long count = 0;
        for (int s = 0; s <= n; s++) {
            int[] parent = new int[s];
            int[] rank = new int[s];
            long total = (long) Math.pow(n * n, s);
            for (long code = 0; code < total; code++) {
                long c = code;
                for (int i = 0; i < s; i++) {
                    parent[i] = (int) (c % n);
                    c /= n;
                    rank[i] = (int) (c % n);
                    c /= n;
                }
                count += valid(parent, rank) ? 1 : 0;
            }
        }
        return count;
    }

    private static boolean valid(int[] parent, int[] rank) {
        int s = parent.length;
        int roots = 0;
        boolean[] hasChildOneBelow = new boolean[s];
        for (int i = 0; i < s; i++) {
            int p = parent[i];
            if (p >= s) {
                return false;
            }
            if (p == i) {
                roots++;
            } else if (rank[p] <= rank[i]) {
                return false;
            } else if (rank[i] == rank[p] - 1) {
                hasChildOneBelow[p] = true;
            }
        }
        int leaves = 0;
        for (int i = 0; i < s; i++) {
            leaves += !hasChildOneBelow[i] && rank[i] == 0 ? 1 : 0;
        }
        return roots <= leaves;
    }
}
