package dev.ferret.choice.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/** The exploration loops: depth-first (one thread or many), and random sampling. */
final class Search {

    private Search() {
    }

    /**
     * Depth-first search of every path that extends the worker's loaded prefix of length
     * {@code floor}. Returns false if the exploration was stopped.
     */
    static <T> boolean depthFirst(Worker<T> w, int floor, Sink<T> sink, Shared shared, int size, boolean donate) {
        Execution ex = w.execution;
        int replay = floor;
        long local = 0;
        while (shared.admit(++local)) {
            if (!deliver(w, w.run(replay, null), sink, shared, size)) {
                return false;
            }
            if (donate && shared.hungry()) {
                floor = donate(ex, floor, shared);
            }
            if (!ex.advance(floor)) {
                return true;
            }
            replay = ex.depth();
        }
        return false;
    }

    /** Random sampling: {@code samples} independent paths, each new choice drawn uniformly. */
    static <T> void random(Worker<T> w, Strategy strategy, Sink<T> sink, Shared shared, int size) {
        SplittableRandom random = new SplittableRandom(strategy.seed());
        for (long i = 0; i < strategy.samples(); i++) {
            if (!shared.admit(i + 1) || !deliver(w, w.run(0, random), sink, shared, size)) {
                return;
            }
        }
    }

    private static <T> boolean deliver(Worker<T> w, int outcome, Sink<T> sink, Shared shared, int size) {
        boolean go = true;
        if (outcome == Worker.SUCCESS) {
            go = sink.success(w.value, w.execution, size);
        } else if (outcome == Worker.FAILED) {
            go = sink.failure(w.thrown, w.execution, size);
        }
        if (!go) {
            shared.stop(outcome == Worker.FAILED ? StopReason.FAILURE : StopReason.STOPPED);
        }
        return go;
    }

    /** Gives away the untried siblings of the shallowest open choice; returns the new floor. */
    private static int donate(Execution ex, int floor, Shared shared) {
        int k = ex.shallowestOpen(floor);
        if (k < 0) {
            return floor;
        }
        for (int v = ex.chosenAt(k) + 1; v < ex.sizeAt(k); v++) {
            shared.offer(ex.prefix(k + 1, v));
        }
        return k + 1;
    }

    /** Runs a depth-first search of one generator on {@code threads} threads; merges their counts into {@code total}. */
    static <T> void parallel(Supplier<? extends T> generator, Explorer<T> settings, Sink<T> sink, Shared shared,
            int size, Counters total) {
        int threads = settings.threads();
        shared.offer(new Execution.Prefix(new int[0], new int[0], new int[0], new byte[0]));
        List<Thread> pool = new ArrayList<>();
        List<Worker<T>> workers = new ArrayList<>();
        AtomicReference<Throwable> crash = new AtomicReference<>();
        for (int i = 0; i < threads; i++) {
            Worker<T> w = settings.worker(generator);
            workers.add(w);
            Thread t = new Thread(() -> {
                try {
                    Execution.Prefix p;
                    while ((p = shared.take()) != null) {
                        w.execution.load(p);
                        depthFirst(w, p.length(), sink, shared, size, true);
                    }
                } catch (Throwable e) {
                    crash.compareAndSet(null, e);
                    shared.stop(StopReason.STOPPED);
                }
            }, "ferret-choice-" + i);
            t.setDaemon(true);
            pool.add(t);
            t.start();
        }
        for (Thread t : pool) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                shared.stop(StopReason.STOPPED);
            }
        }
        for (Worker<T> w : workers) {
            total.add(w.counts);
        }
        Throwable e = crash.get();
        if (e instanceof RuntimeException) {
            throw (RuntimeException) e;
        } else if (e instanceof Error) {
            throw (Error) e;
        } else if (e != null) {
            throw new IllegalStateException(e);
        }
    }
}
