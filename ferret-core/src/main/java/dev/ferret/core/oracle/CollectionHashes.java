package dev.ferret.core.oracle;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Whether a list, set or map computes its {@code hashCode} as its interface defines it
 * ({@code List.hashCode}: {@code 31 * h + hash(e)} over the elements; {@code Set.hashCode}: the
 * sum of the elements' hashes; {@code Map.hashCode}: the sum of the entries' hashes). Of two equal
 * values with different hash codes, the one that breaks its formula is the one to name: a list
 * view whose hash is 0 is the cause, not the {@code ArrayList} compared with it. Checked on at most
 * {@value #MAX_ELEMENTS} elements; a value it cannot iterate, or a larger one, is not known to break it.
 */
final class CollectionHashes {

    private static final int MAX_ELEMENTS = 1_000;

    private CollectionHashes() {
    }

    /** Whether the value is a list, set or map whose hashCode is not its interface's formula. */
    static boolean breaks(Object value) {
        try {
            if (value instanceof List<?> l && l.size() <= MAX_ELEMENTS) {
                int h = 1;
                for (Object e : l) {
                    h = 31 * h + Objects.hashCode(e);
                }
                return value.hashCode() != h;
            }
            if (value instanceof Set<?> s && s.size() <= MAX_ELEMENTS) {
                return value.hashCode() != sum(s.iterator());
            }
            if (value instanceof Map<?, ?> m && m.size() <= MAX_ELEMENTS) {
                return value.hashCode() != sum(m.entrySet().iterator());
            }
        } catch (RuntimeException e) { // NOPMD: not known to break it
            return false;
        }
        return false;
    }

    private static int sum(Iterator<?> it) {
        int h = 0;
        while (it.hasNext()) {
            h += Objects.hashCode(it.next());
        }
        return h;
    }
}
