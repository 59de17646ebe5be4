package dev.ferret.core.run;

import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Everything a generation run needs, as one immutable value built at the edge (CLI, tests) and
 * passed down. Start from {@link #of(List, List)} and chain the {@code with...} methods; each
 * returns a new instance.
 *
 * @param classpath entries holding the code under test
 * @param classes binary names of the classes under test
 * @param timeLimit stop after this long
 * @param testLimit stop after this many tests were kept (0: no limit)
 * @param outputLimit stop once this many tests were emitted, and emit no more (0: no limit)
 * @param sequenceLimit stop after this many sequences were executed (0: no limit); unlike time, a
 *     count that does not depend on the machine's speed
 * @param seed the random seed
 * @param nullRatio probability of passing null to a reference parameter
 * @param callTimeout a single call running longer than this makes its sequence illegal
 * @param exceptionPolicy how exceptions classify sequences
 * @param contracts class names of user contracts, added to the built-ins
 * @param disabledContracts names of built-in contracts to skip
 * @param maxRegressionTestsPerClass regression tests kept per class under test
 * @param stopOnError stop at the first error-revealing test
 * @param skipUntestable skip classes with nothing testable instead of rejecting the run (package scans)
 * @param minimize shrink error-revealing tests before emitting them
 * @param strayThreadLimit stop when more threads of the code under test than this (started by it,
 *     or abandoned after a timeout) are still alive (0: no limit); a worker JVM is then restarted
 * @param excludedMembers members ({@code pkg.Class.method}) never to call, e.g. those that kept
 *     ending worker JVMs
 * @param reduceSuite with coverage measured: keep only regression tests that add a coverage goal
 *     or a behaviour, and reduce the suite to a set cover at the end ({@code --suite reduced}, the
 *     default); false keeps every regression test as found ({@code --suite full})
 * @param plateau stop once coverage has not grown for this long ({@link Duration#ZERO}: never)
 * @param callbacks give interface parameters generated implementations whose bodies call back
 *     into the code under test ({@code --no-callbacks} turns it off)
 * @param strictContracts also write failures of recommendations, not contracts
 *     ({@link dev.ferret.core.oracle.Contracts#isRecommendation}: {@code compareto-equals}) as
 *     error-revealing tests ({@code --contract-level strict}); by default they are only counted
 * @param reportUsageViolations also write failures that break a rule of use (a value changed after
 *     a decorator, view or hash-based collection captured it) as error-revealing tests
 *     ({@code --report-usage-violations}); by default they are only counted
 * @param stateful after the random phase, run the stateful phase (record abstract states, infer
 *     preconditions, build tests that break them; {@code --stateful}); needs an engine given the
 *     phase ({@link ExtraPhase})
 * @param statefulShare the share of the time limit the stateful phase may take (0 to 1)
 * @param campaign where the stateful phase keeps its campaign database ({@code --campaign}: a file
 *     path or a {@code jdbc:postgresql://} URL, as the user gave it); empty: a database in memory
 *     per worker, dropped at the end
 * @param campaignRun the id under which this run's rows are stored in the campaign (empty without one)
 * @param environmentVariation run each regression test about to be kept once more in another
 *     environment (clock, default zone and locale, user), where the engine can vary it (worker
 *     JVMs), and drop the checks whose values change there; the flaky filter's re-runs vary it too
 *     ({@code --no-environment-variation} turns both off)
 * @param mutants with a reduced suite: write the mutants of the classes under test into them, run
 *     each regression test about to be kept with those its run reaches, and keep, through the
 *     reduction, a test for every mutant killed ({@code --no-mutants} turns it off)
 * @param generators binary names of the user's generator classes ({@code --generator}): public
 *     static methods returning {@code dev.ferret.choice.Generator<T>} supply values of {@code T}
 *     beside the engine's own
 */
public record RunConfig(
        List<Path> classpath,
        List<String> classes,
        Duration timeLimit,
        long testLimit,
        long outputLimit,
        long sequenceLimit,
        long seed,
        double nullRatio,
        Duration callTimeout,
        ExceptionPolicy exceptionPolicy,
        List<String> contracts,
        List<String> disabledContracts,
        int maxRegressionTestsPerClass,
        boolean stopOnError,
        boolean skipUntestable,
        boolean minimize,
        int strayThreadLimit,
        List<String> excludedMembers,
        boolean reduceSuite,
        Duration plateau,
        boolean callbacks,
        boolean strictContracts,
        boolean reportUsageViolations,
        boolean stateful,
        double statefulShare,
        String campaign,
        String campaignRun,
        boolean environmentVariation,
        boolean mutants,
        List<String> generators) {

    public RunConfig {
        classpath = List.copyOf(classpath);
        classes = List.copyOf(classes);
        contracts = List.copyOf(contracts);
        disabledContracts = List.copyOf(disabledContracts);
        excludedMembers = List.copyOf(excludedMembers);
        generators = List.copyOf(generators);
        Objects.requireNonNull(timeLimit);
        Objects.requireNonNull(callTimeout);
        Objects.requireNonNull(exceptionPolicy);
        Objects.requireNonNull(plateau);
        Objects.requireNonNull(campaign);
        Objects.requireNonNull(campaignRun);
        if (plateau.isNegative()) {
            throw new IllegalArgumentException("plateau must not be negative");
        }
        if (testLimit < 0 || outputLimit < 0 || sequenceLimit < 0 || strayThreadLimit < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
        if (statefulShare < 0 || statefulShare > 1) {
            throw new IllegalArgumentException("stateful share must be between 0 and 1: " + statefulShare);
        }
        if (nullRatio < 0 || nullRatio > 1) {
            throw new IllegalArgumentException("null ratio must be between 0 and 1: " + nullRatio);
        }
    }

    /**
     * Defaults: 60 s, no test or output limit, seed 0, null ratio 0.05, 5 s call timeout, default
     * policy, 1000 regression tests per class, minimization on, no stray-thread limit, reduced
     * suite (when coverage is measured), no plateau stop, callbacks on, recommendations counted only,
     * stateful phase off (a tenth of the time when on), environment variation on, mutants on.
     */
    public static RunConfig of(List<Path> classpath, List<String> classes) {
        return new RunConfig(classpath, classes, Duration.ofSeconds(60), 0, 0, 0, 0, 0.05, Duration.ofSeconds(5),
                ExceptionPolicy.defaults(), List.of(), List.of(), 1000, false, false, true, 0, List.of(), true,
                Duration.ZERO, true, false, false, false, 0.1, "", "", true, true, List.of());
    }

    /** This configuration for other code under test: its class path and the classes to test. */
    public RunConfig withTarget(List<Path> classpath, List<String> classes) {
        return with(b -> {
            b.classpath = classpath;
            b.classes = classes;
        });
    }

    public RunConfig withTimeLimit(Duration d) {
        return with(b -> b.timeLimit = d);
    }

    public RunConfig withTestLimit(long n) {
        return with(b -> b.testLimit = n);
    }

    public RunConfig withOutputLimit(long n) {
        return with(b -> b.outputLimit = n);
    }

    public RunConfig withSequenceLimit(long n) {
        return with(b -> b.sequenceLimit = n);
    }

    public RunConfig withStrayThreadLimit(int n) {
        return with(b -> b.strayThreadLimit = n);
    }

    public RunConfig withExcludedMembers(List<String> members) {
        return with(b -> b.excludedMembers = members);
    }

    public RunConfig withReduceSuite(boolean on) {
        return with(b -> b.reduceSuite = on);
    }

    public RunConfig withPlateau(Duration d) {
        return with(b -> b.plateau = d);
    }

    public RunConfig withMinimize(boolean on) {
        return with(b -> b.minimize = on);
    }

    public RunConfig withSeed(long s) {
        return with(b -> b.seed = s);
    }

    public RunConfig withNullRatio(double r) {
        return with(b -> b.nullRatio = r);
    }

    public RunConfig withCallTimeout(Duration d) {
        return with(b -> b.callTimeout = d);
    }

    public RunConfig withException(String exceptionClass, ExceptionBehavior behavior) {
        return with(b -> b.exceptionPolicy = exceptionPolicy.with(exceptionClass, behavior));
    }

    public RunConfig withContracts(List<String> userContracts, List<String> disabled) {
        return with(b -> {
            b.contracts = userContracts;
            b.disabledContracts = disabled;
        });
    }

    public RunConfig withMaxRegressionTestsPerClass(int n) {
        return with(b -> b.maxRegressionTestsPerClass = n);
    }

    public RunConfig withStopOnError(boolean stop) {
        return with(b -> b.stopOnError = stop);
    }

    /** With or without generated implementations of interface parameters. */
    public RunConfig withCallbacks(boolean on) {
        return with(b -> b.callbacks = on);
    }

    /** Whether failures of recommendations ({@code compareto-equals}) are written as tests too. */
    public RunConfig withStrictContracts(boolean strict) {
        return with(b -> b.strictContracts = strict);
    }

    /** Whether failures that break a rule of use are written as tests too. */
    public RunConfig withReportUsageViolations(boolean report) {
        return with(b -> b.reportUsageViolations = report);
    }

    /** With or without the stateful phase after the random one. */
    public RunConfig withStateful(boolean on) {
        return with(b -> b.stateful = on);
    }

    /** The share of the time limit the stateful phase may take. */
    public RunConfig withStatefulShare(double share) {
        return with(b -> b.statefulShare = share);
    }

    /** The stateful phase's kept campaign ({@code ""}: none) and the id this run's rows get in it. */
    public RunConfig withCampaign(String location, String runId) {
        return with(b -> {
            b.campaign = location;
            b.campaignRun = runId;
        });
    }

    /** With or without kept tests run again in another environment (and re-runs in another one). */
    public RunConfig withEnvironmentVariation(boolean on) {
        return with(b -> b.environmentVariation = on);
    }

    /** With or without mutants choosing regression tests (see {@link #mutants()}). */
    public RunConfig withMutants(boolean on) {
        return with(b -> b.mutants = on);
    }

    /** With the user's generator classes (see {@link #generators()}). */
    public RunConfig withGenerators(List<String> classNames) {
        return with(b -> b.generators = classNames);
    }

    public RunConfig withSkipUntestable(boolean skip) {
        return with(b -> b.skipUntestable = skip);
    }

    /** A copy with one change; the record's constructor validates the result. */
    private RunConfig with(java.util.function.Consumer<Copy> change) {
        Copy c = new Copy(this);
        change.accept(c);
        return new RunConfig(c.classpath, c.classes, c.timeLimit, c.testLimit, c.outputLimit, c.sequenceLimit, c.seed, c.nullRatio, c.callTimeout,
                c.exceptionPolicy, c.contracts, c.disabledContracts, c.maxRegressionTestsPerClass, c.stopOnError,
                c.skipUntestable, c.minimize, c.strayThreadLimit, c.excludedMembers, c.reduceSuite, c.plateau,
                c.callbacks, c.strictContracts, c.reportUsageViolations, c.stateful, c.statefulShare,
                c.campaign, c.campaignRun, c.environmentVariation, c.mutants, c.generators);
    }

    /** The mutable fields of one copy in the making. */
    private static final class Copy {
        List<Path> classpath;
        List<String> classes;
        Duration timeLimit;
        long testLimit;
        long outputLimit;
        long sequenceLimit;
        long seed;
        double nullRatio;
        Duration callTimeout;
        ExceptionPolicy exceptionPolicy;
        List<String> contracts;
        List<String> disabledContracts;
        int maxRegressionTestsPerClass;
        boolean stopOnError;
        boolean skipUntestable;
        boolean minimize;
        int strayThreadLimit;
        List<String> excludedMembers;
        boolean reduceSuite;
        Duration plateau;
        boolean callbacks;
        boolean strictContracts;
        boolean reportUsageViolations;
        boolean stateful;
        double statefulShare;
        String campaign;
        String campaignRun;
        boolean environmentVariation;
        boolean mutants;
        List<String> generators;

        Copy(RunConfig r) {
            classpath = r.classpath;
            classes = r.classes;
            timeLimit = r.timeLimit;
            testLimit = r.testLimit;
            outputLimit = r.outputLimit;
            sequenceLimit = r.sequenceLimit;
            seed = r.seed;
            nullRatio = r.nullRatio;
            callTimeout = r.callTimeout;
            exceptionPolicy = r.exceptionPolicy;
            contracts = r.contracts;
            disabledContracts = r.disabledContracts;
            maxRegressionTestsPerClass = r.maxRegressionTestsPerClass;
            stopOnError = r.stopOnError;
            skipUntestable = r.skipUntestable;
            minimize = r.minimize;
            strayThreadLimit = r.strayThreadLimit;
            excludedMembers = r.excludedMembers;
            reduceSuite = r.reduceSuite;
            plateau = r.plateau;
            callbacks = r.callbacks;
            strictContracts = r.strictContracts;
            reportUsageViolations = r.reportUsageViolations;
            stateful = r.stateful;
            statefulShare = r.statefulShare;
            campaign = r.campaign;
            campaignRun = r.campaignRun;
            environmentVariation = r.environmentVariation;
            mutants = r.mutants;
            generators = r.generators;
        }
    }
}
