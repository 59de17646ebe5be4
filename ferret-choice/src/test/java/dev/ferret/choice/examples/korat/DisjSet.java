package dev.ferret.choice.examples.korat;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.ObjectPool;

/**
 * Korat's DisjSet (union-find by rank): size in [0, N]; one array of records of length in
 * [0, N], its elements from N records (no null); each record a parent index and a rank, both in
 * [0, N-1]. The invariant: length equals size; the records are distinct; each parent index is
 * in range; a non-root's parent has a higher rank; there are no more roots than records of rank
 * 0 without a child one rank below (Korat's last condition as its example states it; since a
 * child's rank is below its parent's, that is every record of rank 0).
 */
final class DisjSet {

    /** A record: its parent's index (itself for a root) and its rank. */
    static final class Record {
        final Delayed<Integer> parent;
        final Delayed<Integer> rank;

        Record(int n) {
            parent = delayedInt(0, n - 1);
            rank = delayedInt(0, n - 1);
        }
    }

    private final Delayed<Integer> length;
    private final Delayed<Integer> size;
    private final Delayed<Record>[] elements;

    @SuppressWarnings("unchecked")
    private DisjSet(int n) {
        ObjectPool<Record> records = ObjectPool.finite(n, () -> new Record(n));
        length = delayedInt(0, n);
        size = delayedInt(0, n);
        elements = new Delayed[n];
        for (int i = 0; i < n; i++) {
            elements[i] = records.getAny();
        }
    }

    /** The valid sets of Korat's finitization for {@code n}. */
    static Generator<DisjSet> sets(int n) {
        return () -> {
            DisjSet d = new DisjSet(n);
            assume(d.repOK());
            return d;
        };
    }

    /** The invariant: reads the length, the size, then the records in index order. */
    boolean repOK() {
        int len = length.get();
        if (len != size.get()) {
            return false;
        }
        // distinct records: the first against all later ones, then the second, and so on
        for (int i = 0; i < len - 1; i++) {
            for (int j = i + 1; j < len; j++) {
                if (elements[i].get() == elements[j].get()) {
                    return false;
                }
            }
        }
        int roots = 0;
        boolean[] hasChildOneBelow = new boolean[len];
        for (int i = 0; i < len; i++) {
            Record r = elements[i].get();
            int p = r.parent.get();
            if (p >= len) {
                return false;
            }
            if (p == i) {
                roots++;
                continue;
            }
            int parentRank = elements[p].get().rank.get();
            int rank = r.rank.get();
            if (parentRank <= rank) {
                return false;
            }
            if (rank == parentRank - 1) {
                hasChildOneBelow[p] = true;
            }
        }
        int rankZeroLeaves = 0;
        for (int i = 0; i < len; i++) {
            if (!hasChildOneBelow[i] && elements[i].get().rank.get() == 0) {
                rankZeroLeaves++;
            }
        }
        return roots <= rankZeroLeaves;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        int len = length.get();
        for (int i = 0; i < len; i++) {
            Record r = elements[i].get();
            b.append(i == 0 ? "" : " ").append(r.parent).append('/').append(r.rank);
        }
        return b.append(']').toString();
    }
}
