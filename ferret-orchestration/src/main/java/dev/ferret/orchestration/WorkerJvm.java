package dev.ferret.orchestration;

import java.lang.management.ManagementFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

    /** The most heap {@code auto} gives a worker, in MB. */
    static final long AUTO_HEAP_CAP_MB = 1024;

    /**
     * The worker heap: as given, or half the physical memory shared by the workers, between 512 MB
     * and {@value #AUTO_HEAP_CAP_MB} MB. A bigger heap buys nothing but room for runaway values: a
     * sequence that doubles a string builder again and again grew to gigabytes in a 6 GB heap,
     * slowing the worker with collections and timeouts (and past the time limit), where a 1 GB heap
     * ends it early with an out-of-memory error; lang3 at 30 s ran 53,000 to 131,000 sequences with
     * 6 GB heaps and 135,000 with 1 GB ones (docs/benchmarks.md).
     */
    static String heap(EngineSettings engine) {
        if (!"auto".equalsIgnoreCase(engine.workerHeap())) {
            return engine.workerHeap();
        }
        long total = physicalMemory();
        return Math.min(AUTO_HEAP_CAP_MB, Math.max(512, total / 2 / engine.workers() / (1024 * 1024))) + "m";
    }

    /**
     * The memory this machine gives us, in bytes: on Linux {@code MemTotal}, or a container's lower
     * memory limit (cgroup v2 or v1) as the JVM itself reads them; elsewhere the platform's
     * management bean, which costs a cold coordinator some 40 ms of class loading before its first
     * worker can start.
     */
    static long physicalMemory() {
        try {
            long total = -1;
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    total = Long.parseLong(line.substring("MemTotal:".length()).trim().split("\\s+")[0]) * 1024;
                }
            }
            if (total > 0) {
                return Math.min(total, Math.min(limit(Path.of("/sys/fs/cgroup/memory.max")),
                        limit(Path.of("/sys/fs/cgroup/memory/memory.limit_in_bytes"))));
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: ask the platform
        }
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize();
    }

    /** A cgroup memory limit in bytes; {@link Long#MAX_VALUE} when there is none or it cannot be read. */
    private static long limit(Path file) {
        try {
            String value = Files.readString(file).trim();
            return value.isEmpty() || "max".equals(value) ? Long.MAX_VALUE : Long.parseLong(value);
        } catch (IOException | RuntimeException e) {
            return Long.MAX_VALUE;
        }
    }

    /**
     * Where worker JVMs keep their class-data sharing archive: {@code ferret/cds} in the user's
     * cache directory ({@code $XDG_CACHE_HOME}, else {@code ~/.cache}); null when there is no home.
     * A worker JVM option about sharing ({@code -Xshare:off}) turns the archive off.
     */
    static Path classArchiveDirectory() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isBlank()) {
            return Path.of(xdg, "ferret", "cds");
        }
        String home = System.getProperty("user.home");
        return home == null || home.isBlank() ? null : Path.of(home, ".cache", "ferret", "cds");
    }
}
