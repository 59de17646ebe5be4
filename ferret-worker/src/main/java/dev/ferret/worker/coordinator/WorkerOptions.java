package dev.ferret.worker.coordinator;

import dev.ferret.coverage.probe.GoalSpace;
import java.nio.file.Path;
import java.util.List;

/**
 * How the coordinator runs its workers.
 *
 * @param workers how many worker JVMs run at once (at least 1)
 * @param jvmOptions extra options for each worker JVM, e.g. {@code -Xmx1g}
 * @param allowProcesses let the code under test start processes (intercepted by default)
 * @param capturedOutput file that receives the start of what the code under test writes to
 *     System.out and System.err, or null to drop it
 * @param ferretClasspath the jars and directories of Ferret's own classes a worker JVM starts on,
 *     or empty for this JVM's class path (the command line's jar; a Maven plugin passes its
 *     artifacts, since Maven's own class path is not Ferret's)
 * @param classArchiveDirectory where worker JVMs keep their class-data sharing archive
 *     ({@link ClassArchive}), or null for none
 * @param goalSpace the run's coverage goals as the coordinator read them, sent to every worker so
 *     that it need not read them again, or null for each worker to read them
 */
public record WorkerOptions(int workers, List<String> jvmOptions, boolean allowProcesses,
                            Path capturedOutput, List<Path> ferretClasspath, Path classArchiveDirectory,
                            GoalSpace goalSpace) {

    public WorkerOptions {
        if (workers < 1) {
            throw new IllegalArgumentException("at least one worker, not " + workers);
        }
        jvmOptions = List.copyOf(jvmOptions);
        ferretClasspath = List.copyOf(ferretClasspath);
    }

    /** Options without a class-data sharing archive. */
    public WorkerOptions(int workers, List<String> jvmOptions, boolean allowProcesses,
                         Path capturedOutput, List<Path> ferretClasspath) {
        this(workers, jvmOptions, allowProcesses, capturedOutput, ferretClasspath, null, null);
    }

    /** These options with worker JVMs sharing class data through an archive in {@code directory} (null: none). */
    public WorkerOptions withClassArchiveDirectory(Path directory) {
        return new WorkerOptions(workers, jvmOptions, allowProcesses, capturedOutput, ferretClasspath,
                directory, goalSpace);
    }

    /** These options with the goal space the workers are to use (null: each reads it). */
    public WorkerOptions withGoalSpace(GoalSpace space) {
        return new WorkerOptions(workers, jvmOptions, allowProcesses, capturedOutput, ferretClasspath,
                classArchiveDirectory, space);
    }

    /** Options whose workers start on this JVM's class path. */
    public WorkerOptions(int workers, List<String> jvmOptions, boolean allowProcesses,
                         Path capturedOutput) {
        this(workers, jvmOptions, allowProcesses, capturedOutput, List.of());
    }

    /** {@code workers} workers with a 1 GB heap each (the CLI sizes it to the machine), the sandbox closed, nothing captured. */
    public static WorkerOptions of(int workers) {
        return new WorkerOptions(workers, List.of("-Xmx1g"), false, null);
    }
}
