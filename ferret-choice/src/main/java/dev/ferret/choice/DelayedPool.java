package dev.ferret.choice;

import dev.ferret.choice.engine.Execution;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * The delayed object pool of Figs. 11-12, corrected. Symbols live in levels: level 0 holds the
 * {@code getAny}s made before any {@code getNew} (only in pools with null); each {@code getNew}
 * opens a level whose first symbol it is, and later {@code getAny}s join the last level. A
 * {@code getNew} symbol differs from every symbol of lower levels. At force time a symbol chooses
 * among the objects its constraints allow, or one fresh object; then the minimum model size is
 * recomputed and the path pruned if it exceeds the pool size.
 */
final class DelayedPool<T> {

    private final ObjectPool<T> pool;
    private final boolean paperCandidates;
    private final boolean paperMinModel;
    private final List<List<Sym>> levels = new ArrayList<>();
    private int minModel;

    DelayedPool(ObjectPool<T> pool, boolean paperCandidates, boolean paperMinModel) {
        this.pool = pool;
        this.paperCandidates = paperCandidates;
        this.paperMinModel = paperMinModel;
        levels.add(new ArrayList<>());
    }

    Delayed<T> getNew() {
        Sym s = new Sym(levels.size(), true);
        List<Sym> level = new ArrayList<>();
        level.add(s);
        levels.add(level);
        minModel++;
        if (pool.size() >= 0 && minModel > pool.size()) {
            pool.execution().prune(true);
        }
        return s;
    }

    Delayed<T> getAny() {
        if (levels.size() == 1 && !pool.includesNull()) {
            return getNew();
        }
        Sym s = new Sym(levels.size() - 1, false);
        levels.get(levels.size() - 1).add(s);
        return s;
    }

    private T force(Sym x, Execution ex) {
        if (unconstrained(x)) {
            return forceUnconstrained(x, ex);
        }
        List<T> candidates = candidates(x);
        boolean fresh = pool.hasRoom();
        int n = candidates.size() + (fresh ? 1 : 0);
        if (n == 0) {
            ex.prune(true);
        }
        int i = ex.choose(x.isNew ? Execution.POOL_NEW : Execution.POOL_ANY, 0, n);
        x.bind(i < candidates.size() ? candidates.get(i) : pool.fresh());
        if (pool.size() >= 0) {
            minModel = minModelSize();
            if (minModel > pool.size()) {
                ex.prune(true);
            }
        }
        return x.get();
    }

    /**
     * Whether nothing constrains {@code x}: it is in the last level (no {@code getNew} above it),
     * and it is a {@code getAny} or no symbol lies below it. Then its candidates are null (for a
     * {@code getAny} of a pool with null) and every object chosen so far, and binding it can only
     * raise the minimum model size to the number of objects chosen, which fits the pool. This is
     * the Korat-style case (only {@code getAny}s): "an existing object or the next fresh one".
     */
    private boolean unconstrained(Sym x) {
        if (paperCandidates || paperMinModel || x.level != levels.size() - 1) {
            return false;
        }
        if (x.isNew) {
            for (int l = 0; l < x.level; l++) {
                if (!levels.get(l).isEmpty()) {
                    return false;
                }
            }
        }
        return true;
    }

    /** {@link #force} for an unconstrained symbol, without building the candidate list: same choices. */
    private T forceUnconstrained(Sym x, Execution ex) {
        int nulls = !x.isNew && pool.includesNull() ? 1 : 0;
        int used = pool.used();
        int n = nulls + used + (pool.hasRoom() ? 1 : 0);
        if (n == 0) {
            ex.prune(true);
        }
        int i = ex.choose(x.isNew ? Execution.POOL_NEW : Execution.POOL_ANY, 0, n) - nulls;
        x.bind(i < 0 ? null : i < used ? pool.slot(i) : pool.fresh());
        if (pool.size() >= 0) {
            minModel = Math.max(minModel, pool.used());
            if (minModel > pool.size()) {
                ex.prune(true);
            }
        }
        return x.get();
    }

    /** The concrete values {@code x} may take, besides one fresh object. */
    private List<T> candidates(Sym x) {
        List<T> result = new ArrayList<>();
        if (x.isNew && paperCandidates) {
            IdentityHashMap<T, Boolean> seen = new IdentityHashMap<>();
            for (int l = x.level; l < levels.size(); l++) {
                for (Sym s : levels.get(l)) {
                    if (!s.isNew && s.isForced() && s.get() != null && seen.put(s.get(), Boolean.TRUE) == null) {
                        result.add(s.get());
                    }
                }
            }
            return result;
        }
        IdentityHashMap<T, Boolean> forbidden = new IdentityHashMap<>();
        for (int l = 0; l < levels.size(); l++) {
            for (Sym s : levels.get(l)) {
                boolean excluded = l > x.level ? s.isNew : x.isNew && l < x.level;
                if (excluded && s.isForced()) {
                    forbidden.put(s.get(), Boolean.TRUE);
                }
            }
        }
        if (!x.isNew && pool.includesNull()) {
            result.add(null);
        }
        for (T o : pool.chosen()) {
            if (!forbidden.containsKey(o)) {
                result.add(o);
            }
        }
        return result;
    }

    /**
     * The size of the smallest model of the current constraints: for each level i, the distinct
     * objects chosen at levels up to i plus one object for each {@code getNew} above i must all
     * differ. With G {@code getNew}s (levels 1..G) the i = 0 term bounds it below by G; the
     * printed Fig. 12 starts at G - 1 and skips that term.
     */
    private int minModelSize() {
        int g = levels.size() - 1;
        IdentityHashMap<T, Boolean> chi = new IdentityHashMap<>();
        int best = paperMinModel ? g - 1 : g;
        for (int i = 0; i <= g; i++) {
            for (Sym s : levels.get(i)) {
                if (s.isForced() && s.get() != null) {
                    chi.put(s.get(), Boolean.TRUE);
                }
            }
            if (i > 0 || !paperMinModel) {
                best = Math.max(best, chi.size() + g - i);
            }
        }
        return best;
    }

    /** A symbolic reference. */
    private final class Sym extends Delayed<T> {
        final int level;
        final boolean isNew;

        Sym(int level, boolean isNew) {
            super(pool.execution());
            this.level = level;
            this.isNew = isNew;
        }

        @Override
        T choose(Execution ex) {
            return DelayedPool.this.force(this, ex);
        }

        @Override
        String suspension() {
            return (isNew ? "new" : "any") + "@" + level;
        }
    }
}
