package dev.ferret.choice;

import dev.ferret.choice.engine.Execution;
import java.util.List;
import java.util.Objects;

/**
 * The UDITA operators: nondeterministic choices and {@code assume}, as static methods for use
 * inside a {@link Generator} that an {@link dev.ferret.choice.engine.Explorer} explores.
 *
 * <p>Each operator acts on the exploration context bound to the calling thread for the duration of
 * one execution ({@link Execution#current()}); called anywhere else it throws
 * {@link IllegalStateException}. There are no global options: mode, budget and strategy belong to
 * the explorer.
 *
 * <p>Strict choices ({@link #intIn}, {@link #bool}, {@link #oneOf}) decide at once. Delayed
 * choices ({@link #delayedInt}, {@link #delayedBool}, {@link #delayedOneOf}) return a
 * {@link Delayed} cell decided at its first {@code get()} in delayed mode, at once in eager mode.
 *
 * <p>Domains: values are tried in ascending order, {@code false} before {@code true}, list
 * elements in list order. A one-value domain makes no choice point; an empty one
 * ({@code lo > hi}, an empty list) prunes the path.
 */
public final class Choice {

    private Choice() {
    }

    /** An int in {@code [lo, hi]}, inclusive (the paper's {@code getInt}). */
    public static int intIn(int lo, int hi) {
        return lo + Execution.current().choose(Execution.INT, lo, span(lo, hi));
    }

    /** A boolean, {@code false} first (the paper's {@code getBoolean}). */
    public static boolean bool() {
        return Execution.current().choose(Execution.BOOLEAN, 0, 2) == 1;
    }

    /** One element of the list. */
    public static <T> T oneOf(List<? extends T> values) {
        return values.get(Execution.current().choose(Execution.LIST, 0, values.size()));
    }

    /** One of the arguments. */
    @SafeVarargs
    public static <T> T oneOf(T... values) {
        return values[Execution.current().choose(Execution.LIST, 0, values.length)];
    }

    /** One constant of the enum, in declaration order. */
    public static <E extends Enum<E>> E oneOf(Class<E> type) {
        E[] constants = type.getEnumConstants();
        return constants[Execution.current().choose(Execution.LIST, 0, constants.length)];
    }

    /**
     * Silently prunes the current path when {@code condition} is false: it counts as explored, but
     * is neither emitted nor a failure. The prune is an {@link Error} that {@code catch (Exception)}
     * lets through, and it is also recorded, so a path whose code catches {@code Throwable} and
     * goes on is still pruned (any further choice on it rethrows).
     */
    public static void assume(boolean condition) {
        if (!condition) {
            Execution.current().prune(false);
        }
    }

    /** A delayed int in {@code [lo, hi]}. */
    public static Delayed<Integer> delayedInt(int lo, int hi) {
        return new IntCell(Execution.current(), lo, hi).eagerly();
    }

    /** A delayed boolean. */
    public static Delayed<Boolean> delayedBool() {
        return new BoolCell(Execution.current()).eagerly();
    }

    /** A delayed element of the list (the list is not copied: do not change it). */
    public static <T> Delayed<T> delayedOneOf(List<? extends T> values) {
        return new ListCell<T>(Execution.current(), Objects.requireNonNull(values)).eagerly();
    }

    private static int span(int lo, int hi) {
        long n = (long) hi - lo + 1;
        if (n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("domain too large: [" + lo + ", " + hi + "]");
        }
        return (int) Math.max(0, n);
    }

    private static final class IntCell extends Delayed<Integer> {
        private final int lo;
        private final int hi;

        IntCell(Execution ex, int lo, int hi) {
            super(ex);
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        Integer choose(Execution ex) {
            return lo + ex.choose(Execution.INT, lo, span(lo, hi));
        }

        @Override
        String suspension() {
            return "[" + lo + ".." + hi + "]";
        }
    }

    private static final class BoolCell extends Delayed<Boolean> {
        BoolCell(Execution ex) {
            super(ex);
        }

        @Override
        Boolean choose(Execution ex) {
            return ex.choose(Execution.BOOLEAN, 0, 2) == 1;
        }

        @Override
        String suspension() {
            return "bool";
        }
    }

    private static final class ListCell<T> extends Delayed<T> {
        private final List<? extends T> values;

        ListCell(Execution ex, List<? extends T> values) {
            super(ex);
            this.values = values;
        }

        @Override
        T choose(Execution ex) {
            return values.get(ex.choose(Execution.LIST, 0, values.size()));
        }

        @Override
        String suspension() {
            return "oneOf" + values.size();
        }
    }
}
