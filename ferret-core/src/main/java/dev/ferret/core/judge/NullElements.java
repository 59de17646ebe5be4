package dev.ferret.core.judge;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.Collection;

/**
 * Whether a call's arguments hold a null element: an object array, a collection or a map with a
 * null in it (or a table's cells) (an array that {@code Collection.toArray(a)} padded with null, a list built with a null).
 * A {@link NullPointerException} of such a call comes from the null handed on, as from a null
 * argument, so it is not reported as a bug by default (issue 14: "a null element of an array or
 * collection argument counts as a null input"). The receiver of an instance call is not an
 * argument: a collection the code under test built with nulls and then fails on is its own business.
 */
final class NullElements {

    /** Elements looked at per argument at most. */
    static final int MAX_SCANNED = 1_000;

    private NullElements() {
    }

    /** Whether an argument (not the receiver) of {@code call}, whose inputs are in {@code values}, holds a null. */
    static boolean inArguments(Statement call, Object[] values) {
        int[] in = call.inputs();
        int first = call.operation() instanceof MethodOperation m && !m.isStatic() ? 1 : 0;
        for (int p = first; p < in.length; p++) {
            if (in[p] < values.length && holdsNull(values[in[p]])) {
                return true;
            }
        }
        return false;
    }

    private static boolean holdsNull(Iterable<?> c) {
        int seen = 0;
        for (Object e : c) {
            if (e == null) {
                return true;
            }
            if (++seen >= MAX_SCANNED) {
                break;
            }
        }
        return false;
    }

    /**
     * Whether an object array, a collection, a map (keys or values), a table or multimap of
     * another library (what its {@code values()} returns), or another iterable holds a null among
     * its first elements.
     */
    static boolean holdsNull(Object value) {
        try {
            if (value instanceof Object[] array) {
                for (int i = 0; i < Math.min(array.length, MAX_SCANNED); i++) {
                    if (array[i] == null) {
                        return true;
                    }
                }
            } else if (value instanceof Collection<?> c) {
                return holdsNull(c);
            } else if (value instanceof java.util.Map<?, ?> m) {
                return holdsNull(m.keySet()) || holdsNull(m.values());
            } else if (value != null && dev.ferret.core.oracle.LibraryView.of(value, "values", Collection.class) instanceof Collection<?> c) {
                return holdsNull(c); // a table or multimap of another library: its cells' values
            } else if (value instanceof Iterable<?> i) {
                return holdsNull(i); // a view over an array or collection ({@code FluentIterable.from(array)})
            }
        } catch (RuntimeException e) { // NOPMD: a collection that cannot be iterated holds nothing we can see
            return false;
        }
        return false;
    }
}
