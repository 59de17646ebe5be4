package dev.ferret.choice.engine;

import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Runs one generator path at a time on one thread, by re-execution: each run replays a prefix of
 * the trail and extends it. Keeps the trail arrays and the counters across runs, so a run
 * allocates nothing of its own.
 */
final class Worker<T> {

    static final int SUCCESS = 0, PRUNED = 1, FAILED = 2;

    private final Supplier<? extends T> generator;
    private final boolean complete;
    final Execution execution;
    final Counters counts = new Counters();
    T value;
    Throwable thrown;

    Worker(Supplier<? extends T> generator, Mode mode, Completion completion, int maxDepth) {
        this.generator = generator;
        this.complete = completion == Completion.ALL;
        this.execution = new Execution(mode, maxDepth);
    }

    /** Runs the generator once, replaying the first {@code replay} trail entries; returns the outcome. */
    int run(int replay, SplittableRandom sampler) {
        Execution ex = execution.begin(replay, sampler);
        Execution previous = ex.bind();
        T v = null;
        Throwable t = null;
        try {
            v = generator.get();
            if (complete) {
                ex.completeAll();
            }
        } catch (Throwable e) {
            t = e;
        } finally {
            Execution.restore(previous);
        }
        RuntimeException fault = ex.fault();
        if (fault != null) {
            throw fault;
        }
        Counters c = counts;
        c.explored++;
        if (ex.depth() > c.maxDepth) {
            c.maxDepth = ex.depth();
        }
        Signal s = ex.signal();
        if (s != null) {
            if (s == Signal.ASSUME) {
                c.assumePrunes++;
            } else if (s == Signal.POOL) {
                c.poolPrunes++;
            } else {
                c.depthPrunes++;
            }
            value = null;
            return PRUNED;
        }
        if (t != null) {
            c.failures++;
            thrown = t;
            value = null;
            return FAILED;
        }
        c.structs++;
        value = v;
        return SUCCESS;
    }
}
