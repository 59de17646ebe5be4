package dev.ferret.choice.engine;

import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * What the workers of one exploration share: the budgets, the stop flag, and the queue of trail
 * prefixes for parallel exploration (prefix partitioning with donation: a worker that sees an idle
 * peer and an empty queue gives away the untried siblings of its shallowest open choice).
 */
final class Shared {

    private final long maxPaths;
    private final long deadline;
    private final AtomicLong admitted = new AtomicLong();
    private volatile StopReason stop;

    private final int threads;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition work = lock.newCondition();
    private final ArrayDeque<Execution.Prefix> queue = new ArrayDeque<>();
    private volatile int idle;
    private volatile int queued;

    Shared(Budget budget, long startNanos, int threads) {
        this.maxPaths = budget.maxPaths();
        this.deadline = budget.deadline(startNanos);
        this.threads = threads;
    }

    /** Admits one more path, or records why not and returns false. */
    boolean admit(long local) {
        if (stop != null) {
            return false;
        }
        if (admitted.incrementAndGet() > maxPaths) {
            stop(StopReason.PATH_BUDGET);
            return false;
        }
        if ((local & 63) == 0 && deadline != Long.MAX_VALUE && System.nanoTime() > deadline) {
            stop(StopReason.TIME_BUDGET);
            return false;
        }
        return true;
    }

    void stop(StopReason reason) {
        lock.lock();
        try {
            if (stop == null) {
                stop = reason;
            }
            work.signalAll();
        } finally {
            lock.unlock();
        }
    }

    StopReason stopped() {
        return stop;
    }

    /** True when a peer waits for work: worth donating. */
    boolean hungry() {
        return idle > 0 && queued == 0;
    }

    void offer(Execution.Prefix p) {
        lock.lock();
        try {
            queue.add(p);
            queued = queue.size();
            work.signal();
        } finally {
            lock.unlock();
        }
    }

    /** The next prefix to explore, or null when all work is done or the exploration stopped. */
    Execution.Prefix take() throws InterruptedException {
        lock.lock();
        try {
            idle++;
            while (queue.isEmpty() && stop == null) {
                if (idle == threads) {
                    work.signalAll();
                    return null;
                }
                work.await();
            }
            idle--;
            Execution.Prefix p = stop == null ? queue.poll() : null;
            queued = queue.size();
            return p;
        } finally {
            lock.unlock();
        }
    }
}
