package dev.ferret.core.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/** A task that allocates more than the runner's limit is abandoned like a call over the timeout. */
class AllocationLimitTest {

    /** Allocates {@code megabytes} in 1 MB arrays, keeping the last, ticking the clock before each. */
    private static String allocate(CallClock clock, int megabytes) {
        byte[] last = null;
        for (int i = 0; i < megabytes; i++) {
            clock.callStarted();
            last = new byte[1 << 20];
            last[i % last.length] = 1;
            if (i % 16 == 0) {
                try {
                    Thread.sleep(1); // leaves the waiting thread time to look
                } catch (InterruptedException e) {
                    return "interrupted";
                }
            }
        }
        return "done " + last.length;
    }

    @Test
    void shouldAbandonATaskThatAllocatesOverTheLimit() throws Exception {
        assumeTrue(Allocation.bytes(Thread.currentThread()) >= 0, "the JVM counts allocation per thread");
        try (TimedRunner runner = new TimedRunner(60_000, getClass().getClassLoader())) {
            runner.limitAllocation(16L << 20);
            TimedRunner.Result<String> r = runner.run(clock -> allocate(clock, 4_096));
            assertTrue(r.overAllocated(), "abandoned for allocating: " + r);
            assertTrue(r.timedOut(), "handled like a timeout by callers that do not ask why");
            assertEquals(1, runner.abandonedThreads());
        }
    }

    @Test
    void shouldLetATaskUnderTheLimitOrWithoutOneFinish() throws Exception {
        try (TimedRunner runner = new TimedRunner(60_000, getClass().getClassLoader())) {
            runner.limitAllocation(256L << 20);
            TimedRunner.Result<String> small = runner.run(clock -> allocate(clock, 64));
            assertFalse(small.overAllocated());
            assertEquals("done " + (1 << 20), small.value());
            runner.limitAllocation(0);
            TimedRunner.Result<String> big = runner.run(clock -> allocate(clock, 512));
            assertFalse(big.timedOut(), "no limit");
            assertEquals("done " + (1 << 20), big.value());
        }
    }

    @Test
    void shouldDefaultToAQuarterOfTheHeap() {
        try (TimedRunner runner = new TimedRunner(1_000, getClass().getClassLoader())) {
            assertEquals(Runtime.getRuntime().maxMemory() / TimedRunner.ALLOCATION_SHARE, runner.allocationLimit());
        }
    }
}
