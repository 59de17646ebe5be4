package dev.ferret.core.judge;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.Collection;
import java.util.Map;

/**
 * Whether a sequence put a collection or map into itself ({@code list.add(list)},
 * {@code map.put(map, map)}): the JDK documents such collections as unusable for
 * {@code equals}, {@code hashCode} and {@code toString}, so a sequence that builds one is
 * illegal, not a test.
 */
public final class SelfContainment {

    private SelfContainment() {
    }

    /**
     * Whether a call among the first {@code executed + 1} statements passed its receiver, a
     * collection or map, as one of its own arguments.
     */
    public static boolean found(Statement[] flat, Object[] values, int executed) {
        for (int i = 0; i <= executed && i < flat.length; i++) {
            int[] in = flat[i].inputs();
            if (in.length < 2 || !(flat[i].operation() instanceof MethodOperation m) || m.isStatic()) {
                continue;
            }
            Object receiver = values[in[0]];
            if (!(receiver instanceof Collection) && !(receiver instanceof Map)) {
                continue;
            }
            for (int p = 1; p < in.length; p++) {
                if (values[in[p]] == receiver) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a failing execution is illegal for holding a container in itself: {@link #found} a call
     * that put it there directly, or a {@link #cyclic} one among the values, as the judge rules for
     * a failure when the sequence is generated. A witness being minimized or re-run must pass the
     * same rule, or a shorter witness could rest on a map that holds a decorator of itself.
     */
    public static boolean inFailure(Statement[] flat, Object[] values, int executed) {
        return found(flat, values, executed) || cyclic(values);
    }

    /** Elements visited at most by {@link #cyclic}, so a huge value costs a bounded time. */
    static final int MAX_VISITED = 10_000;

    /**
     * Whether a collection or map among {@code values} holds itself through the elements, keys
     * and values of collections and maps, directly or through a decorator or view of itself
     * ({@code list.add(map); map.put(k, synchronizedList(list))}): a cycle of containers
     * reachable from a value, which makes its {@code hashCode}, {@code equals} and
     * {@code toString} recurse without end. Iterating may run the code under test; a value whose
     * iteration throws counts as holding nothing. At most {@value #MAX_VISITED} elements are visited.
     */
    static boolean cyclic(Object[] values) {
        int[] budget = {MAX_VISITED};
        java.util.Set<Object> done = newIdentitySet();
        for (Object v : values) {
            if (isContainer(v) && cycleFrom(v, newIdentitySet(), done, budget)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isContainer(Object v) {
        return v instanceof Collection || v instanceof Map;
    }

    private static java.util.Set<Object> newIdentitySet() {
        return java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    }

    /** Depth-first: whether a container on the current path ({@code onPath}) is met again below {@code from}. */
    private static boolean cycleFrom(Object from, java.util.Set<Object> onPath, java.util.Set<Object> done, int[] budget) {
        if (onPath.contains(from)) {
            return true;
        }
        if (done.contains(from)) {
            return false;
        }
        onPath.add(from);
        try {
            for (Object e : elements(from)) {
                if (--budget[0] < 0) {
                    return false;
                }
                if (isContainer(e) && cycleFrom(e, onPath, done, budget)) {
                    return true;
                }
            }
        } catch (RuntimeException | StackOverflowError e) { // NOPMD: an iteration that fails holds nothing we can see
            return false;
        } finally {
            onPath.remove(from);
        }
        done.add(from);
        return false;
    }

    private static Iterable<?> elements(Object container) {
        if (container instanceof Map<?, ?> map) {
            java.util.List<Object> all = new java.util.ArrayList<>();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (all.size() > MAX_VISITED) {
                    break;
                }
                all.add(e.getKey());
                all.add(e.getValue());
            }
            return all;
        }
        return (Collection<?>) container;
    }
}
