package dev.ferret.choice.examples.korat;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;

/**
 * Korat's HeapArray: size in [0, N], one array of length in [0, N] whose elements are in
 * [-1, N]; the invariant: {@code size <= length}, the first {@code size} elements are not -1 and
 * in max-heap order, the rest are -1 (Korat's marker for an empty slot). The element cells past
 * the array's length are never read, so never chosen.
 */
final class HeapArray {

    private final Delayed<Integer> size;
    private final Delayed<Integer> length;
    private final Delayed<Integer>[] elements;

    @SuppressWarnings("unchecked")
    private HeapArray(int n) {
        size = delayedInt(0, n);
        length = delayedInt(0, n);
        elements = new Delayed[n];
        for (int i = 0; i < n; i++) {
            elements[i] = delayedInt(-1, n);
        }
    }

    /** The valid heaps of Korat's finitization for {@code n}. */
    static Generator<HeapArray> heaps(int n) {
        return () -> {
            HeapArray h = new HeapArray(n);
            assume(h.repOK());
            return h;
        };
    }

    /** The invariant: reads size, then length, then the elements in index order. */
    boolean repOK() {
        int s = size.get();
        int len = length.get();
        if (s > len) {
            return false;
        }
        for (int i = 0; i < s; i++) {
            int e = elements[i].get();
            if (e == -1 || i > 0 && e > elements[(i - 1) / 2].get()) {
                return false;
            }
        }
        for (int i = s; i < len; i++) {
            if (elements[i].get() != -1) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder().append(size).append(':').append('[');
        int len = length.get();
        for (int i = 0; i < len; i++) {
            b.append(i == 0 ? "" : ",").append(elements[i]);
        }
        return b.append(']').toString();
    }
}
