package dev.ferret.examples.reentry;

import dev.ferret.contracts.Invariant;
import dev.ferret.contracts.Requires;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Correct twin of {@link BoundedCache}: {@code get} calls the loader first, then makes room and
 * stores (keeping a value the loader stored for the key meanwhile), so a loader may ask the same
 * cache for other keys, or the same one. Generated loaders that call back must not make Ferret
 * accuse it.
 */
@Invariant("size() <= capacity()")
public final class SafeBoundedCache {

    /** Computes the value of a key the cache does not hold. */
    public interface Loader {
        String load(String key);
    }

    private final int capacity;
    private final Map<String, String> entries = new LinkedHashMap<>();

    @Requires("capacity >= 1")
    public SafeBoundedCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity");
        }
        this.capacity = capacity;
    }

    /**
     * The value of {@code key}, loaded (and kept) when missing.
     *
     * @throws IllegalArgumentException if the key or the loader is null
     * @throws IllegalStateException if the loader returns null
     */
    public String get(String key, Loader loader) {
        if (key == null || loader == null) {
            throw new IllegalArgumentException("key and loader");
        }
        String cached = entries.get(key);
        if (cached != null) {
            return cached;
        }
        String loaded = loader.load(key);
        if (loaded == null) {
            throw new IllegalStateException("no value for " + key);
        }
        String stored = entries.get(key); // the loader may have loaded it through this cache
        if (stored != null) {
            return stored;
        }
        if (entries.size() == capacity) {
            Iterator<String> oldest = entries.keySet().iterator();
            oldest.next();
            oldest.remove();
        }
        entries.put(key, loaded);
        return loaded;
    }

    /** Forgets {@code key}; whether it was held. */
    public boolean remove(String key) {
        return entries.remove(key) != null;
    }

    public boolean contains(String key) {
        return entries.containsKey(key);
    }

    public int size() {
        return entries.size();
    }

    public int capacity() {
        return capacity;
    }
}
