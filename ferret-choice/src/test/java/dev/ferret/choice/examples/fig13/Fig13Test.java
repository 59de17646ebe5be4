package dev.ferret.choice.examples.fig13;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.Generator;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Fig. 13 structure counts (paper and closed forms of the notes, §3.3) and the eager explored
 * counts, which the closed forms give exactly; delayed mode must emit the same structures while
 * exploring fewer paths. Sizes 6-7 here; the paper's largest rows run in bench/udita.sh.
 */
class Fig13Test {

    static long catalan(int n) {
        return binomial(2 * n, n) / (n + 1);
    }

    static long binomial(int n, int k) {
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }

    static long pow(long b, int e) {
        long r = 1;
        for (int i = 0; i < e; i++) {
            r *= b;
        }
        return r;
    }

    /** Max-heaps of s elements over {0..n}, counted by brute force over all arrays. */
    static long heaps(int s, int n) {
        long count = 0;
        int[] a = new int[s];
        for (long code = 0; code < pow(n + 1, s); code++) {
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

    private static <T> void check(Generator<T> g, long structs, long eagerExplored) {
        Report<T> eager = Explorer.of(g).collect();
        Report<T> delayed = Explorer.of(g).withMode(Mode.DELAYED).collect();
        assertEquals(structs, eager.structs(), "eager structs");
        assertEquals(eagerExplored, eager.explored(), "eager explored");
        assertEquals(structs, delayed.structs(), "delayed structs");
        assertTrue(delayed.explored() < eager.explored() || eager.explored() <= 8,
                "delayed explored " + delayed.explored());
        List<String> e = eager.values().stream().map(v -> render(v.value())).sorted().collect(Collectors.toList());
        List<String> d = delayed.values().stream().map(v -> render(v.value())).sorted().collect(Collectors.toList());
        assertEquals(e, d, "same structures in both modes");
        assertEquals(structs, e.stream().distinct().count(), "no duplicates");
    }

    @ParameterizedTest(name = "NQueens N={0}")
    @CsvSource({"4, 2", "5, 10", "6, 4", "7, 40"})
    void nQueens(int n, long solutions) {
        check(NQueens.boards(n), solutions, pow(n, n));
    }

    @ParameterizedTest(name = "HeapArray N={0}")
    @CsvSource({"3", "4", "5", "6"})
    void heapArray(int n) {
        long structs = 0;
        long explored = 0;
        for (int s = 0; s <= n; s++) {
            structs += heaps(s, n) * (n - s + 1);
            explored += (n - s + 1) * pow(n + 1, s);
        }
        if (n == 6) {
            assertEquals(13139, structs);
            assertEquals(160132, explored);
        }
        check(HeapArray.heaps(n), structs, explored);
    }

    @ParameterizedTest(name = "RBTree N={0}")
    @CsvSource({"1, 2", "2, 2", "3, 3", "4, 8", "5, 14", "6, 20", "7, 35"})
    void redBlackTrees(int n, long trees) {
        check(RedBlackColorings.trees(n), trees, catalan(n) * pow(2, n));
    }

    @ParameterizedTest(name = "SearchTree N={0}")
    @CsvSource({"3", "4", "5"})
    void searchTrees(int n) {
        check(SearchTree.trees(n), catalan(n) * binomial(2 * n - 1, n), catalan(n) * pow(n, n));
    }

    @ParameterizedTest(name = "SortedList N={0}")
    @CsvSource({"3", "4", "5", "6"})
    void sortedLists(int n) {
        long explored = 0;
        for (int k = 0; k <= n; k++) {
            explored += pow(n, k);
        }
        check(SortedList.lists(n), binomial(2 * n, n), explored);
    }

    /** The delayed explored counts equal the paper's Delayed column: the predicates read in the paper's order. */
    @ParameterizedTest(name = "paper delayed row {0} N={1}")
    @CsvSource({"NQUEENS, 6, 746", "NQUEENS, 7, 3073", "HEAPARRAY, 6, 27664", "RBTREE, 6, 3588", "RBTREE, 7, 16983",
        "SEARCHTREE, 4, 1484", "SEARCHTREE, 5, 21210", "SORTEDLIST, 6, 3967", "SORTEDLIST, 7, 18026"})
    void paperDelayedRows(Fig13 b, int n, long explored) {
        assertEquals(explored, Explorer.of(b.family.apply(n)).withMode(Mode.DELAYED).count().explored());
    }

    @ParameterizedTest(name = "paper row {0} N={1}")
    @CsvSource({"SEARCHTREE, 4, 490, 3584", "SORTEDLIST, 6, 924, 55987", "RBTREE, 6, 20, 8448",
        "NQUEENS, 6, 4, 46656"})
    void paperRows(Fig13 b, int n, long structs, long explored) {
        Report<?> eager = Explorer.of(b.family.apply(n)).count();
        assertEquals(structs, eager.structs());
        assertEquals(explored, eager.explored());
        Report<?> parallel = Explorer.of(b.family.apply(n)).withMode(Mode.DELAYED).withThreads(2).count();
        assertEquals(structs, parallel.structs());
        assertEquals(Explorer.of(b.family.apply(n)).withMode(Mode.DELAYED).count().explored(), parallel.explored());
    }

    private static String render(Object value) {
        return value instanceof int[] ? Arrays.toString((int[]) value) : String.valueOf(value);
    }
}
