package dev.ferret.core.emit;

import java.util.HashMap;
import java.util.Map;

/**
 * Keeps one error-revealing test per distinct failure: the same violated contract or exception
 * rule after the same method (MinUnit's equivalence, thesis §8.2.1). A later test for a known
 * failure is kept only if it is strictly shorter.
 */
public final class FailureDeduplicator {

    private final Map<String, Integer> shortest = new HashMap<>();

    /** Whether a failure of this kind and length should be emitted (and remembered). */
    public boolean offer(String violation, String failingMethod, int length) {
        String key = violation + "@" + failingMethod;
        Integer best = shortest.get(key);
        if (best != null && best <= length) {
            return false;
        }
        shortest.put(key, length);
        return true;
    }

    /** Number of distinct failures seen. */
    public int distinctFailures() {
        return shortest.size();
    }
}
