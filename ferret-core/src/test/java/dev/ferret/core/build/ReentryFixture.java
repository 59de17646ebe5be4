package dev.ferret.core.build;

import java.util.HashMap;
import java.util.Map;

/** A cache whose loader may call back into {@link #get}: a subject for re-entry calls. */
public final class ReentryFixture {

    /** Loads a missing value. */
    public interface Loader {
        String load(String key);
    }

    private final Map<String, String> values = new HashMap<>();

    public String get(String key, Loader loader) {
        String v = values.get(key);
        if (v == null) {
            v = loader.load(key);
            values.put(key, v);
        }
        return v;
    }
}
