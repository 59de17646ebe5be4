package dev.ferret.core.model;

import java.lang.reflect.Array;
import java.util.BitSet;
import java.util.Collection;
import java.util.Map;

/** Facts about runtime values that generation and oracles share. */
public final class Values {

    /** Elements past which a container is "large": slow to compare, print or reuse. */
    public static final int MAX_CONTAINER_SIZE = 1_000;

    private Values() {
    }

    /**
     * Whether a value is a collection, map, character sequence, array or bit set with more than
     * {@link #MAX_CONTAINER_SIZE} elements. A value whose size cannot be read counts as large.
     */
    public static boolean isLarge(Object value) {
        try {
            if (value instanceof Collection<?> c) {
                return c.size() > MAX_CONTAINER_SIZE;
            }
            if (value instanceof Map<?, ?> m) {
                return m.size() > MAX_CONTAINER_SIZE;
            }
            if (value instanceof CharSequence cs) {
                return cs.length() > MAX_CONTAINER_SIZE;
            }
            if (value instanceof BitSet b) {
                return b.length() > MAX_CONTAINER_SIZE * 64;
            }
            return value != null && value.getClass().isArray() && Array.getLength(value) > MAX_CONTAINER_SIZE;
        } catch (RuntimeException e) {
            return true;
        }
    }
}
