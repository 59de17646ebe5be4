package dev.ferret.orchestration;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/** The options of each worker JVM, from the engine settings and the machine. */
final class WorkerJvm {

    private WorkerJvm() {
    }

    /**
     * The worker JVM's options. With a worker per core, the C1 compiler alone: generation calls
     * thousands of methods reflectively, and C2 recompiling that megamorphic code took a third of a
     * worker's CPU, so two workers on two cores ran no faster than one. With cores to spare, C2
     * runs on them and a worker is as fast as in-process generation (docs/benchmarks.md).
     */
    static List<String> options(EngineSettings engine) {
        List<String> options = new ArrayList<>(List.of("-Xmx" + heap(engine)));
        if (engine.workers() >= Runtime.getRuntime().availableProcessors()) {
            options.add("-XX:TieredStopAtLevel=1");
        }
        options.addAll(engine.jvmOptions());
        return options;
    }

    /** The worker heap: as given, or half the physical memory shared by the workers (at least 512 MB). */
    static String heap(EngineSettings engine) {
        if (!"auto".equalsIgnoreCase(engine.workerHeap())) {
            return engine.workerHeap();
        }
        long total = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize();
        return Math.max(512, total / 2 / engine.workers() / (1024 * 1024)) + "m";
    }
}
