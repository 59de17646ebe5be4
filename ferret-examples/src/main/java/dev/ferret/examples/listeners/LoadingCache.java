package dev.ferret.examples.listeners;

import java.util.HashMap;
import java.util.Map;

/**
 * Planted bug (a re-entrant functional callback): {@code get} loads a missing entry inside
 * {@link HashMap#computeIfAbsent}; a loader that calls back into the cache ({@code put} or
 * {@code remove}: nothing in {@link Loader}'s contract forbids it) changes the map while it is
 * being computed into, and {@code get} fails with a
 * {@link java.util.ConcurrentModificationException}. Found only with generated loaders.
 */
public final class LoadingCache {

    /** Loads the value of a key the cache does not hold. */
    public interface Loader {
        String load(String key);
    }

    private final Map<String, String> entries = new HashMap<>();

    /** The value of {@code key}, loaded (and kept) when missing. */
    public String get(String key, Loader loader) {
        if (key == null || loader == null) {
            throw new IllegalArgumentException("key and loader");
        }
        return entries.computeIfAbsent(key, loader::load); // BUG: the loader may change this cache
    }

    public void put(String key, String value) {
        if (key == null) {
            throw new IllegalArgumentException("key");
        }
        entries.put(key, value);
    }

    public boolean remove(String key) {
        return entries.remove(key) != null;
    }

    public int size() {
        return entries.size();
    }
}
