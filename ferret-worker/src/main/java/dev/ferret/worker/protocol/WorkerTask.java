package dev.ferret.worker.protocol;

import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.run.RunConfig;
import java.io.Serializable;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What one worker is asked to do: a run configuration in plain, serializable values, plus the
 * worker's own settings.
 *
 * @param classpath the code under test's classpath, as path strings
 * @param classes classes under test
 * @param timeLimitMillis the worker's time limit
 * @param testLimit its share of the test limit (0: none)
 * @param outputLimit its share of the output limit (0: none)
 * @param sequenceLimit its share of the sequence limit (0: none)
 * @param seed its seed
 * @param nullRatio the null ratio
 * @param callTimeoutMillis the call timeout
 * @param exceptionRules user exception rules, oldest first, as {@code class=BEHAVIOR}
 * @param contracts user contract classes
 * @param disabledContracts disabled built-in contracts
 * @param maxRegressionTestsPerClass its share of the regression tests per class
 * @param stopOnError stop at the first error
 * @param skipUntestable skip untestable classes
 * @param minimize minimize error tests
 * @param strayThreadLimit end (to be restarted) when more threads than this linger
 * @param allowFileDeletion let the code under test delete files
 * @param allowProcesses let the code under test start processes
 * @param crashRecord file the worker maps to record the sequence it is about to run
 * @param excludedMembers members not to call (they kept ending workers)
 */
public record WorkerTask(
        List<String> classpath,
        List<String> classes,
        long timeLimitMillis,
        long testLimit,
        long outputLimit,
        long sequenceLimit,
        long seed,
        double nullRatio,
        long callTimeoutMillis,
        List<String> exceptionRules,
        List<String> contracts,
        List<String> disabledContracts,
        int maxRegressionTestsPerClass,
        boolean stopOnError,
        boolean skipUntestable,
        boolean minimize,
        int strayThreadLimit,
        boolean allowFileDeletion,
        boolean allowProcesses,
        String crashRecord,
        List<String> excludedMembers) implements Serializable {

    public WorkerTask {
        classpath = List.copyOf(classpath);
        classes = List.copyOf(classes);
        exceptionRules = List.copyOf(exceptionRules);
        contracts = List.copyOf(contracts);
        disabledContracts = List.copyOf(disabledContracts);
        excludedMembers = List.copyOf(excludedMembers);
    }

    /** The task of running {@code config} as it is (limits and seed are adjusted by the caller). */
    public static WorkerTask of(RunConfig config, boolean allowFileDeletion, boolean allowProcesses,
                                Path crashRecord) {
        List<String> rules = new ArrayList<>();
        List<ExceptionPolicy.Rule> newestFirst = config.exceptionPolicy().rules();
        for (int i = newestFirst.size() - 1; i >= 0; i--) {
            rules.add(newestFirst.get(i).exceptionClass() + "=" + newestFirst.get(i).behavior().name());
        }
        return new WorkerTask(config.classpath().stream().map(Path::toString).toList(), config.classes(),
                config.timeLimit().toMillis(), config.testLimit(), config.outputLimit(), config.sequenceLimit(),
                config.seed(), config.nullRatio(), config.callTimeout().toMillis(), rules, config.contracts(),
                config.disabledContracts(), config.maxRegressionTestsPerClass(), config.stopOnError(),
                config.skipUntestable(), config.minimize(), config.strayThreadLimit(), allowFileDeletion,
                allowProcesses, crashRecord.toString(), config.excludedMembers());
    }

    /** The run configuration the worker's engine gets. */
    public RunConfig toRunConfig() {
        RunConfig c = RunConfig.of(classpath.stream().map(Path::of).toList(), classes)
                .withTimeLimit(Duration.ofMillis(timeLimitMillis)).withTestLimit(testLimit)
                .withOutputLimit(outputLimit).withSequenceLimit(sequenceLimit).withSeed(seed)
                .withNullRatio(nullRatio).withCallTimeout(Duration.ofMillis(callTimeoutMillis))
                .withContracts(contracts, disabledContracts).withMaxRegressionTestsPerClass(maxRegressionTestsPerClass)
                .withStopOnError(stopOnError).withSkipUntestable(skipUntestable).withMinimize(minimize)
                .withStrayThreadLimit(strayThreadLimit).withExcludedMembers(excludedMembers);
        for (String rule : exceptionRules) {
            int eq = rule.lastIndexOf('=');
            c = c.withException(rule.substring(0, eq), ExceptionBehavior.valueOf(rule.substring(eq + 1)));
        }
        return c;
    }

    /** This task with other budgets and seed (for a share of the work, or a restart). */
    public WorkerTask withBudget(long timeLimitMillis, long testLimit, long outputLimit, long sequenceLimit,
                                 int maxRegressionTestsPerClass, long seed, String crashRecord) {
        return copy(timeLimitMillis, testLimit, outputLimit, sequenceLimit, maxRegressionTestsPerClass, seed,
                crashRecord, excludedMembers);
    }

    private WorkerTask copy(long timeLimitMillis, long testLimit, long outputLimit, long sequenceLimit,
                            int maxRegressionTestsPerClass, long seed, String crashRecord, List<String> excluded) {
        return new WorkerTask(classpath, classes, timeLimitMillis, testLimit, outputLimit, sequenceLimit, seed,
                nullRatio, callTimeoutMillis, exceptionRules, contracts, disabledContracts, maxRegressionTestsPerClass,
                stopOnError, skipUntestable, minimize, strayThreadLimit, allowFileDeletion, allowProcesses, crashRecord,
                excluded);
    }

    /** This task with more members not to call. */
    public WorkerTask excluding(java.util.Collection<String> members) {
        List<String> all = new ArrayList<>(excludedMembers);
        members.stream().filter(m -> !all.contains(m)).forEach(all::add);
        return copy(timeLimitMillis, testLimit, outputLimit, sequenceLimit, maxRegressionTestsPerClass, seed, crashRecord,
                all);
    }
}
