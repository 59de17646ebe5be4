package dev.ferret.orchestration;

import java.nio.file.Path;
import java.util.List;

/**
 * Where the code under test runs.
 *
 * @param inProcess in the calling JVM: no sandbox, no restarts (for debugging and measurements)
 * @param workers worker JVMs otherwise
 * @param workerHeap {@code -Xmx} of each worker, such as {@code 512m}, or {@code auto}: half the
 *     machine's memory shared by the workers, at least 512 MB
 * @param jvmOptions extra options for each worker JVM, after Ferret's own
 * @param allowProcesses let the code under test start processes
 * @param ferretClasspath Ferret's own jars and directories the worker JVMs start on, or empty for
 *     this JVM's class path (the command line's jar); a front end whose JVM's class path is not
 *     Ferret's (a Maven plugin) gives it
 */
public record EngineSettings(boolean inProcess, int workers, String workerHeap, List<String> jvmOptions,
                             boolean allowProcesses, List<Path> ferretClasspath) {

    public EngineSettings {
        jvmOptions = List.copyOf(jvmOptions);
        ferretClasspath = List.copyOf(ferretClasspath);
        if (workers < 1) {
            throw new IllegalArgumentException("workers must be at least 1: " + workers);
        }
        if (!"auto".equalsIgnoreCase(workerHeap) && !workerHeap.matches("\\d+[kKmMgG]?")) {
            throw new IllegalArgumentException("a worker heap is a size such as 512m or 4g, or auto, not '"
                    + workerHeap + "'");
        }
    }

    /** Settings whose workers start on this JVM's class path. */
    public EngineSettings(boolean inProcess, int workers, String workerHeap, List<String> jvmOptions,
                          boolean allowProcesses) {
        this(inProcess, workers, workerHeap, jvmOptions, allowProcesses, List.of());
    }

    /** Defaults: one worker JVM per core, automatic heap, no extra options, the sandbox's defaults. */
    public static EngineSettings defaults() {
        return new EngineSettings(false, Runtime.getRuntime().availableProcessors(), "auto", List.of(), false);
    }

    /** These settings with the code under test in the calling JVM. */
    public EngineSettings runningInProcess() {
        return new EngineSettings(true, workers, workerHeap, jvmOptions, allowProcesses,
                ferretClasspath);
    }

    /** These settings with workers that start on the given class path of Ferret's own classes. */
    public EngineSettings withFerretClasspath(List<Path> classpath) {
        return new EngineSettings(inProcess, workers, workerHeap, jvmOptions, allowProcesses,
                classpath);
    }
}
