package dev.ferret.core.keep;

import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Candidate slices of a kept sequence: the statements its last statement needs. A sequence is an
 * extension of earlier ones, each executed before on its own, so what a new test adds is almost
 * always due to its last call; the rest of the sequence is there because the inputs were drawn
 * from bigger pool sequences. Two candidates, smallest first:
 * <ol>
 *   <li>the <em>data slice</em>: the last statement and, transitively, the statements that
 *       produced its inputs;</li>
 *   <li>the data slice with the <em>possible mutators</em>: every earlier statement that takes a
 *       mutable value of the slice as an input before a statement of the slice uses it (it may
 *       change that value's state), with its own data slice, to a fixed point.</li>
 * </ol>
 * A candidate is only a guess; the keeper executes it and accepts it only if it still adds what
 * the whole sequence added.
 */
final class Slices {

    private Slices() {
    }

    /**
     * The distinct candidates, smallest first, each smaller than {@code length}.
     *
     * @param flat the flat statements
     * @param length the statements the test keeps (a prefix of {@code flat}); the last one is sliced for
     */
    static List<BitSet> candidates(Statement[] flat, int length) {
        List<BitSet> out = new ArrayList<>(2);
        BitSet data = new BitSet(length);
        close(flat, length - 1, data);
        if (data.cardinality() < length) {
            out.add(data);
        }
        BitSet withMutators = (BitSet) data.clone();
        addMutators(flat, length, withMutators);
        if (!withMutators.equals(data) && withMutators.cardinality() < length) {
            out.add(withMutators);
        }
        return out;
    }

    /** Adds statement {@code index} and, transitively, the producers of its inputs. */
    private static void close(Statement[] flat, int index, BitSet into) {
        if (into.get(index)) {
            return;
        }
        into.set(index);
        for (int in : flat[index].inputs()) {
            close(flat, in, into);
        }
    }

    /**
     * Adds possible mutators of mutable values the slice uses, with their data slices, to a fixed
     * point: whatever is not added cannot change a value of the slice through the sequence's data.
     */
    static void addMutators(Statement[] flat, int length, BitSet slice) {
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int k = 0; k < length; k++) {
                if (!slice.get(k) && mutatesUsedValue(flat, length, k, slice)) {
                    close(flat, k, slice);
                    grew = true;
                }
            }
        }
    }

    /** Whether statement {@code k} takes a mutable value that a later statement of the slice uses. */
    private static boolean mutatesUsedValue(Statement[] flat, int length, int k, BitSet slice) {
        for (int value : flat[k].inputs()) {
            if (slice.get(value) && mutable(flat[value]) && usedLater(flat, length, value, k, slice)) {
                return true;
            }
        }
        return false;
    }

    private static boolean usedLater(Statement[] flat, int length, int value, int after, BitSet slice) {
        for (int j = slice.nextSetBit(after + 1); j >= 0 && j < length; j = slice.nextSetBit(j + 1)) {
            for (int in : flat[j].inputs()) {
                if (in == value) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a value of the statement's declared type can change state (not a primitive, box, String, enum or Class). */
    private static boolean mutable(Statement producer) {
        Class<?> t = producer.operation().outputType();
        return !(t.isPrimitive() || t == String.class || t == Class.class || t.isEnum()
                || t == Integer.class || t == Long.class || t == Short.class || t == Byte.class
                || t == Character.class || t == Boolean.class || t == Float.class || t == Double.class);
    }

    /** The statements kept by {@code keep}, in order, their inputs renumbered. */
    static Statement[] extract(Statement[] flat, BitSet keep) {
        int[] newIndex = new int[flat.length];
        Statement[] out = new Statement[keep.cardinality()];
        int n = 0;
        for (int i = keep.nextSetBit(0); i >= 0; i = keep.nextSetBit(i + 1)) {
            int[] in = flat[i].inputs();
            int[] moved = new int[in.length];
            for (int j = 0; j < in.length; j++) {
                if (!keep.get(in[j])) {
                    throw new IllegalArgumentException("statement " + i + " needs " + in[j] + ", which is not kept");
                }
                moved[j] = newIndex[in[j]];
            }
            newIndex[i] = n;
            out[n++] = new Statement(flat[i].operation(), moved);
        }
        return out;
    }
}
