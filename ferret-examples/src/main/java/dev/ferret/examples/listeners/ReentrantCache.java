package dev.ferret.examples.listeners;

import java.util.HashMap;
import java.util.Map;

/**
 * Correct twin of {@link LoadingCache}: {@code get} calls the loader outside any operation on
 * its map, then keeps the loaded value unless the loader itself stored one for the key meanwhile
 * (that one wins), so a loader may call back into the cache.
 */
public final class ReentrantCache {

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
        String cached = entries.get(key);
        if (cached != null) {
            return cached;
        }
        String loaded = loader.load(key);
        if (loaded == null) {
            return null;
        }
        String stored = entries.putIfAbsent(key, loaded);
        return stored != null ? stored : loaded;
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
