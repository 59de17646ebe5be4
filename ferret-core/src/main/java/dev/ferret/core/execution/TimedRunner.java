package dev.ferret.core.execution;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs tasks on a dedicated daemon thread and waits for them. When a single call (as marked
 * through the {@link CallClock}) runs longer than the timeout, the thread is abandoned: it is
 * interrupted and left to die, a fresh thread takes its place, and the task reports a timeout.
 * An abandoned task's clock throws at its next tick, so it makes no further call.
 * Not thread-safe: one caller at a time.
 */
public final class TimedRunner implements AutoCloseable {

    /**
     * The task outcome: a value, or a timeout; and how many threads the task started (in the
     * execution thread's group) that were still running when it returned, after a short grace
     * period for threads that were about to end.
     */
    public record Result<T>(T value, boolean timedOut, int threadsLeft) {

        /** Whether the task left threads of its own running. */
        public boolean leftThreads() {
            return threadsLeft > 0;
        }
    }

    /** How long threads started by a task may take to end after it returned, in total. */
    private static final long THREAD_GRACE_MILLIS = 20;

    private final long timeoutNanos;
    private final ClassLoader contextLoader;
    private final java.util.function.Consumer<ThreadGroup> onAbandon;
    private final ThreadGroup group = new ThreadGroup("ferret-code-under-test");
    private int workers;
    private Worker worker;
    private int abandoned;
    /** The groups of abandoned execution threads, with when each was abandoned ({@link System#nanoTime()}). */
    private final java.util.Map<ThreadGroup, Long> abandonedGroups = new java.util.LinkedHashMap<>();
    private long stopAtNanos;
    private boolean stopSet;

    public TimedRunner(long timeoutMillis, ClassLoader contextLoader) {
        this(timeoutMillis, contextLoader, threads -> { });
    }

    /**
     * @param timeoutMillis the longest a single call may run
     * @param contextLoader the execution thread's context class loader
     * @param onAbandon told the thread group of each abandoned task: its execution thread and every
     *     thread the task started (a group of its own for each execution thread, inside the runner's)
     */
    public TimedRunner(long timeoutMillis, ClassLoader contextLoader, java.util.function.Consumer<ThreadGroup> onAbandon) {
        this.timeoutNanos = TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        this.contextLoader = contextLoader;
        this.onAbandon = onAbandon;
    }

    /**
     * From this {@link System#nanoTime()} value on, a task still running is abandoned like a call
     * over the timeout (the run's time is up: one long sequence must not keep it going).
     */
    public void stopAt(long nanoTime) {
        this.stopAtNanos = nanoTime;
        this.stopSet = true;
    }

    /** The group every execution thread's group is in, and so every thread the code under test starts. */
    public ThreadGroup threadGroup() {
        return group;
    }

    /**
     * Threads still alive in the groups of calls abandoned more than {@code graceNanos} ago: the
     * execution threads of runaway calls that neither ended nor could be stopped, and every thread
     * they started. Only a new JVM ends them.
     */
    public int abandonedAlive(long graceNanos) {
        long now = System.nanoTime();
        int alive = 0;
        for (java.util.Iterator<java.util.Map.Entry<ThreadGroup, Long>> it = abandonedGroups.entrySet().iterator();
                it.hasNext();) {
            java.util.Map.Entry<ThreadGroup, Long> e = it.next();
            int n = e.getKey().activeCount();
            if (n == 0) {
                it.remove();
            } else if (now - e.getValue() > graceNanos) {
                alive += n;
            }
        }
        return alive;
    }

    /** Threads abandoned so far because a call exceeded the timeout. */
    public int abandonedThreads() {
        return abandoned;
    }

    /**
     * Threads of the code under test that are alive besides the current execution thread: those
     * it started (they inherit the execution thread's group) and abandoned runaway calls.
     */
    public List<Thread> strayThreads() {
        Thread[] all = new Thread[group.activeCount() + 8];
        int n = group.enumerate(all, true);
        List<Thread> out = new ArrayList<>(n);
        Worker current = worker;
        for (int i = 0; i < n; i++) {
            if (all[i].isAlive() && (current == null || all[i] != current.thread)) {
                out.add(all[i]);
            }
        }
        return out;
    }

