package dev.ferret.core.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class TimedRunnerTest {

    @Test
    void shouldReturnTheTaskValue() throws Exception {
        try (TimedRunner runner = new TimedRunner(200, getClass().getClassLoader())) {
            TimedRunner.Result<String> r = runner.run(clock -> {
                clock.callStarted();
                return "done";
            });
            assertFalse(r.timedOut());
            assertEquals("done", r.value());
            TimedRunner.Result<Object> nothing = runner.run(clock -> null);
            assertFalse(nothing.timedOut());
            assertNull(nothing.value());
        }
    }

    @Test
    void shouldTimeOutASlowCallAndKeepWorkingForTheNextTask() {
        assertTimeoutPreemptively(Duration.ofSeconds(4), () -> {
            try (TimedRunner runner = new TimedRunner(200, getClass().getClassLoader())) {
                AtomicReference<Thread> slowThread = new AtomicReference<>();
                long start = System.nanoTime();
                TimedRunner.Result<String> slow = runner.run(clock -> {
                    slowThread.set(Thread.currentThread());
                    clock.callStarted();
                    try {
                        Thread.sleep(5_000);
                    } catch (InterruptedException e) {
                        return "interrupted";
                    }
                    return "finished";
                });
                long elapsedMillis = (System.nanoTime() - start) / 1_000_000;
                assertTrue(slow.timedOut());
                assertNull(slow.value());
                assertTrue(elapsedMillis < 2_000, "took " + elapsedMillis + " ms");
                assertEquals(1, runner.abandonedThreads());

                AtomicReference<Thread> nextThread = new AtomicReference<>();
                TimedRunner.Result<Integer> next = runner.run(clock -> {
                    nextThread.set(Thread.currentThread());
                    clock.callStarted();
                    return 7;
                });
                assertFalse(next.timedOut());
                assertEquals(7, next.value());
                assertNotSame(slowThread.get(), nextThread.get(), "a fresh thread replaces the abandoned one");
                assertEquals(1, runner.abandonedThreads());
            }
        });
    }

    /**
     * A runaway call may end only once it is abandoned (it swallowed the interrupt, or the stop, as
     * the regression observer and the contract checker swallow what a value's methods throw): the
     * task must then make no further call into the code under test, which would run beside the
     * next sequences (their coverage, the code's static state) on an abandoned thread.
     */
    @Test
    void shouldMakeNoCallOnceATaskWasAbandoned() {
        assertTimeoutPreemptively(Duration.ofSeconds(6), () -> {
            try (TimedRunner runner = new TimedRunner(200, getClass().getClassLoader())) {
                java.util.concurrent.atomic.AtomicInteger callsAfter = new java.util.concurrent.atomic.AtomicInteger();
                java.util.concurrent.CountDownLatch ended = new java.util.concurrent.CountDownLatch(1);
                TimedRunner.Result<String> slow = runner.run(clock -> {
                    try {
                        clock.callStarted();
                        long until = System.nanoTime() + 1_000_000_000L;
                        while (System.nanoTime() < until) {
                            Thread.onSpinWait(); // deaf to interrupts; one stop may be swallowed below
                        }
                    } catch (Throwable swallowed) { // NOPMD: as an observer swallows what a value throws
                        // go on
                    }
                    try {
                        for (int i = 0; i < 3; i++) {
                            clock.callStarted();
                            callsAfter.incrementAndGet();
                        }
                        return "went on";
                    } finally {
                        ended.countDown();
                    }
                });
                assertTrue(slow.timedOut());
                assertTrue(ended.await(3, java.util.concurrent.TimeUnit.SECONDS), "the abandoned task ended");
                assertEquals(0, callsAfter.get(), "calls made after the task was abandoned");
            }
        });
    }

    @Test
    void shouldNotTimeOutSlowWorkOutsideCalls() throws Exception {
        try (TimedRunner runner = new TimedRunner(50, getClass().getClassLoader())) {
            TimedRunner.Result<String> r = runner.run(clock -> {
                try {
                    Thread.sleep(200); // the clock was never ticked: not a call into the code under test
                } catch (InterruptedException e) {
                    return "interrupted";
                }
                return "ok";
            });
            assertFalse(r.timedOut());
            assertEquals("ok", r.value());
        }
    }

    @Test
    void shouldRunTasksOnOneThreadWithTheContextLoader() throws Exception {
        ClassLoader loader = new ClassLoader(null) { };
        try (TimedRunner runner = new TimedRunner(1_000, loader)) {
            Thread first = runner.run(clock -> Thread.currentThread()).value();
            Thread second = runner.run(clock -> Thread.currentThread()).value();
            assertSame(first, second);
            assertNotSame(Thread.currentThread(), first);
            assertTrue(first.isDaemon());
            assertSame(loader, runner.run(clock -> Thread.currentThread().getContextClassLoader()).value());
        }
    }

    @Test
    void shouldWrapExceptionsEscapingTheTask() throws Exception {
        try (TimedRunner runner = new TimedRunner(1_000, getClass().getClassLoader())) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> runner.run(clock -> {
                throw new UnsupportedOperationException("boom");
            }));
            assertInstanceOf(UnsupportedOperationException.class, e.getCause());
            assertEquals("ok", runner.run(clock -> "ok").value(), "the worker survives a failing task");
        }
    }

    @Test
    void shouldCountTheThreadsATaskLeftRunningButNotThoseThatEndedOrWereThereBefore() throws Exception {
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        Runnable waiting = () -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        try (TimedRunner runner = new TimedRunner(2000, getClass().getClassLoader())) {
            TimedRunner.Result<Object> quick = runner.run(clock -> {
                Thread t = new Thread(() -> { });
                t.start();
                return null;
            });
            assertEquals(0, quick.threadsLeft(), "a thread that ends at once is not left running");
            TimedRunner.Result<Object> leaving = runner.run(clock -> {
                new Thread(waiting).start();
                return null;
            });
            assertTrue(leaving.leftThreads());
            assertEquals(1, leaving.threadsLeft());
            TimedRunner.Result<Object> after = runner.run(clock -> null);
            assertFalse(after.leftThreads(), "the earlier task's thread is not this task's");
        } finally {
            release.countDown();
        }
    }

    @Test
    void shouldAbandonATaskStillRunningAtTheStopTimeThoughEachCallIsShort() {
        assertTimeoutPreemptively(Duration.ofSeconds(4), () -> {
            try (TimedRunner runner = new TimedRunner(1_000, getClass().getClassLoader())) {
                runner.stopAt(System.nanoTime() + 300_000_000L);
                long start = System.nanoTime();
                TimedRunner.Result<String> r = runner.run(clock -> {
                    while (true) { // many short calls: no single one reaches the call timeout
                        clock.callStarted();
                        try {
                            Thread.sleep(50);
                        } catch (InterruptedException e) {
                            return "interrupted";
                        }
                    }
                });
                assertTrue(r.timedOut());
                assertTrue(System.nanoTime() - start < 900_000_000L, "ended at the stop time, not the call timeout");
                TimedRunner.Result<String> after = runner.run(clock -> "late");
                assertEquals("late", after.value(), "a task that ends at once still gives its value");
            }
        });
    }

    @Test
    void shouldTellTheGroupOfAnAbandonedCallAndCountItsThreadsThatGoOnRunning() throws Exception {
        AtomicReference<ThreadGroup> told = new AtomicReference<>();
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        try (TimedRunner runner = new TimedRunner(100, getClass().getClassLoader(), told::set)) {
            AtomicReference<ThreadGroup> own = new AtomicReference<>();
            TimedRunner.Result<String> r = runner.run(clock -> {
                own.set(Thread.currentThread().getThreadGroup());
                Thread child = new Thread(() -> {
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
                child.start(); // started by the call: in its group, alive after it is abandoned
                clock.callStarted();
                while (release.getCount() > 0) {
                    Thread.onSpinWait(); // ignores interruption, as a runaway call does
                }
                return "late";
            });

            assertTrue(r.timedOut());
            assertSame(own.get(), told.get(), "the abandoned call's own group");
            assertSame(runner.threadGroup(), told.get().getParent(), "inside the runner's");
            assertEquals(0, runner.abandonedAlive(java.util.concurrent.TimeUnit.SECONDS.toNanos(60)), "within the grace");
            assertTrue(runner.abandonedAlive(0) >= 1, "the child, at least, goes on");
            assertNotSame(told.get(), runner.run(clock -> Thread.currentThread().getThreadGroup()).value(),
                    "the next call runs in a group of its own");
        } finally {
            release.countDown();
        }
    }
}
