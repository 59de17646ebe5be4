package dev.ferret.choice;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Korat's finitization: the bounds of a structure's fields, from which a class's invariant alone
 * ({@code repOK()}) makes a {@link Generator} of its valid instances. The user writes the
 * invariant, not the generator:
 *
 * <pre>{@code
 * static Generator<IntervalSet> sets(int n) {
 *     return Finitization.of(IntervalSet.class)
 *             .objects(IntervalSet.Node.class, n)              // Node fields: null or one of n nodes
 *             .ints(IntervalSet.Node.class, "lo", 0, 2 * n)
 *             .ints(IntervalSet.Node.class, "hi", 0, 2 * n)
 *             .generator(IntervalSet::repOK);
 * }
 * }</pre>
 *
 * <p>Each execution creates the root and {@code n} objects of each listed class (their no-argument
 * constructors), and sets the <em>finitized fields</em> of each: the declared instance fields named
 * in {@link #ints} or {@link #booleans}, and those whose type is a class listed in
 * {@link #objects} (null or one of its objects). Other fields keep what the constructor gave them.
 * The invariant then decides ({@code assume}).
 *
 * <p><b>Lazily, where reads are woven.</b> When the root and every listed class carry the mark of
 * woven field reads ({@link FieldReads}; Ferret weaves them in its worker JVMs) and the
 * exploration asks for it (Ferret's, through {@link Replay#trails} and {@link Replay#sample}), a
 * field is chosen at its first read by the invariant, as in Korat and UDITA's delayed choice: a
 * path the invariant rejects after reading k fields rules out every structure that agrees on them,
 * and a reference chooses among null, the objects already used and one fresh object, so
 * isomorphic structures are built once. Fields the invariant never read get their first value.
 * Otherwise (a plain JVM, {@link Replay#of}) every field is set in canonical order before the
 * invariant runs: the same structures, found by brute force. Both give each structure the same
 * <em>canonical trail</em> (its fields' values in canonical order), the trail {@link Replay} hands
 * out and {@link Replay#of} rebuilds without any weaving.
 *
 * <p>The canonical trail stands for the whole generated value only when the finitization's
 * generator is the one explored (as with {@code --generator}), not a part of a larger generator
 * that makes choices of its own.
 *
 * <p>Immutable: each method returns a new finitization, so calls must be chained.
 *
 * @param <T> the root class
 */
public final class Finitization<T> {

    private static final ThreadLocal<Boolean> LAZY = new ThreadLocal<>();
    private static final ThreadLocal<Object[]> LAST = new ThreadLocal<>();

    private final Class<T> root;
    private final Map<Class<?>, Integer> counts;
    private final Map<Field, int[]> ranges;

    private Finitization(Class<T> root, Map<Class<?>, Integer> counts, Map<Field, int[]> ranges) {
        this.root = root;
        this.counts = counts;
        this.ranges = ranges;
    }

    /** A finitization of {@code root}, with no objects and no finitized field yet. */
    public static <T> Finitization<T> of(Class<T> root) {
        return new Finitization<>(Objects.requireNonNull(root, "root"), Map.of(), Map.of());
    }

    /** {@code count} objects of {@code type}: fields of that type are null or one of them. */
    public Finitization<T> objects(Class<?> type, int count) {
        if (count < 0) {
            throw new IllegalArgumentException("negative count " + count);
        }
        Map<Class<?>, Integer> c = new LinkedHashMap<>(counts);
        c.put(type, count);
        return new Finitization<>(root, c, ranges);
    }

    /** The {@code int} field {@code field} of {@code owner} takes a value in {@code [lo, hi]}. */
    public Finitization<T> ints(Class<?> owner, String field, int lo, int hi) {
        return range(owner, field, int.class, lo, hi);
    }

    /** The {@code boolean} field {@code field} of {@code owner} is false or true. */
    public Finitization<T> booleans(Class<?> owner, String field) {
        return range(owner, field, boolean.class, 0, 1);
    }

    private Finitization<T> range(Class<?> owner, String name, Class<?> type, int lo, int hi) {
        Field f;
        try {
            f = owner.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new IllegalArgumentException(owner.getName() + " has no field " + name);
        }
        if (f.getType() != type || Modifier.isStatic(f.getModifiers()) || lo > hi) {
            throw new IllegalArgumentException(f + ": an instance field of type " + type + " and lo <= hi");
        }
        Map<Field, int[]> r = new LinkedHashMap<>(ranges);
        r.put(f, new int[] {lo, hi});
        return new Finitization<>(root, counts, r);
    }

    /**
     * The generator of the root's instances whose finitized fields satisfy {@code invariant}.
     *
     * @throws IllegalArgumentException if the root or a listed class has no no-argument constructor
     */
    public Generator<T> generator(Predicate<? super T> invariant) {
        Objects.requireNonNull(invariant, "invariant");
        Map<Class<?>, List<FieldSlot>> slots = new LinkedHashMap<>();
        slots.put(root, slots(root));
        for (Class<?> c : counts.keySet()) {
            slots.put(c, slots(c));
        }
        Map<Class<?>, Constructor<?>> makers = new LinkedHashMap<>();
        boolean woven = true;
        for (Class<?> c : slots.keySet()) {
            makers.put(c, constructor(c));
            woven &= FieldReads.woven(c);
        }
        boolean lazyCapable = woven;
        return () -> generate(invariant, slots, makers, lazyCapable && Boolean.TRUE.equals(LAZY.get()));
    }

    private T generate(Predicate<? super T> invariant, Map<Class<?>, List<FieldSlot>> slots,
            Map<Class<?>, Constructor<?>> makers, boolean lazy) {
        T top = root.cast(make(makers.get(root)));
        List<Object> owners = new ArrayList<>(List.of(top));
        Map<Class<?>, Object[]> objects = new LinkedHashMap<>();
        counts.forEach((c, n) -> {
            Object[] made = new Object[n];
            for (int i = 0; i < n; i++) {
                made[i] = make(makers.get(c));
                owners.add(made[i]);
            }
            objects.put(c, made);
        });
        Structure s = new Structure(owners, objects, slots);
        if (!lazy) {
            s.setAll();
            Choice.assume(invariant.test(top));
            return top;
        }
        Structure previous = FieldReads.activate(s);
        boolean valid;
        try {
            valid = invariant.test(top);
        } finally {
            FieldReads.restore(previous);
        }
        Choice.assume(valid);
        s.setUnread();
        LAST.set(new Object[] {top, s.trail()});
        return top;
    }

    private List<FieldSlot> slots(Class<?> c) {
        List<FieldSlot> out = new ArrayList<>();
        for (Field f : c.getDeclaredFields()) {
            int[] range = ranges.get(f);
            boolean reference = counts.containsKey(f.getType());
            if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic() || range == null && !reference) {
                continue;
            }
            f.setAccessible(true);
            out.add(reference ? new FieldSlot(f, 0, counts.get(f.getType()), true)
                    : new FieldSlot(f, range[0], range[1], false));
        }
        return out;
    }

    private static Constructor<?> constructor(Class<?> c) {
        try {
            Constructor<?> k = c.getDeclaredConstructor();
            k.setAccessible(true);
            return k;
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(c.getName() + " has no constructor without parameters");
        }
    }

    private static Object make(Constructor<?> k) {
        try {
            return k.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create a " + k.getDeclaringClass().getName(), e);
        }
    }

    /** Runs an exploration in which finitizations whose reads are woven initialise fields lazily. */
    static <R> R lazily(Supplier<R> exploration) {
        Boolean previous = LAZY.get();
        LAZY.set(Boolean.TRUE);
        try {
            return exploration.get();
        } finally {
            LAZY.set(previous);
            LAST.remove();
        }
    }

    /**
     * The canonical trail of {@code value} if it is the structure a lazy finitization generated
     * last on this thread, else null (the exploration's own trail stands).
     */
    static String canonicalTrail(Object value) {
        Object[] last = LAST.get();
        return last != null && last[0] == value ? (String) last[1] : null;
    }
}
