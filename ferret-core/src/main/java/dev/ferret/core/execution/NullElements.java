package dev.ferret.core.execution;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Whether an argument holds a null: an element of an object array, or an element, key or value of
 * a plain JDK collection or map. A null inside an argument excuses a {@code NullPointerException}
 * as a null argument does: {@code Arrays.sort} of an array that {@code Arrays.copyOf} padded with
 * nulls throws one by design. Only the JDK's plain collections are asked (with
 * {@code contains(null)}, which runs no code of the code under test); decorators and sorted
 * collections are not, since asking them would run the code under test's own methods.
 */
final class NullElements {

    /** Array elements looked at, from the start. */
    private static final int MAX_SCANNED = 10_000;
    private static final Set<Class<?>> PLAIN = Set.of(ArrayList.class, LinkedList.class, HashSet.class,
            LinkedHashSet.class, Vector.class, CopyOnWriteArrayList.class, HashMap.class, LinkedHashMap.class,
            java.util.Arrays.asList().getClass());

    private NullElements() {
    }

    /** Whether {@code value} is an object array, plain collection or plain map that holds a null. */
    static boolean in(Object value) {
        if (value instanceof Object[] array) {
            for (int i = 0, n = Math.min(array.length, MAX_SCANNED); i < n; i++) {
                if (array[i] == null) {
                    return true;
                }
            }
            return false;
        }
        if (value == null || !PLAIN.contains(value.getClass())) {
            return false;
        }
        if (value instanceof Collection<?> c) {
            return c.contains(null);
        }
        Map<?, ?> m = (Map<?, ?>) value;
        return m.containsKey(null) || m.containsValue(null);
    }
}
