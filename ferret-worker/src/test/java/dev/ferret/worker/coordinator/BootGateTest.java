package dev.ferret.worker.coordinator;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class BootGateTest {

    @Test
    void shouldHoldTheNextStartUntilTheWorkerIsGenerating() throws Exception {
        BootGate<String> gate = new BootGate<>(60_000);
        gate.booting("worker-0");
        AtomicBoolean told = new AtomicBoolean();
        Thread coordinator = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                return;
            }
            told.set(true);
            gate.generating("worker-0");
        });
        coordinator.start();
        assertTrue(gate.await("worker-0", () -> false));
        assertTrue(told.get(), "await returned before the worker was generating");
        coordinator.join();
    }

    @Test
    void shouldIgnoreWorkersItDoesNotWaitFor() throws Exception {
        BootGate<String> gate = new BootGate<>(300);
        gate.booting("worker-1");
        gate.generating("worker-0"); // an older worker's first report
        long start = System.nanoTime();
        assertFalse(gate.await("worker-1", () -> false), "worker-1 never said it was generating");
        assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) >= 250, "gave up before the wait was over");
    }

    @Test
    void shouldGoOnAtOnceForAWorkerThatWasQuickerThanTheWait() throws Exception {
        BootGate<String> gate = new BootGate<>(60_000);
        gate.booting("worker-0");
        gate.generating("worker-0");
        assertTrue(gate.await("worker-0", () -> false));
    }

    @Test
    void shouldStopWaitingWhenTheRunIsClosed() throws Exception {
        BootGate<String> gate = new BootGate<>(60_000);
        gate.booting("worker-0");
        AtomicBoolean closed = new AtomicBoolean();
        Thread closer = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
            closed.set(true);
        });
        closer.start();
        assertFalse(gate.await("worker-0", closed::get));
        assertTrue(closed.get());
        closer.join();
    }
}
