package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class WorkerJvmTest {

    private static EngineSettings settings(int workers, String heap) {
        return new EngineSettings(false, workers, heap, List.of(), false);
    }

    private static long megabytes(String heap) {
        return Long.parseLong(heap.substring(0, heap.length() - 1));
    }

    @Test
    void shouldGiveEachWorkerBetween512MegabytesAndTheCapWhenAuto() {
        for (int workers : new int[] {1, 2, 64, 4096}) {
            long mb = megabytes(WorkerJvm.heap(settings(workers, "auto")));
            assertTrue(mb >= 512 && mb <= WorkerJvm.AUTO_HEAP_CAP_MB, workers + " workers: " + mb + "m");
        }
        assertEquals("512m", WorkerJvm.heap(settings(4096, "auto")), "the floor when memory is short");
    }

    @Test
    void shouldUseTheHeapGivenAsIsAndPutItFirst() {
        assertEquals("3g", WorkerJvm.heap(settings(2, "3g")));
        assertEquals("-Xmx3g", WorkerJvm.options(settings(2, "3g")).get(0));
    }

    @Test
    void shouldReadThePhysicalMemoryAsThePlatformReportsIt() {
        long platform = ((com.sun.management.OperatingSystemMXBean)
                java.lang.management.ManagementFactory.getOperatingSystemMXBean()).getTotalMemorySize();
        long read = WorkerJvm.physicalMemory();
        assertTrue(Math.abs(read - platform) <= platform / 100, read + " bytes read, the platform says " + platform);
    }
}
