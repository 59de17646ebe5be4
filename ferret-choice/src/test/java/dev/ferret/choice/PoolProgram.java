package dev.ferret.choice;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.bool;
import static dev.ferret.choice.Choice.intIn;

import dev.ferret.choice.engine.Completion;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * A straight-line pool program over the alphabet of the paper's pool-testing generator (§5.4):
 * a sequence of {@code getNew} / {@code getAny} calls, then reads ({@code use}) of some of the
 * returned references in some order. Its outcome on one path is the tuple of references up to
 * renaming: each object is numbered by its first position, null is -1.
 */
final class PoolProgram {

    final List<Boolean> isNew;
    final List<Integer> uses;
    final int poolSize;
    final boolean includeNull;

    PoolProgram(List<Boolean> isNew, List<Integer> uses, int poolSize, boolean includeNull) {
        this.isNew = isNew;
        this.uses = uses;
        this.poolSize = poolSize;
        this.includeNull = includeNull;
    }

    /** All programs of 1..maxLength calls, every ordered subset of reads, for one pool configuration. */
    static Generator<PoolProgram> all(int maxLength, int poolSize, boolean includeNull) {
        return () -> {
            int n = intIn(1, maxLength);
            List<Boolean> ops = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                ops.add(bool());
            }
            int reads = intIn(0, n);
            List<Integer> order = new ArrayList<>();
            for (int j = 0; j < reads; j++) {
                int r = intIn(0, n - 1);
                assume(!order.contains(r));
                order.add(r);
            }
            return new PoolProgram(ops, order, poolSize, includeNull);
        };
    }

    /** Runs the program on a pool made by {@code pools}; returns its canonical outcome. */
    List<Integer> run(IntFunction<ObjectPool<Object>> pools) {
        ObjectPool<Object> pool = pools.apply(poolSize);
        List<Delayed<Object>> refs = new ArrayList<>();
        for (boolean n : isNew) {
            refs.add(n ? pool.getNew() : pool.getAny());
        }
        for (int u : uses) {
            refs.get(u).get();
        }
        return canonical(refs);
    }

    static List<Integer> canonical(List<Delayed<Object>> refs) {
        Map<Object, Integer> ids = new IdentityHashMap<>();
        List<Integer> out = new ArrayList<>();
        for (Delayed<Object> r : refs) {
            Object o = r.get();
            out.add(o == null ? -1 : ids.computeIfAbsent(o, k -> ids.size()));
        }
        return out;
    }

    /** The outcomes of all paths, as a set, checking that no outcome repeats. */
    Set<List<Integer>> outcomes(Mode mode, IntFunction<ObjectPool<Object>> pools) {
        Report<List<Integer>> r = Explorer.of(() -> run(pools)).withMode(mode).collect();
        Set<List<Integer>> set = new HashSet<>();
        for (Generated<List<Integer>> g : r.values()) {
            if (!set.add(g.value())) {
                throw new AssertionError(this + " in " + mode + " emits " + g.value() + " twice");
            }
        }
        return set;
    }

    /** Successful paths when suspended references are left unforced (spurious if the constraints are unsatisfiable). */
    long successesUnforced(IntFunction<ObjectPool<Object>> pools) {
        return Explorer.of(() -> run(pools)).withMode(Mode.DELAYED).withCompletion(Completion.NONE).count()
                .structs();
    }

    IntFunction<ObjectPool<Object>> standardPools() {
        return size -> size < 0 ? ObjectPool.infinite(includeNull, Object::new)
                : ObjectPool.finite(size, includeNull, Object::new);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("pool(" + poolSize + (includeNull ? ", null" : "") + "):");
        for (int i = 0; i < isNew.size(); i++) {
            b.append(' ').append(isNew.get(i) ? "n" : "a").append(i);
        }
        for (int u : uses) {
            b.append(" use(").append(u).append(')');
        }
        return b.toString();
    }
}
