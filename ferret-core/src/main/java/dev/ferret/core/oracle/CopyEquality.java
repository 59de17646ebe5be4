package dev.ferret.core.oracle;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * The {@code map-equals-copy} and {@code set-equals-copy} contracts: a map equals a {@code HashMap} holding its mappings, and a set
 * a {@code HashSet} holding its elements, both ways round, as the {@code Map} and {@code Set}
 * contracts define equality by content. A map whose {@code get} no longer finds a key it holds
 * fails it ({@code LRUMap}, full, stores a {@code null} key unconverted: the copy's
 * {@code equals} asks the map for it and gets nothing). It applies to maps and sets of at most
 * {@value #MAX_SIZE} entries of classes outside the JDK that are not sorted by a comparator (which may be inconsistent with
 * {@code equals}, as the JDK allows), nor maps whose equality is undefined
 * ({@link UndefinedEquality}); it holds vacuously when the copy is smaller (an identity
 * map's keys equal to each other collapse) or when copying or comparing throws (the other
 * contracts report a throwing {@code equals}).
 */
final class CopyEquality {

    /** The name of the contract on maps. */
    static final String MAP = "map-equals-copy";

    /** The name of the contract on sets. */
    static final String SET = "set-equals-copy";

    /** What the test asserts, for a map. */
    static final String MAP_CONDITION = "new java.util.HashMap<Object, Object>((java.util.Map<?, ?>) {0}).equals({0})"
            + " && {0}.equals(new java.util.HashMap<Object, Object>((java.util.Map<?, ?>) {0}))";

    /** What the test asserts, for a set. */
    static final String SET_CONDITION = "new java.util.HashSet<Object>((java.util.Set<?>) {0}).equals({0})"
            + " && {0}.equals(new java.util.HashSet<Object>((java.util.Set<?>) {0}))";

    private static final int MAX_SIZE = 200;

    private CopyEquality() {
    }

    /** Whether the contract applies to a map ({@code map}) or a set. */
    static boolean appliesTo(Object value, boolean map) {
        if (value == null || value.getClass().getName().startsWith("java.")) {
            return false; // the JDK's own maps and sets are the copies' model, not code under test
        }
        if (map) {
            return value instanceof Map<?, ?> m && !(m instanceof SortedMap<?, ?> s && s.comparator() != null)
                    && m.size() <= MAX_SIZE && !UndefinedEquality.any(m);
        }
        return value instanceof Set<?> s && !(s instanceof SortedSet<?> t && t.comparator() != null)
                && s.size() <= MAX_SIZE;
    }

    /** Whether a map equals its copy both ways round. */
    static boolean mapHolds(Object value) {
        Map<?, ?> m = (Map<?, ?>) value;
        try {
            Map<Object, Object> copy = new HashMap<>(m);
            return copy.size() < m.size() || copy.equals(m) && m.equals(copy);
        } catch (RuntimeException e) { // NOPMD: a map that cannot be copied or compared is the other contracts' business
            return true;
        }
    }

    /** Whether a set equals its copy both ways round. */
    static boolean setHolds(Object value) {
        Set<?> s = (Set<?>) value;
        try {
            Set<Object> copy = new HashSet<>(s);
            return copy.size() < s.size() || copy.equals(s) && s.equals(copy);
        } catch (RuntimeException e) { // NOPMD: as for a map
            return true;
        }
    }
}
