package dev.ferret.worker.protocol;

import dev.ferret.core.run.Budget;
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
 * @param allowFileDeletion let the code under test delete files
 * @param allowProcesses let the code under test start processes
 * @param crashRecord file the worker maps to record the sequence it is about to run
 */
public record WorkerTask(RunConfig config, boolean allowFileDeletion, boolean allowProcesses, String crashRecord)
        implements Serializable {

    public WorkerTask {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(crashRecord, "crashRecord");
    }

    /** The task of running {@code config} as it is (limits and seed are adjusted by the caller). */
    public static WorkerTask of(RunConfig config, boolean allowFileDeletion, boolean allowProcesses,
                                Path crashRecord) {
        return new WorkerTask(config, allowFileDeletion, allowProcesses, crashRecord.toString());
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
        return new WorkerTask(other, allowFileDeletion, allowProcesses, crashRecord);
    }

    /** This task recording into another crash record. */
    public WorkerTask withCrashRecord(String file) {
        return new WorkerTask(config, allowFileDeletion, allowProcesses, file);
    }

    /** This task with more members not to call. */
    public WorkerTask excluding(Collection<String> members) {
        List<String> all = new ArrayList<>(config.excludedMembers());
        members.stream().filter(m -> !all.contains(m)).forEach(all::add);
        return withConfig(config.withExcludedMembers(all));
    }

    private Object writeReplace() {
        return new Wire(ConfigWire.of(config), allowFileDeletion, allowProcesses, crashRecord);
    }

    /**
     * The serialized form: a plain class, not a record (a record's deserialization builds method
     * handles, a tenth of a second of a worker's start before its first sequence).
     */
    private static final class Wire implements Serializable {
        private static final long serialVersionUID = 1L;
        private final ConfigWire config;
        private final boolean allowFileDeletion;
        private final boolean allowProcesses;
        private final String crashRecord;

        Wire(ConfigWire config, boolean allowFileDeletion, boolean allowProcesses, String crashRecord) {
            this.config = config;
            this.allowFileDeletion = allowFileDeletion;
            this.allowProcesses = allowProcesses;
            this.crashRecord = crashRecord;
        }

        private Object readResolve() throws ObjectStreamException {
            return new WorkerTask(config.toRunConfig(), allowFileDeletion, allowProcesses, crashRecord);
        }
    }
}
