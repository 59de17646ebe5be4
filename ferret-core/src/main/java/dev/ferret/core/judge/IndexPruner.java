package dev.ferret.core.judge;

import dev.ferret.core.model.Types;
import dev.ferret.core.model.Values;
import java.util.HashSet;
import java.util.Set;

/**
 * Index pruning (thesis §5.8, §7.4, with the errata applied): a value is reusable unless it is
 * null, a number larger than the limit, a long string, or equal to a value seen before. The set
 * of seen values is bounded: when it reaches its capacity it is cleared (Randoop's
 * {@code --clear-memory}).
 */
final class IndexPruner {

    private static final int MAX_STRING_LENGTH = 100;

    private final Set<Object> seen = new HashSet<>();
    private final Set<String> relations = new HashSet<>();
    private final long largeNumberLimit;
    private final int capacity;
    private long clears;

    IndexPruner(long largeNumberLimit, int capacity) {
        this.largeNumberLimit = largeNumberLimit;
        this.capacity = capacity;
    }

    /** Whether the value may be reused; records it as seen. Calls the value's equals/hashCode. */
    boolean reusable(Object value) {
        if (value == null) {
            return false;
        }
        if (value instanceof Number n && Types.unbox(value.getClass()) != null && isLarge(n)) {
            return false;
        }
        if (value instanceof String s && s.length() > MAX_STRING_LENGTH) {
            return false;
        }
        if (Values.isLarge(value)) {
            return false;
        }
        if (seen.size() >= capacity) {
            seen.clear();
            clears++;
        }
        try {
            return seen.add(new Key(value));
        } catch (RuntimeException | StackOverflowError e) {
            return false;
        }
    }

    /**
     * Whether a group of same-class values, each seen before on its own, is new as a group
     * (identified by class and the printed values). Such a group is kept so that binary and
     * ternary contracts see peers together: relational novelty, beyond the thesis's per-value
     * pruning.
     */
    boolean novelGroup(String key) {
        if (relations.size() >= capacity) {
            relations.clear();
        }
        return relations.add(key);
    }

    private boolean isLarge(Number n) {
        if (n instanceof Double || n instanceof Float) {
            double d = n.doubleValue();
            return Math.abs(d) > largeNumberLimit;
        }
        return Math.abs(n.longValue()) > largeNumberLimit;
    }

    long clears() {
        return clears;
    }

    /**
     * Values are equivalent when they have the same class, are equal, and print the same. The last
     * condition (checked only for equal values) keeps values whose abstract value matches an
     * earlier one but whose concrete state differs, such as {@code Approx(0)} next to an equal
     * {@code Approx(1)}: pruning them would hide non-transitive and asymmetric equals methods
     * (the weakness noted in thesis §5.8).
     */
    private record Key(Object value) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.value.getClass() == value.getClass() && k.value.equals(value)
                    && (Types.isLiteralType(value.getClass()) || k.value.toString().equals(value.toString()));
        }

        @Override
        public int hashCode() {
            return value.hashCode() * 31 + value.getClass().getName().hashCode();
        }
    }
}
