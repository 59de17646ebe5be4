package dev.ferret.core.model;

import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;

/**
 * Heap pollution seen at run time (issue 27 §6): a collection or map whose own class fixes the
 * type of what it holds ({@code MutableClassToInstanceMap<B>} is a {@code Map<Class<? extends B>, B>},
 * a {@code PatriciaTrie} a {@code Map<String, E>}, an {@code EnumMap}'s keys are enums) holding
 * a key, value or element that is not an instance of that type. Only raw types let such a value
 * in ({@code MutableClassToInstanceMap.create((Map) mapOfComparators)}), which javac rejects
 * without them: what such a container does afterwards is the generator's doing, not a failure of
 * its class. So is a sorted map or set ordered by its keys' natural order holding a key that is
 * not {@code Comparable} ({@code ImmutableSortedMap.copyOf((Map) mapOfIterables)}). Only the first {@value #LOOKED_AT} entries are looked at; a container whose
 * iteration throws counts as clean.
 */
public final class Pollution {

    /** The entries looked at, at most, per container. */
    static final int LOOKED_AT = 64;

    private Pollution() {
    }

    /** Whether any of {@code values} {@linkplain #polluted is polluted}. */
    public static boolean anyPolluted(Object... values) {
        for (Object v : values) {
            if (polluted(v)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code value} is a collection or map holding something its class's type rules out. */
    public static boolean polluted(Object value) {
        try {
            if (value instanceof java.util.SortedMap<?, ?> sorted && uncomparable(sorted.comparator(),
                    sorted.keySet().iterator())
                    || value instanceof java.util.SortedSet<?> set && uncomparable(set.comparator(), set.iterator())) {
                return true; // a key its own ordering cannot compare (not Comparable, or the comparator throws)
            }
            if (value instanceof Map<?, ?> map) {
                Class<?> key = fixed(value.getClass(), Map.class, 0);
                Class<?> val = fixed(value.getClass(), Map.class, 1);
                return (key != null || val != null) && foreignEntry(map, key, val);
            }
            if (value instanceof Collection<?> c) {
                Class<?> element = fixed(value.getClass(), Collection.class, 0);
                return element != null && foreign(c.iterator(), element);
            }
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            return false; // a container that cannot be looked into is not shown to be polluted
        }
        return false;
    }

    /** Whether a sorted container's comparator is its keys' natural order (or its reverse). */
    private static boolean natural(java.util.Comparator<?> comparator) {
        return comparator == null || comparator.getClass().getName().contains("Natural")
                || comparator == java.util.Collections.reverseOrder();
    }

    /**
     * Whether a key of a sorted container cannot be compared by the container's own ordering: not
     * {@code Comparable} under a natural order, or a key the comparator throws a
     * {@link ClassCastException} on when comparing it with itself (a generated comparator that
     * casts to {@code Comparable}).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static boolean uncomparable(java.util.Comparator comparator, Iterator<?> keys) {
        boolean natural = natural(comparator);
        for (int n = 0; n < LOOKED_AT && keys.hasNext(); n++) {
            Object k = keys.next();
            if (k == null) {
                continue;
            }
            if (natural) {
                if (!(k instanceof Comparable)) {
                    return true;
                }
                continue;
            }
            try {
                comparator.compare(k, k);
            } catch (ClassCastException e) {
                return true;
            }
        }
        return false;
    }

    private static boolean foreignEntry(Map<?, ?> map, Class<?> key, Class<?> value) {
        int n = 0;
        for (Map.Entry<?, ?> e : map.entrySet()) {
            if (n++ == LOOKED_AT) {
                return false;
            }
            if (key != null && e.getKey() != null && !key.isInstance(e.getKey())
                    || value != null && e.getValue() != null && !value.isInstance(e.getValue())) {
                return true;
            }
        }
        return false;
    }

    private static boolean foreign(Iterator<?> it, Class<?> element) {
        for (int n = 0; n < LOOKED_AT && it.hasNext(); n++) {
            Object e = it.next();
            if (e != null && !element.isInstance(e)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The class that {@code type}'s own declaration fixes for variable {@code index} of its
     * supertype {@code target} (a concrete type argument, or the bound of one of {@code type}'s
     * own variables), or null when that is {@code Object} or unknown.
     */
    static Class<?> fixed(Class<?> type, Class<?> target, int index) {
        TypeVariable<?>[] own = type.getTypeParameters();
        Type self = own.length == 0 ? type : new AppliedType(type, own);
        Type bound = TypeAlgebra.bindingsOf(self).get(target.getTypeParameters()[index]);
        if (bound == null) {
            return null;
        }
        Class<?> c = TypeAlgebra.erasure(bound);
        return c == Object.class ? null : c;
    }
}
