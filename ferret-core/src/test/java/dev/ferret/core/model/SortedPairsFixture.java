package dev.ferret.core.model;

/**
 * A map-like class whose type parameters are bounded by {@code Comparable} (as collections4's
 * {@code TreeBidiMap}), so {@code Object} is no type argument for them.
 */
public final class SortedPairsFixture<K extends Comparable<K>, V extends Comparable<V>> {

    /** A factory no argument of which determines the type arguments. */
    public static <K extends Comparable<K>, V extends Comparable<V>> SortedPairsFixture<K, V> create() {
        return new SortedPairsFixture<>();
    }

    public V put(K key, V value) {
        return value;
    }

    public void putAll(SortedPairsFixture<? extends K, ? extends V> other) {
    }

    public int size() {
        return 0;
    }
}
