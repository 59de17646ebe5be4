package dev.ferret.choice.examples.fig13;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;
import static dev.ferret.choice.Choice.intIn;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import java.util.Arrays;

/**
 * Fig. 13 HeapArray, the Korat finitization: size in [0, n], array length in [size, n], the
 * first {@code size} elements in [0, n], max-heap order on them.
 */
final class HeapArray {

    final int size;
    final int[] array;

    private HeapArray(int size, int[] array) {
        this.size = size;
        this.array = array;
    }

    static Generator<HeapArray> heaps(int n) {
        return () -> {
            int size = intIn(0, n);
            int length = intIn(size, n);
            @SuppressWarnings({"unchecked", "rawtypes"})
            Delayed<Integer>[] e = new Delayed[size];
            for (int i = 0; i < size; i++) {
                e[i] = delayedInt(0, n);
            }
            int[] array = new int[length];
            for (int i = 0; i < size; i++) {
                array[i] = e[i].get();
                if (i > 0) {
                    assume(array[(i - 1) / 2] >= array[i]);
                }
            }
            return new HeapArray(size, array);
        };
    }

    @Override
    public String toString() {
        return size + ":" + Arrays.toString(array);
    }
}
