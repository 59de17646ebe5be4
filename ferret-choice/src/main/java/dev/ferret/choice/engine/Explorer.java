package dev.ferret.choice.engine;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Explores every execution of a test-generation program by re-execution over its choice trail
 * (stateless, no model checker). Immutable: each {@code with...} returns a new explorer, so calls
 * must be chained; a configured explorer is reusable and thread-safe.
 *
 * <pre>{@code
 * Report<int[]> r = Explorer.of(() -> sortedPair()).withMode(Mode.DELAYED).collect();
 * }</pre>
 *
 * <p>The generator (any {@link Supplier}, e.g. a {@code dev.ferret.choice.Generator}) must be a
 * deterministic function of its choices; the engine checks this on every replay.
 *
 * @param <T> the generated type
 */
public final class Explorer<T> {

    private final IntFunction<? extends Supplier<? extends T>> family;
    private final int minSize;
    private final int maxSize;
    private final Mode mode;
    private final Completion completion;
    private final Budget budget;
    private final Strategy strategy;
    private final int threads;
    private final boolean allFailures;

    private Explorer(IntFunction<? extends Supplier<? extends T>> family, int minSize, int maxSize, Mode mode,
            Completion completion, Budget budget, Strategy strategy, int threads, boolean allFailures) {
        this.family = family;
        this.minSize = minSize;
        this.maxSize = maxSize;
        this.mode = mode;
        this.completion = completion;
        this.budget = budget;
        this.strategy = strategy;
        this.threads = threads;
        this.allFailures = allFailures;
    }

    /** Explores one generator: eager mode, completion ALL, depth-first, one thread, stop at the first failure. */
    public static <T> Explorer<T> of(Supplier<? extends T> generator) {
        Objects.requireNonNull(generator, "generator");
        return new Explorer<T>(n -> generator, 0, 0, Mode.EAGER, Completion.ALL, Budget.unlimited(),
                Strategy.depthFirst(), 1, false);
    }

    /**
     * Explores a family of generators for sizes {@code min..max} in ascending order, so that the
     * first failure found is a smallest counterexample (the paper's Σ(x−y) runs). Each value and
     * failure records its size.
     */
    public static <T> Explorer<T> ascending(int min, int max, IntFunction<? extends Supplier<? extends T>> family) {
        Objects.requireNonNull(family, "family");
        if (min > max) {
            throw new IllegalArgumentException("empty size range " + min + ".." + max);
        }
        return new Explorer<T>(family, min, max, Mode.EAGER, Completion.ALL, Budget.unlimited(),
                Strategy.depthFirst(), 1, false);
    }

    /** Eager or delayed choice. */
    public Explorer<T> withMode(Mode m) {
        return new Explorer<>(family, minSize, maxSize, Objects.requireNonNull(m), completion, budget, strategy,
                threads, allFailures);
    }

    /** What to do with values still suspended when a path succeeds. */
    public Explorer<T> withCompletion(Completion c) {
        return new Explorer<>(family, minSize, maxSize, mode, Objects.requireNonNull(c), budget, strategy, threads,
                allFailures);
    }

    /** Path, time and depth limits; a run that hits one is reported partial. */
    public Explorer<T> withBudget(Budget b) {
        return new Explorer<>(family, minSize, maxSize, mode, completion, Objects.requireNonNull(b), strategy,
                threads, allFailures);
    }

    /** Depth-first (default) or random sampling. */
    public Explorer<T> withStrategy(Strategy s) {
        return new Explorer<>(family, minSize, maxSize, mode, completion, budget, Objects.requireNonNull(s),
                threads, allFailures);
    }

