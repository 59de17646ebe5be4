package dev.ferret.core.model;

import java.util.HashMap;
import java.util.List;

/**
 * A map whose keys its supertype declares as lists of its variable (as collections4's
 * {@code MultiKeyMap} over {@code MultiKey}s), so even a {@code KeyedMapFixture<Object>} is not
 * pollution-proof; its own {@link #putKey} takes a {@code K}.
 */
public final class KeyedMapFixture<K> extends HashMap<List<K>, K> {

    private static final long serialVersionUID = 1L;

    public K putKey(K key) {
        return put(List.of(key), key);
    }
}
