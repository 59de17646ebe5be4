package dev.ferret.orchestration;

import java.util.List;

/**
 * Where the code under test runs.
 *
 * @param inProcess in the calling JVM: no sandbox, no restarts (for debugging and measurements)
 * @param workers worker JVMs otherwise
 * @param workerHeap {@code -Xmx} of each worker, such as {@code 512m}, or {@code auto}: half the
 *     machine's memory shared by the workers, at least 512 MB
 * @param jvmOptions extra options for each worker JVM, after Ferret's own
 * @param allowFileDeletion let the code under test delete files
 * @param allowProcesses let the code under test start processes
 */
public record EngineSettings(boolean inProcess, int workers, String workerHeap, List<String> jvmOptions,
                             boolean allowFileDeletion, boolean allowProcesses) {

    public EngineSettings {
        jvmOptions = List.copyOf(jvmOptions);
        if (workers < 1) {
            throw new IllegalArgumentException("workers must be at least 1: " + workers);
        }
        if (!"auto".equalsIgnoreCase(workerHeap) && !workerHeap.matches("\\d+[kKmMgG]?")) {
            throw new IllegalArgumentException("a worker heap is a size such as 512m or 4g, or auto, not '"
                    + workerHeap + "'");
        }
    }

    /** Defaults: one worker JVM per core, automatic heap, no extra options, the sandbox's defaults. */
    public static EngineSettings defaults() {
        return new EngineSettings(false, Runtime.getRuntime().availableProcessors(), "auto", List.of(), false, false);
    }

    /** These settings with the code under test in the calling JVM. */
    public EngineSettings runningInProcess() {
        return new EngineSettings(true, workers, workerHeap, jvmOptions, allowFileDeletion, allowProcesses);
    }
}
