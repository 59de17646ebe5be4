package dev.ferret.choice;

import dev.ferret.choice.engine.Execution;

/**
 * A delayed value: a shared cell that holds either a suspended choice or its concrete value (the
 * paper's {@code Susp(a, b)}). In {@link dev.ferret.choice.engine.Mode#DELAYED delayed} mode the
 * choice is made at the first strict use, {@link #get()}; in eager mode at creation.
 *
 * <p><b>Copy propagation.</b> Copying the reference (assigning it, storing it in fields, arrays
 * or collections, passing it, swapping it) shares the cell and forces nothing, so each cell is
 * chosen at most once (call-by-need). Only {@link #get()} is strict. {@code equals} and
 * {@code hashCode} are identity-based and do not force (compare {@code get()} values instead);
 * {@code toString} shows the value or the suspension without forcing.
 *
 * <p>A delayed value belongs to the execution that made it: forcing it from another execution,
 * or after its execution ended while still suspended, throws {@link IllegalStateException}.
 *
 * @param <T> the value type
 */
public abstract class Delayed<T> implements Execution.Forcible {

    private final Execution owner;
    private final long run;
    private boolean forced;
    private T value;

    /** A cell of the running execution; registers it for completion if it stays suspended. */
    Delayed(Execution owner) {
        this.owner = owner;
        this.run = owner == null ? 0 : owner.run();
        if (owner != null && owner.delayed()) {
            owner.suspend(this);
        }
    }

    /** A concrete value that needs no choice. */
    public static <T> Delayed<T> of(T value) {
        Delayed<T> d = new Delayed<T>(null) {
            @Override
            T choose(Execution ex) {
                throw new AssertionError("unreachable");
            }

            @Override
            String suspension() {
                return "";
            }
        };
        d.bind(value);
        return d;
    }

    /** The value: chooses it now if it is still suspended (a strict use). */
    public final T get() {
        if (!forced) {
            force();
        }
        return value;
    }

    /** Whether the value has been chosen. */
    public final boolean isForced() {
        return forced;
    }

    @Override
    public final void force() {
        if (forced) {
            return;
        }
        Execution ex = Execution.current();
        if (ex != owner || ex.run() != run) {
            throw new IllegalStateException("delayed value " + this + " forced outside the execution that made it");
        }
        T v = choose(ex);
        if (!forced) {
            bind(v);
        }
    }

    /** Fixes the value (used at creation in eager mode, and by object pools). */
    final void bind(T v) {
        value = v;
        forced = true;
    }

    /** Forces in eager mode; returns this. */
    final Delayed<T> eagerly() {
        if (owner != null && !owner.delayed()) {
            bind(choose(owner));
        }
        return this;
    }

    /** Makes the choice in {@code ex}. */
    abstract T choose(Execution ex);

    /** How the suspension prints. */
    abstract String suspension();

    @Override
    public final String toString() {
        return forced ? String.valueOf(value) : "?" + suspension();
    }
}