    /**
     * Worker threads for depth-first search (prefix partitioning). Values then arrive in no fixed
     * order; the counts are the same. Random sampling always uses one thread.
     */
    public Explorer<T> withThreads(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("threads must be positive: " + n);
        }
        return new Explorer<>(family, minSize, maxSize, mode, completion, budget, strategy, n, allFailures);
    }

    /** Keep exploring after failures and report them all (default: stop at the first). */
    public Explorer<T> collectingAllFailures() {
        return new Explorer<>(family, minSize, maxSize, mode, completion, budget, strategy, threads, true);
    }

    int threads() {
        return strategy.isRandom() ? 1 : threads;
    }

    Worker<T> worker(Supplier<? extends T> generator) {
        return new Worker<>(generator, mode, completion, budget.maxDepth());
    }

    /** Explores and counts; keeps failures, not values. */
    public Report<T> count() {
        return explore(null, false);
    }

    /** Explores and keeps every generated value with its trail, in exploration order. */
    public Report<T> collect() {
        return explore(null, true);
    }

    /** Explores and hands each generated value to {@code consumer} (from the worker threads if several). */
    public Report<T> forEach(Consumer<? super Generated<T>> consumer) {
        return explore(Objects.requireNonNull(consumer), false);
    }

    private Report<T> explore(Consumer<? super Generated<T>> consumer, boolean keep) {
        List<Generated<T>> values = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        Sink<T> sink = new Sink<T>() {
            @Override
            public boolean success(T value, Execution ex, int size) {
                if (consumer != null || keep) {
                    Generated<T> g = new Generated<>(value, ex.trail(), size);
                    if (consumer != null) {
                        consumer.accept(g);
                    }
                    if (keep) {
                        synchronized (values) {
                            values.add(g);
                        }
                    }
                }
                return true;
            }

            @Override
            public boolean failure(Throwable thrown, Execution ex, int size) {
                synchronized (failures) {
                    failures.add(new Failure(thrown, ex.trail(), size));
                }
                return allFailures;
            }
        };
        long start = System.nanoTime();
        Shared shared = new Shared(budget, start, threads());
        Counters total = new Counters();
        for (int size = minSize; size <= maxSize && shared.stopped() == null; size++) {
            Supplier<? extends T> generator = family.apply(size);
            if (threads() > 1) {
                Search.parallel(generator, this, sink, shared, size, total);
            } else {
                Worker<T> w = worker(generator);
                try {
                    if (strategy.isRandom()) {
                        Search.random(w, strategy, sink, shared, size);
                    } else {
                        Search.depthFirst(w, 0, sink, shared, size, false);
                    }
                } finally {
                    total.add(w.counts);
                }
            }
        }
        StopReason reason = shared.stopped() != null ? shared.stopped()
                : strategy.isRandom() ? StopReason.SAMPLES : StopReason.EXHAUSTED;
        return new Report<>(total, values, failures, reason, System.nanoTime() - start, threads());
    }

    /**
     * Re-runs the one path a trail describes (at size {@code size} for {@link #ascending}
     * explorers, otherwise pass 0). If the program makes more choices than the trail holds, the
     * extra ones take their first value. The report holds that path: one value, one failure, or
     * one prune.
     *
     * @throws NondeterminismException if the program's choices do not fit the trail
     */
    public Report<T> replay(int size, Trail trail) {
        long start = System.nanoTime();
        Worker<T> w = worker(family.apply(size));
        w.execution.load(trail);
        int outcome = w.run(trail.length(), null);
        List<Generated<T>> values = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        if (outcome == Worker.SUCCESS) {
            values.add(new Generated<>(w.value, w.execution.trail(), size));
        } else if (outcome == Worker.FAILED) {
            failures.add(new Failure(w.thrown, w.execution.trail(), size));
        }
        return new Report<>(w.counts, values, failures, StopReason.STOPPED, System.nanoTime() - start, 1);
    }

    /** Same as {@code replay(0, trail)}. */
    public Report<T> replay(Trail trail) {
        return replay(minSize, trail);
    }

    /**
     * A lazy, sequential stream of the generated values: each element is produced when pulled, so
     * memory stays at one trail (budgets and strategy apply; threads do not). A failing path ends
     * the stream with an {@link IllegalStateException} that names its size and trail.
     */
    public Stream<Generated<T>> stream() {
        return StreamSupport.stream(() -> Spliterators.spliteratorUnknownSize(new Cursor(),
                Spliterator.ORDERED | Spliterator.NONNULL), Spliterator.ORDERED | Spliterator.NONNULL, false);
    }

    /** Pull-based depth-first (or random) iteration over successful paths. */
    private final class Cursor implements Iterator<Generated<T>> {
        private final Shared shared = new Shared(budget, System.nanoTime(), 1);
        private final java.util.SplittableRandom random =
                strategy.isRandom() ? new java.util.SplittableRandom(strategy.seed()) : null;
        private int size = minSize;
        private Worker<T> worker;
        private int replay = -1;
        private long paths;
        private Generated<T> next;

        @Override
        public boolean hasNext() {
            while (next == null && size <= maxSize) {
                if (worker == null) {
                    worker = worker(family.apply(size));
                    replay = 0;
                    paths = 0;
                }
                if (replay < 0 || !shared.admit(paths + 1) || random != null && paths >= strategy.samples()) {
                    if (shared.stopped() != null) {
                        return false;
                    }
                    worker = null;
                    size++;
                    continue;
                }
                paths++;
                int outcome = worker.run(replay, random);
                Execution ex = worker.execution;
                if (outcome == Worker.SUCCESS) {
                    next = new Generated<>(worker.value, ex.trail(), size);
                } else if (outcome == Worker.FAILED) {
                    throw new IllegalStateException("generator failed at size " + size + ", trail [" + ex.trail()
                            + "]: " + worker.thrown, worker.thrown);
                }
                replay = random != null ? 0 : ex.advance(0) ? ex.depth() : -1;
            }
            return next != null;
        }

        @Override
        public Generated<T> next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Generated<T> g = next;
            next = null;
            return g;
        }
    }
}
