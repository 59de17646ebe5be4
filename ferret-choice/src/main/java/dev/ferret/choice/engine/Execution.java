package dev.ferret.choice.engine;

import java.util.ArrayList;
import java.util.SplittableRandom;

/**
 * The exploration context of one execution of a generator: the choice trail being replayed and
 * extended, and the flags that survive user catch-all blocks (prune, abort, non-determinism).
 *
 * <p><b>Binding.</b> The engine binds an {@code Execution} to the running thread (a thread-local)
 * for exactly the duration of one execution of the generator, and unbinds it when the execution
 * returns. The static facade {@code dev.ferret.choice.Choice} and the object pools find it through
 * {@link #current()}. Outside an execution there is no context and every choice throws
 * {@link IllegalStateException}. Threads started by a generator do not see the context.
 *
 * <p>This class is the engine's side of the facade. Its public methods are meant for
 * {@code dev.ferret.choice}; user code calls {@code Choice} instead.
 */
public final class Execution {

    /** Choice kinds, recorded per trail position for the determinism check. */
    public static final byte INT = 1, BOOLEAN = 2, LIST = 3, POOL_ANY = 4, POOL_NEW = 5;

    private static final ThreadLocal<Execution> CURRENT = new ThreadLocal<>();

    private final Mode mode;
    private final int maxDepth;
    private int[] chosen = new int[64];
    private int[] sizes = new int[64];
    private int[] lows = new int[64];
    private byte[] kinds = new byte[64];
    private int depth;
    private int replay;
    private SplittableRandom random;
    private long run;
    private Signal signal;
    private RuntimeException fault;
    private final ArrayList<Forcible> pending = new ArrayList<>();

    Execution(Mode mode, int maxDepth) {
        this.mode = mode;
        this.maxDepth = maxDepth;
    }

    /**
     * The context of the execution running on this thread.
     *
     * @throws IllegalStateException when no exploration runs a generator on this thread
     */
    public static Execution current() {
        Execution ex = CURRENT.get();
        if (ex == null) {
            throw new IllegalStateException(
                    "no exploration is running on this thread: choices and assume() are only legal inside"
                            + " a generator explored by dev.ferret.choice.engine.Explorer");
        }
        return ex;
    }

    /** Whether delayed values are suspended until their first strict use. */
    public boolean delayed() {
        return mode == Mode.DELAYED;
    }

    /** Identifies the current execution; a delayed value may only be forced by the execution that made it. */
    public long run() {
        return run;
    }

    /**
     * Opens a choice point with {@code size} alternatives and returns the chosen index in
     * {@code [0, size)}. Domains of one value make no choice point; empty domains prune.
     *
     * @param kind one of the kind constants, checked on replay
     * @param low the domain's first value (for the diagnostic and the determinism check)
     */
    public int choose(byte kind, int low, int size) {
        if (signal != null) {
            throw signal;
        }
        if (size <= 1) {
            if (size == 1) {
                return 0;
            }
            prune(Signal.ASSUME);
        }
        int k = depth;
        if (k < replay) {
            if (kinds[k] == 0) {
                adopt(k, kind, low, size);
            } else if (kinds[k] != kind || sizes[k] != size || lows[k] != low) {
                throw fail(new NondeterminismException(k, describe(kinds[k], lows[k], sizes[k])
                        + " was recorded, but the replay asked for " + describe(kind, low, size)));
            }
            depth = k + 1;
            return chosen[k];
        }
        if (k >= maxDepth) {
            throw raise(Signal.DEPTH);
        }
        if (k == chosen.length) {
            grow();
        }
        kinds[k] = kind;
        sizes[k] = size;
        lows[k] = low;
        int index = random == null ? 0 : random.nextInt(size);
        chosen[k] = index;
        depth = k + 1;
        return index;
    }

    /** Prunes the current path: records it, then throws an {@link Error} that user code should not catch. */
    public void prune(boolean byPool) {
        throw raise(byPool ? Signal.POOL : Signal.ASSUME);
    }

    private void prune(Signal reason) {
        throw raise(reason);
    }

    /** Registers a suspended value, so that completion can force it if the path succeeds. */
    public void suspend(Forcible cell) {
        pending.add(cell);
    }

    /** Something that can be forced at completion time: a delayed value. */
    public interface Forcible {
        /** Forces the value if it is still suspended. */
        void force();
    }

    Signal raise(Signal s) {
        if (signal == null) {
            signal = s;
        }
        return s;
    }

    private RuntimeException fail(RuntimeException e) {
        if (fault == null) {
            fault = e;
        }
        return e;
    }

