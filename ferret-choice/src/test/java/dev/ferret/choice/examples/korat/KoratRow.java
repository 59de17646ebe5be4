package dev.ferret.choice.examples.korat;

/**
 * Korat's published rows (issue 31): the structure, the size N, the valid structures, and the
 * candidates Korat explored where the figure is published (-1 where not).
 */
enum KoratRow {
    BINARYTREE_8(Korat.BINARYTREE, 8, 1_430, 54_418),
    SEARCHTREE_8(Korat.SEARCHTREE, 8, 1_430, -1),
    HEAPARRAY_6(Korat.HEAPARRAY, 6, 13_139, -1),
    HEAPARRAY_7(Korat.HEAPARRAY, 7, 117_562, -1),
    HEAPARRAY_8(Korat.HEAPARRAY, 8, 1_005_075, 5_231_385),
    REDBLACKTREE_7(Korat.REDBLACKTREE, 7, 35, -1),
    DISJSET_5(Korat.DISJSET, 5, 41_546, -1),
    FIBHEAP_5(Korat.FIBHEAP, 5, 52_281, -1),
    DAG_5(Korat.DAG, 5, 584, -1),
    DAG_6(Korat.DAG, 6, 19_696, -1),
    DAG_7(Korat.DAG, 7, 1_410_723, -1);

    final Korat structure;
    final int n;
    final long valid;
    final long explored;

    KoratRow(Korat structure, int n, long valid, long explored) {
        this.structure = structure;
        this.n = n;
        this.valid = valid;
        this.explored = explored;
    }

    /** The published row for {@code structure} at {@code n}, or null. */
    static KoratRow of(Korat structure, int n) {
        for (KoratRow r : values()) {
            if (r.structure == structure && r.n == n) {
                return r;
            }
        }
        return null;
    }
}
