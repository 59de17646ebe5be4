package dev.ferret.core.build;

import dev.ferret.core.minimize.Replacement;
import dev.ferret.core.minimize.ReplacementSource;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Replacements from the component set (thesis §6.1): every pool value that fits, shortest
 * sequences first and, within a length, values of more general declared types first; the null
 * literal comes after the one-statement values.
 */
final class PoolReplacements implements ReplacementSource {

    private final ValuePool pool;
    private final int limit;

    /**
     * @param limit the most replacements returned per request
     */
    PoolReplacements(ValuePool pool, int limit) {
        this.pool = pool;
        this.limit = limit;
    }

    @Override
    public List<Replacement> replacements(List<Class<?>> requiredTypes, int maxLength) {
        if (requiredTypes.isEmpty() || maxLength < 1) {
            return List.of();
        }
        List<Class<?>> boxed = requiredTypes.stream().<Class<?>>map(Types::box).toList();
        List<ValuePool.Entry> fitting = new ArrayList<>();
        for (ValuePool.Entry e : pool.entriesFor(boxed.get(0))) {
            if (e.kept().sequence().size() <= maxLength && fitsAll(e, boxed)) {
                fitting.add(e);
            }
        }
        fitting.sort(Comparator.<ValuePool.Entry>comparingInt(e -> e.kept().sequence().size())
                .thenComparingInt(e -> depth(e.declaredType())));
        List<Replacement> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        boolean nullAdded = false;
        for (ValuePool.Entry e : fitting) {
            if (out.size() >= limit) {
                break;
            }
            Sequence seq = e.kept().sequence();
            if (seq.size() > 1 && !nullAdded) {
                nullAdded = addNull(boxed, requiredTypes, out);
            }
            Statement[] flat = seq.statements();
            if (seen.add(Sequence.fingerprint(flat) * 31 + e.index())) {
                out.add(new Replacement(flat, e.index(), e.declaredType()));
            }
        }
        if (!nullAdded && out.size() < limit) {
            addNull(boxed, requiredTypes, out);
        }
        return out;
    }

    private static boolean fitsAll(ValuePool.Entry e, List<Class<?>> boxed) {
        Class<?> runtime = e.kept().runtimeTypes()[e.slot()];
        for (Class<?> t : boxed) {
            if (!t.isAssignableFrom(runtime)) {
                return false;
            }
        }
        return true;
    }

    /** Adds {@code null} typed as the most specific required type, if all are reference types. */
    private static boolean addNull(List<Class<?>> boxed, List<Class<?>> required, List<Replacement> out) {
        for (Class<?> t : required) {
            if (t.isPrimitive()) {
                return true;
            }
        }
        for (Class<?> candidate : boxed) {
            if (boxed.stream().allMatch(t -> t.isAssignableFrom(candidate)) && Types.isAccessible(candidate)) {
                out.add(new Replacement(new Statement[] {new Statement(LiteralOperation.nullOf(candidate), new int[0])},
                        0, candidate));
                return true;
            }
        }
        return true;
    }

    /** Superclasses above a class (Object: 0); interfaces count as 1. */
    private static int depth(Class<?> c) {
        if (c.isPrimitive()) {
            return 0;
        }
        if (c.isInterface()) {
            return 1;
        }
        int d = 0;
        for (Class<?> k = c.getSuperclass(); k != null; k = k.getSuperclass()) {
            d++;
        }
        return d;
    }
}
