package dev.ferret.worker.protocol;

import dev.ferret.core.run.Budget;
import dev.ferret.coverage.probe.GoalSpace;
import dev.ferret.core.run.RunConfig;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * What one worker is asked to do: the run configuration with the worker's share of the budget and
 * its seed, plus the worker's own settings. The configuration crosses to the worker component by
 * component ({@link ConfigWire}), so an option added to {@link RunConfig} needs no edit here.
 *
 * @param config the worker's run configuration (its share of every counted limit, its seed)
 * @param allowProcesses let the code under test start processes
 * @param crashRecord file the worker maps to record the sequence it is about to run
 * @param goalSpace the coverage goals the coordinator read from the classpath (the worker uses
 *     them instead of reading and counting the class files again before its first sequence), or
 *     null for the worker to read them
 */
public record WorkerTask(RunConfig config, boolean allowProcesses, String crashRecord,
                         GoalSpace goalSpace) implements Serializable {

    public WorkerTask {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(crashRecord, "crashRecord");
    }

    /** A task without a goal space: the worker reads it. */
    public WorkerTask(RunConfig config, boolean allowProcesses, String crashRecord) {
        this(config, allowProcesses, crashRecord, null);
    }

    /** The task of running {@code config} as it is (limits and seed are adjusted by the caller). */
    public static WorkerTask of(RunConfig config, boolean allowProcesses,
                                Path crashRecord) {
        return new WorkerTask(config, allowProcesses, crashRecord.toString());
    }

    /** The worker's budget: its time and its shares of the counted limits. */
    public Budget budget() {
        return Budget.of(config);
    }

    /** This task with another budget. */
    public WorkerTask withBudget(Budget budget) {
        return withConfig(budget.applyTo(config));
    }

    /** This task with another configuration. */
    public WorkerTask withConfig(RunConfig other) {
        return new WorkerTask(other, allowProcesses, crashRecord, goalSpace);
    }

    /** This task recording into another crash record. */
    public WorkerTask withCrashRecord(String file) {
        return new WorkerTask(config, allowProcesses, file, goalSpace);
    }

    /** This task with the goal space the coordinator read (null: the worker reads it). */
    public WorkerTask withGoalSpace(GoalSpace space) {
        return new WorkerTask(config, allowProcesses, crashRecord, space);
    }

    /** This task with more members not to call. */
    public WorkerTask excluding(Collection<String> members) {
        List<String> all = new ArrayList<>(config.excludedMembers());
        members.stream().filter(m -> !all.contains(m)).forEach(all::add);
        return withConfig(config.withExcludedMembers(all));
    }

    private Object writeReplace() {
        return new Wire(ConfigWire.of(config), allowProcesses, crashRecord, goalSpace);
    }

    /**
     * The serialized form: a plain class, not a record (a record's deserialization builds method
     * handles, a tenth of a second of a worker's start before its first sequence); the goal space
     * as arrays for the same reason.
     */
    private static final class Wire implements Serializable {
        private static final long serialVersionUID = 3L;
        private final ConfigWire config;
        private final boolean allowProcesses;
        private final String crashRecord;
        private final String[] goalClasses;
        private final byte[][] goalClassFiles;
        private final long[] goalClassIds;
        private final int[] goalProbes;

        Wire(ConfigWire config, boolean allowProcesses, String crashRecord,
             GoalSpace space) {
            this.config = config;
            this.allowProcesses = allowProcesses;
            this.crashRecord = crashRecord;
            int n = space == null ? -1 : space.classes().size();
            goalClasses = n < 0 ? null : new String[n];
            goalClassFiles = n < 0 ? null : new byte[n][];
            goalClassIds = n < 0 ? null : new long[n];
            goalProbes = n < 0 ? null : new int[n];
            for (int i = 0; i < n; i++) {
                GoalSpace.ClassGoals c = space.classes().get(i);
                goalClasses[i] = c.name();
                goalClassFiles[i] = c.classFile();
                goalClassIds[i] = c.classId();
                goalProbes[i] = c.probes();
            }
        }

        private Object readResolve() throws ObjectStreamException {
            GoalSpace space = null;
            if (goalClasses != null) {
                List<GoalSpace.ClassGoals> classes = new ArrayList<>(goalClasses.length);
                for (int i = 0; i < goalClasses.length; i++) {
                    classes.add(new GoalSpace.ClassGoals(goalClasses[i], goalClassFiles[i], goalClassIds[i],
                            goalProbes[i], 0));
                }
                space = GoalSpace.ofClasses(classes);
            }
            return new WorkerTask(config.toRunConfig(), allowProcesses, crashRecord, space);
        }
    }
}
