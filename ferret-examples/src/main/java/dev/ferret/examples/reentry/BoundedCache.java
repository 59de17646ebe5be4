package dev.ferret.examples.reentry;

import dev.ferret.contracts.Invariant;
import dev.ferret.contracts.Requires;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Planted bug (a missing state precondition): a loading cache that keeps at most
 * {@code capacity()} values, evicting the oldest. {@code get} of a missing key makes room first,
 * then calls the loader, then stores. A loader that asks the same cache for another key (nothing
 * in {@link Loader}'s contract forbids it: a value computed from other cached values) finds the
 * room made for the key being loaded and fills it, so the cache ends up holding more than its
 * capacity, breaking its invariant. A loader that calls {@code get} whenever it loads recurses
 * without end; the bug shows when it calls back a bounded number of times and then returns.
 */
@Invariant("size() <= capacity()")
public final class BoundedCache {

    /** Computes the value of a key the cache does not hold. */
    public interface Loader {
        String load(String key);
    }

    private final int capacity;
    private final Map<String, String> entries = new LinkedHashMap<>();

    @Requires("capacity >= 1")
    public BoundedCache(int capacity) {
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
        if (entries.size() == capacity) { // BUG: room made before loading; the loader may use it up
            Iterator<String> oldest = entries.keySet().iterator();
            oldest.next();
            oldest.remove();
        }
        String loaded = loader.load(key);
        if (loaded == null) {
            throw new IllegalStateException("no value for " + key);
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