    /**
     * Runs the task. The task receives a clock it must tick before each call it makes into the
     * code under test.
     */
    public <T> Result<T> run(java.util.function.Function<CallClock, T> task) throws InterruptedException {
        if (worker == null) {
            worker = new Worker(new ThreadGroup(group, "ferret-execution-" + ++workers), contextLoader);
        }
        Worker w = worker;
        List<Thread> before = strayThreads();
        Job<T> job = new Job<>(task, w);
        w.jobs.put(job);
        while (true) {
            Object done = job.done.poll(50, TimeUnit.MILLISECONDS);
            if (done != null) {
                if (done instanceof Failure f) {
                    throw new IllegalStateException("task failed: " + f.cause, f.cause);
                }
                @SuppressWarnings("unchecked")
                T value = done == Job.NULL ? null : (T) done;
                return new Result<>(value, false, threadsStartedSince(before));
            }
            long started = w.callStart.get();
            long now = System.nanoTime();
            if (started != 0 && now - started > timeoutNanos || stopSet && now - stopAtNanos > 0) {
                abandon(w);
                return new Result<>(null, true, 0);
            }
        }
    }

    /** Threads alive now that were not in {@code before}, after waiting a little for them to end. */
    private int threadsStartedSince(List<Thread> before) throws InterruptedException {
        List<Thread> started = new ArrayList<>(strayThreads());
        started.removeAll(before);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(THREAD_GRACE_MILLIS);
        for (Thread t : started) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0) {
                break;
            }
            t.join(left);
        }
        started.removeIf(t -> !t.isAlive());
        return started.size();
    }

    private void abandon(Worker w) {
        abandoned++;
        w.abandoned = true;
        onAbandon.accept(w.thread.getThreadGroup());
        abandonedGroups.put(w.thread.getThreadGroup(), System.nanoTime());
        w.thread.interrupt();
        stop(w.thread);
        worker = null;
    }

    /**
     * Stops a runaway thread where the JVM still allows it (up to JDK 19); from JDK 20 on
     * {@code Thread.stop} always throws and the thread is left to run (worker JVMs end it).
     */
    private static void stop(Thread t) {
        try {
            Thread.class.getMethod("stop").invoke(t);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // not supported on this JDK
        }
    }

    @Override
    public void close() {
        if (worker != null) {
            worker.abandoned = true;
            worker.thread.interrupt();
            worker = null;
        }
    }

    private record Failure(Throwable cause) { }

    /**
     * Thrown by the clock of an abandoned task at its next call: whatever swallowed the stop (an
     * observer ignores what a value's methods throw), the abandoned thread makes no further call
     * into the code under test beside the sequences that follow.
     */
    private static final class Abandoned extends Error {
        private static final long serialVersionUID = 1L;

        Abandoned() {
            super("the call's task was abandoned", null, false, false);
        }
    }

    private static final class Job<T> implements Runnable {
        static final Object NULL = new Object();
        final java.util.function.Function<CallClock, T> task;
        final Worker worker;
        final AtomicLong callStart;
        final java.util.concurrent.BlockingQueue<Object> done = new java.util.concurrent.ArrayBlockingQueue<>(1);

        Job(java.util.function.Function<CallClock, T> task, Worker worker) {
            this.task = task;
            this.worker = worker;
            this.callStart = worker.callStart;
        }

        @Override
        public void run() {
            Object out;
            try {
                T v = task.apply(() -> {
                    if (worker.abandoned) {
                        throw new Abandoned();
                    }
                    callStart.set(System.nanoTime());
                });
                out = v == null ? NULL : v;
            } catch (Throwable t) {
                out = new Failure(t);
            } finally {
                callStart.set(0);
            }
            done.offer(out);
        }
    }

    private static final class Worker {
        final java.util.concurrent.BlockingQueue<Runnable> jobs = new java.util.concurrent.ArrayBlockingQueue<>(1);
        final AtomicLong callStart = new AtomicLong();
        final Thread thread;
        volatile boolean abandoned;

        Worker(ThreadGroup group, ClassLoader loader) {
            thread = new Thread(group, this::loop, "ferret-execution");
            thread.setDaemon(true);
            thread.setContextClassLoader(loader);
            thread.start();
        }

        private void loop() {
            while (!abandoned) {
                try {
                    Runnable job = jobs.poll(1, TimeUnit.SECONDS);
                    if (job != null) {
                        job.run();
                    }
                } catch (InterruptedException e) {
                    // the code under test may interrupt its own thread; only abandonment ends the loop
                }
                Thread.interrupted();
            }
        }
    }
}