    /** A position loaded from a user trail: only the index is known; adopt the domain if it fits. */
    private void adopt(int k, byte kind, int low, int size) {
        if (chosen[k] >= size) {
            throw fail(new NondeterminismException(k, "the trail chose index " + chosen[k]
                    + ", but the replay asked for " + describe(kind, low, size)));
        }
        kinds[k] = kind;
        sizes[k] = size;
        lows[k] = low;
    }

    private static String describe(byte kind, int low, int size) {
        switch (kind) {
            case INT: return "int in [" + low + ", " + (low + size - 1) + "]";
            case BOOLEAN: return "boolean";
            case LIST: return "one of " + size + " values";
            case POOL_ANY: return "getAny over " + size + " candidates";
            case POOL_NEW: return "getNew over " + size + " candidates";
            default: return "kind " + kind + " of size " + size;
        }
    }

    private void grow() {
        int n = chosen.length * 2;
        chosen = java.util.Arrays.copyOf(chosen, n);
        sizes = java.util.Arrays.copyOf(sizes, n);
        lows = java.util.Arrays.copyOf(lows, n);
        kinds = java.util.Arrays.copyOf(kinds, n);
    }

    // ---- engine side -------------------------------------------------------------------------

    /** Starts an execution that replays the first {@code replay} entries of the trail. */
    Execution begin(int replayLength, SplittableRandom sampler) {
        replay = replayLength;
        depth = 0;
        random = sampler;
        signal = null;
        fault = null;
        pending.clear();
        run++;
        return this;
    }

    Execution bind() {
        Execution previous = CURRENT.get();
        CURRENT.set(this);
        return previous;
    }

    static void restore(Execution previous) {
        if (previous == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(previous);
        }
    }

    /** Forces every value still suspended, in creation order (completion mode {@link Completion#ALL}). */
    void completeAll() {
        for (int i = 0; i < pending.size(); i++) {
            pending.get(i).force();
        }
    }

    Signal signal() {
        return signal;
    }

    /** A non-determinism fault recorded during the execution, or a replay that stopped short. */
    RuntimeException fault() {
        if (fault == null && signal != Signal.DEPTH && depth < replay) {
            fault = new NondeterminismException(depth, "the execution ended after " + depth
                    + " choices, but the trail replayed has " + replay);
        }
        return fault;
    }

    int depth() {
        return depth;
    }

    int chosenAt(int k) {
        return chosen[k];
    }

    /** Moves to the next path in depth-first order above {@code floor}; false when none is left. */
    boolean advance(int floor) {
        for (int k = depth - 1; k >= floor; k--) {
            if (chosen[k] + 1 < sizes[k]) {
                chosen[k]++;
                replay = k + 1;
                depth = k + 1;
                return true;
            }
        }
        return false;
    }

    /** The shallowest position at or above {@code floor} that still has untried alternatives, or -1. */
    int shallowestOpen(int floor) {
        for (int k = floor; k < depth; k++) {
            if (chosen[k] + 1 < sizes[k]) {
                return k;
            }
        }
        return -1;
    }

    int sizeAt(int k) {
        return sizes[k];
    }

    /** Copies the trail's first {@code length} entries with {@code last} as the index at position length-1. */
    Prefix prefix(int length, int last) {
        Prefix p = new Prefix(java.util.Arrays.copyOf(chosen, length), java.util.Arrays.copyOf(sizes, length),
                java.util.Arrays.copyOf(lows, length), java.util.Arrays.copyOf(kinds, length));
        p.chosen[length - 1] = last;
        return p;
    }

    /** Loads a prefix to replay. */
    void load(Prefix p) {
        int n = p.chosen.length;
        while (chosen.length < n) {
            grow();
        }
        System.arraycopy(p.chosen, 0, chosen, 0, n);
        System.arraycopy(p.sizes, 0, sizes, 0, n);
        System.arraycopy(p.lows, 0, lows, 0, n);
        System.arraycopy(p.kinds, 0, kinds, 0, n);
        replay = n;
        depth = n;
    }

    /** Loads a user trail to replay: only indices are known, so domains are checked against the index range. */
    void load(Trail t) {
        int n = t.length();
        while (chosen.length < n) {
            grow();
        }
        for (int k = 0; k < n; k++) {
            chosen[k] = t.get(k);
            kinds[k] = 0;
        }
        replay = n;
        depth = n;
    }

    Trail trail() {
        return new Trail(java.util.Arrays.copyOf(chosen, depth));
    }

    /** A trail prefix with its domains: one unit of parallel work. */
    static final class Prefix {
        final int[] chosen;
        final int[] sizes;
        final int[] lows;
        final byte[] kinds;

        Prefix(int[] chosen, int[] sizes, int[] lows, byte[] kinds) {
            this.chosen = chosen;
            this.sizes = sizes;
            this.lows = lows;
            this.kinds = kinds;
        }

        int length() {
            return chosen.length;
        }
    }
}
