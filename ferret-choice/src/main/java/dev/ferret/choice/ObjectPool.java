package dev.ferret.choice;

import dev.ferret.choice.engine.Execution;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A pool of objects for generating linked structures with any sharing (the paper's Fig. 7):
 * {@link #getAny()} returns any object the pool returned before, or null if the pool includes
 * null, or one fresh object; {@link #getNew()} returns an object distinct from every object the
 * pool returned before, never null. Only one fresh object is ever considered, so isomorphic
 * structures are not generated twice.
 *
 * <p>Create pools inside the generator: a pool belongs to one execution. In eager mode
 * {@code getAny} chooses at once (Fig. 10). In delayed mode both return symbolic references that
 * are chosen at their first {@code get()}, under the disequality levels of Figs. 11-12 with the
 * corrections of the notes' errata: a {@code getNew} symbol's candidates exclude the objects chosen
 * at lower levels and by higher {@code getNew}s, and the minimum-model-size bound starts at the
 * number of {@code getNew}s; a path whose constraints cannot fit in the pool is pruned at once.
 *
 * <p>Objects come from the factory, one per slot, in slot order: a fresh choice takes the next
 * unused slot. A finite pool iterates over all its slots (the Fig. 21 {@code for (Node n : pool)}
 * idiom), creating them if needed; slots are interchangeable until chosen, so initialise their
 * fields symmetrically.
 *
 * @param <T> the object type
 */
public final class ObjectPool<T> implements Iterable<T> {

    private final int size;
    private final boolean includeNull;
    private final Supplier<? extends T> factory;
    private final Execution execution;
    private final List<T> slots = new ArrayList<>();
    private int used;
    private final DelayedPool<T> delayed;

    ObjectPool(int size, boolean includeNull, Supplier<? extends T> factory, boolean paperCandidates,
            boolean paperMinModel) {
        this.size = size;
        this.includeNull = includeNull;
        this.factory = Objects.requireNonNull(factory, "factory");
        this.execution = Execution.current();
        this.delayed = execution.delayed() ? new DelayedPool<>(this, paperCandidates, paperMinModel) : null;
    }

    /** A pool of at most {@code size} objects ({@code size == 0}: an empty pool). */
    public static <T> ObjectPool<T> finite(int size, boolean includeNull, Supplier<? extends T> factory) {
        if (size < 0) {
            throw new IllegalArgumentException("negative size " + size + ": use infinite()");
        }
        return new ObjectPool<>(size, includeNull, factory, false, false);
    }

    /** A pool of at most {@code size} objects, without null. */
    public static <T> ObjectPool<T> finite(int size, Supplier<? extends T> factory) {
        return finite(size, false, factory);
    }

    /** A pool without bound: other bounds of the program must end every path. */
    public static <T> ObjectPool<T> infinite(boolean includeNull, Supplier<? extends T> factory) {
        return new ObjectPool<>(-1, includeNull, factory, false, false);
    }

    /** The printed Fig. 12 algorithm, errors included, for the errata tests only. */
    static <T> ObjectPool<T> asPrinted(int size, Supplier<? extends T> factory, boolean candidates, boolean minModel) {
        return new ObjectPool<>(size, false, factory, candidates, minModel);
    }

    /** The bound, or -1 for an infinite pool. */
    public int size() {
        return size;
    }

    /** Whether {@link #getAny()} may return null. */
    public boolean includesNull() {
        return includeNull;
    }

    /** Any object returned before, null if included, or one fresh object. */
    public Delayed<T> getAny() {
        if (delayed != null) {
            return delayed.getAny();
        }
        boolean fresh = hasRoom();
        int n = (includeNull ? 1 : 0) + used + (fresh ? 1 : 0);
        if (n == 0) {
            execution.prune(true);
        }
        int i = execution.choose(Execution.POOL_ANY, 0, n);
        if (includeNull && i-- == 0) {
            return Delayed.of(null);
        }
        return Delayed.of(i < used ? slots.get(i) : fresh());
    }

    /** An object distinct from all returned before; prunes the path when a finite pool is used up. */
    public Delayed<T> getNew() {
        if (delayed != null) {
            return delayed.getNew();
        }
        if (!hasRoom()) {
            execution.prune(true);
        }
        return Delayed.of(fresh());
    }

    /** All slots of a finite pool, created as needed. */
    @Override
    public Iterator<T> iterator() {
        if (size < 0) {
            throw new UnsupportedOperationException("an infinite pool has no slots to iterate");
        }
        for (int i = slots.size(); i < size; i++) {
            slots.add(factory.get());
        }
        return java.util.Collections.unmodifiableList(slots).iterator();
    }

    boolean hasRoom() {
        return size < 0 || used < size;
    }

    /** The objects handed out so far, in the order they were first chosen. */
    List<T> chosen() {
        return slots.subList(0, used);
    }

    /** How many objects were handed out so far. */
    int used() {
        return used;
    }

    /** The {@code i}-th object handed out ({@code i < used()}). */
    T slot(int i) {
        return slots.get(i);
    }

    /** The next unused slot. */
    T fresh() {
        if (used == slots.size()) {
            slots.add(factory.get());
        }
        return slots.get(used++);
    }

    Execution execution() {
        return execution;
    }
}
