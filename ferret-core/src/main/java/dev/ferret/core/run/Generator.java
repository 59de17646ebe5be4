package dev.ferret.core.run;

import dev.ferret.core.build.BranchDirector;
import dev.ferret.core.build.Candidates;
import dev.ferret.core.build.UserGenerators;
import dev.ferret.core.execution.CoverageMeter;
import dev.ferret.core.execution.EnvironmentVariant;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.Confinement;
import dev.ferret.core.execution.TimedRunner;
import dev.ferret.core.execution.VariedEnvironment;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.failure.FailurePath;
import dev.ferret.core.failure.Replayer;
import dev.ferret.core.judge.Judge;
import dev.ferret.core.judge.Judgement;
import dev.ferret.core.keep.EnvironmentFilter;
import dev.ferret.core.keep.RegressionKeeper;
import dev.ferret.core.keep.SliceRunner;
import dev.ferret.core.keep.TestOutput;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.ScratchOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.Contract;
import dev.ferret.core.oracle.ContractChecker;
import dev.ferret.core.oracle.ScratchMentions;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The feedback-directed generation loop (thesis Fig. 5-4, §7.5): take the next candidate
 * sequence (select and build), execute and judge it, and hand the judgement to the regression
 * path, the failure path or the pool; until a stop condition holds. All random choices come from
 * one seeded generator and all limits other than time are counted, so a seed and a test limit
 * determine the output.
 */
final class Generator {

    private static final long PROGRESS_INTERVAL_NANOS = 250_000_000L;
    /** How long a sequence still running at the time limit may go on before it is abandoned. */
    private static final long STOP_GRACE_NANOS = 500_000_000L;
    private static final int REPLACEMENTS_PER_REQUEST = 40;
    /** Mixed into the seed of branch-directed generation's own random choices. */
    private static final long DIRECTOR_SEED_MIX = 0x5DEECE66DL;
    /** Sequences ending in one operation that may leave threads running before it is no longer selected. */
    private static final int LINGERING_BEFORE_DROP = 2;
    private static final int ENVIRONMENT_SOURCE_BEFORE_POOL_EXIT = 3;
    /** The share of the time limit that runs of regression tests with a mutant on may take. */
    private static final double MUTATION_SHARE = 0.15;

    private final RunConfig config;
    private final GenerationListener listener;
    private final ExecutionWatcher watcher;
    private final TimedRunner runner;
    private final Candidates candidates;
    private final Judge judge;
    private final TestOutput output;
    private final RegressionKeeper regressions;
    private final FailurePath failures;
    private final RunStatistics stats;
    /** Which methods taking interfaces ran with a generated implementation. */
    private final ReachMeter reach;
    private final CoverageMeter meter;
    /** The mutants of the classes under test ({@link CoverageMeter#mutants()}). */
    private final dev.ferret.core.execution.Mutants mutants;
    /** The mutants the last sequence's run reached. */
    private int[] mutantsReached = new int[0];
    /** Branch-directed generation; null when the meter knows no branch points. */
    private final BranchDirector director;
    /** Every coverage goal reached so far, by any sequence. */
    private final java.util.BitSet reached = new java.util.BitSet();
    private long lastCoverageGrowth;
    /** When a sequence still running is abandoned: the time limit and a short grace. */
    private long stopAt = Long.MAX_VALUE;
    private final Map<Operation, Integer> lingeringByOperation = new java.util.HashMap<>();
    private final Map<Operation, Integer> environmentSources = new java.util.HashMap<>();
    private final ClassLoader loader;
    /** In a worker JVM: an operation was dropped for its lingering threads, which only a new JVM ends. */
    private boolean restartForLingering;
    /** The member of the last call that ran over its timeout, or null. */
    private String lastTimedOut;
    /** How long the threads of an abandoned call may take to end before the worker is restarted. */
    private static final long ABANDONED_GRACE_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(1);
    /** Runs after the loop (the stateful phase), or {@link ExtraPhase#NONE}. */
    private final ExtraPhase phase;
    private final List<Operation> operations;
    /** The scratch directory and the guard of effects: a sequence whose effects were refused is illegal. */
    private final Confinement confinement;
    /** The value of the run's temporary directory; null when the confinement has none. */
    private final ScratchOperation scratchDirectory;
    /** Where a regression test about to be kept runs once more; {@link VariedEnvironment#NONE} for nowhere. */
    private final VariedEnvironment varied;

    /**
     * @param config the run configuration
     * @param operations the operations under test, in a stable order
     * @param minedLiterals extra literals by boxed type, in a stable order
     * @param contracts the contracts to check
     * @param generators the user's generators, a source of inputs
     * @param loader the loader of the code under test (the execution thread's context loader)
     * @param listener receives tests and progress
     * @param watcher told about every sequence just before it runs
     * @param observer sees every call of the sequences judged
     * @param meter reads the coverage of each judged sequence
     * @param phase runs after the loop when {@link RunConfig#stateful()} is on
     * @param confinement prepares each sequence's scratch directory and tells refused effects
     * @param varied where each regression test about to be kept runs once more, when
     *     {@link RunConfig#environmentVariation()} is on; {@link VariedEnvironment#NONE} for nowhere
     */
    Generator(RunConfig config, List<Operation> operations, Map<Class<?>, List<LiteralOperation>> minedLiterals,
              List<Contract> contracts, UserGenerators generators, ClassLoader loader, GenerationListener listener,
              ExecutionWatcher watcher,
              ValueObserver observer, CoverageMeter meter, ExtraPhase phase, Confinement confinement,
              VariedEnvironment varied) {
        this.config = config;
        this.phase = config.stateful() ? phase : ExtraPhase.NONE;
        ValueObserver watching = ObserverPair.of(observer, this.phase.observer());
        this.meter = meter;
        this.mutants = config.mutants() ? meter.mutants() : dev.ferret.core.execution.Mutants.NONE;
        this.listener = listener;
        this.watcher = watcher;
        this.operations = operations;
        List<Class<?>> classesUnderTest = operations.stream().map(Operation::owner).filter(Objects::nonNull)
                .distinct().toList();
        this.confinement = confinement;
        this.varied = config.environmentVariation() ? varied : VariedEnvironment.NONE;
        this.loader = loader;
        this.runner = new TimedRunner(config.callTimeout().toMillis(), loader, confinement::abandoned);
        confinement.codeUnderTest(runner.threadGroup());
        java.nio.file.Path scratch = confinement.scratchDirectory();
        this.scratchDirectory = scratch == null ? null : new ScratchOperation(scratch);
        this.candidates = Candidates.create(operations, classesUnderTest, minedLiterals, config.nullRatio(),
                config.callbacks(), scratchDirectory, generators, new SplittableRandom(config.seed()));
        ContractChecker checker = new ContractChecker(contracts);
        this.reach = new ReachMeter(operations);
        this.judge = new Judge(checker, config.exceptionPolicy(),
                config.callbacks() && reach.counts() ? ObserverPair.of(reach, watching) : watching,
                ScratchMentions.of(scratch));
        this.output = new TestOutput(listener::testGenerated, listener::notice, config.outputLimit(),
                new ListenerHolds(listener));
        this.regressions = new RegressionKeeper(output, config.maxRegressionTestsPerClass(), config.seed(),
                config.reduceSuite() && meter.measures(), this::runSlice, environmentFilter(),
                config.reduceSuite() ? this::runSlice : null, mutants, mutationBudget(config));
        Replayer replayer = new Replayer(runner, watcher, confinement, checker, config.exceptionPolicy(),
                classesUnderTest);
        this.failures = new FailurePath(replayer, candidates.replacements(REPLACEMENTS_PER_REQUEST), output,
                config.minimize(), config.seed(), config.strictContracts(), config.reportUsageViolations());
        this.stats = new RunStatistics(candidates, output, regressions, failures, replayer, operations.size());
        BranchDirector d = config.reduceSuite() && meter.measures()
                ? new BranchDirector(meter.branchPoints(), minedLiterals,
                        new SplittableRandom(config.seed() ^ DIRECTOR_SEED_MIX))
                : null;
        this.director = d != null && d.hasBranches() ? d : null;
    }

    /**
     * The time the runs with a mutant on may take: {@value #MUTATION_SHARE} of the time limit; no
     * bound of time with a sequence limit, so that a seed and a sequence limit still determine the
     * output.
     */
    private static long mutationBudget(RunConfig config) {
        return config.sequenceLimit() > 0 ? Long.MAX_VALUE : Math.round(config.timeLimit().toNanos() * MUTATION_SHARE);
    }

    /** Runs until the time, test, sequence or output limit, or (if configured) the first error. */
    RunSummary run() throws InterruptedException {
        long start = System.nanoTime();
        long deadline = start + config.timeLimit().toNanos();
        long loopDeadline = phase == ExtraPhase.NONE ? deadline
                : start + Math.round(config.timeLimit().toNanos() * (1 - config.statefulShare()));
        // with a phase after it, the loop's last sequence ends at the loop's deadline: a call running
        // on to the call timeout took most of the phase's share (commons-math3 30 s, BigFraction.pow)
        stopAt = phase == ExtraPhase.NONE ? deadline + STOP_GRACE_NANOS : loopDeadline;
        runner.stopAt(stopAt);
        failures.stopAt(deadline);
        lastCoverageGrowth = start;
        long nextProgress = start;
        String stopReason = null;
        StatefulReport stateful = StatefulReport.NONE;
        try {
            while (stopReason == null) {
                long now = System.nanoTime();
                if (now >= nextProgress) {
                    nextProgress = now + PROGRESS_INTERVAL_NANOS;
                    stats.sampleHeap();
                    listener.progress(stats.progress(now - start, config.timeLimit().toMillis()));
                    if (tooManyStrayThreads()) {
                        stopReason = "stray threads";
                        break;
                    }
                }
                stopReason = stopReason(now, loopDeadline);
                if (stopReason == null) {
                    step();
                }
            }
            listener.progress(stats.progress(System.nanoTime() - start, config.timeLimit().toMillis())); // hands over what is held now
            if (!List.of("stray threads", "first error", "output limit").contains(stopReason)) {
                stopAt = deadline + STOP_GRACE_NANOS;
                runner.stopAt(stopAt);
                stateful = phase.run(new PhaseTrial(), deadline, listener);
            }
        } finally {
            runner.close();
        }
        regressions.emitAll();
        long elapsed = System.nanoTime() - start;
        stats.sampleHeap();
        listener.progress(stats.progress(elapsed, config.timeLimit().toMillis()));
        CallbackReach r = reach.reach();
        return stats.summary(elapsed, stopReason, director == null ? BranchDirection.NONE
                : new BranchDirection(director.variants(), director.attempted(), director.flipped()),
                config.callbacks() ? r : new CallbackReach(false, r.methods(), java.util.List.of(), r.closed()), stateful);
    }

    /** Judges the extra phase's sequences like candidates: failures filed, passing ones kept or pooled. */
    private final class PhaseTrial implements ExtraPhase.Trial {
        private String lastFailure = "";

        @Override
        public Outcome judge(dev.ferret.core.model.Sequence sequence) throws InterruptedException {
            return judge(sequence, stopAt);
        }

        /** Only the sequence's own run is bounded by {@code stopAtNanos}; minimizing its failure is not. */
        @Override
        public Outcome judge(dev.ferret.core.model.Sequence sequence, long stopAtNanos) throws InterruptedException {
            Statement[] flat = sequence.statements();
            stats.executed();
            watcher.starting(flat, flat.length);
            meter.clear();
            mutants.reached();
            runner.stopAt(stopAtNanos - stopAt < 0 ? stopAtNanos : stopAt);
            TimedRunner.Result<Judgement> result;
            try {
                result = confined(runner.run(clock -> judge.judge(sequence, flat, null, clock)));
            } finally {
                runner.stopAt(stopAt);
            }
            Coverage coverage = meter.read();
            mutantsReached = mutants.reached();
            grows(coverage);
            if (result.timedOut()) {
                if (stopAtNanos - stopAt >= 0 || System.nanoTime() - stopAtNanos < 0) {
                    stats.timedOut(); // a call over the timeout, not a sequence over the phase's bound
                }
                return Outcome.TIMED_OUT;
            }
            Judgement j = result.value();
            long errors = output.errorTests();
            handle(new Candidates.Candidate(sequence, flat, null), j, result.leftThreads(), coverage);
            boolean failed = j.kind() == Judgement.Kind.ERROR_EXCEPTION
                    || j.kind() == Judgement.Kind.VIOLATION && output.errorTests() > errors;
            int at = j.failedAt() >= 0 ? j.failedAt() : flat.length - 1;
            lastFailure = !failed || output.errorTests() <= errors ? "" // only a failure not filed before is new
                    : (j.violation() != null ? j.violation().contract() : j.thrownType().getName())
                    + " in " + flat[at].operation().memberName();
            return j.kind() == Judgement.Kind.NORMAL ? Outcome.PASSED : failed ? Outcome.FAILED : Outcome.INVALID;
        }

        @Override
        public String lastFailure() {
            return lastFailure;
        }

        @Override
        public List<Operation> operations() {
            return operations;
        }

        @Override
        public ScratchOperation scratchDirectory() {
            return scratchDirectory;
        }
    }

    /** Why generation stops now, or null to go on. */
    private String stopReason(long now, long deadline) {
        if (now >= deadline) {
            return "time limit";
        }
        if (config.testLimit() > 0 && stats.kept() >= config.testLimit()) {
            return "test limit";
        }
        if (config.sequenceLimit() > 0 && stats.executions() >= config.sequenceLimit()) {
            return "sequence limit";
        }
        if (output.full()) {
            return "output limit";
        }
        if (config.stopOnError() && output.errorTests() > 0) {
            return "first error";
        }
        if (!config.plateau().isZero() && meter.measures() && now - lastCoverageGrowth >= config.plateau().toNanos()) {
            return "coverage plateau";
        }
        return null;
    }

    /** One iteration: the next candidate, executed and judged, its judgement handled. */
    private void step() throws InterruptedException {
        boolean directed = director != null && director.turn();
        Candidates.Candidate c = directed ? director.next(reached) : candidates.next();
        if (c == null) {
            return;
        }
        stats.executed();
        Statement[] flat = c.statements();
        watcher.starting(flat, flat.length);
        meter.clear();
        mutants.reached();
        TimedRunner.Result<Judgement> result = confined(runner.run(clock -> judge.judge(c.sequence(), flat, c.peers(),
                clock)));
        Coverage coverage = meter.read();
        mutantsReached = mutants.reached();
        if (directed) {
            director.executed(coverage, reached);
        }
        if (grows(coverage)) {
            lastCoverageGrowth = System.nanoTime();
        }
        if (result.timedOut() && System.nanoTime() - stopAt >= 0) {
            return; // cut short because the run's time is up, not a slow call
        }
        if (result.timedOut()) {
            stats.timedOut();
            Operation last = flat[flat.length - 1].operation();
            long millis = config.callTimeout().toMillis();
            output.notice("call timed out after " + millis + " ms in " + last.signature());
            listener.incident("timeout", last.memberName(), "a call ran over " + millis + " ms");
            lastTimedOut = last.memberName();
            return;
        }
        handle(c, result.value(), result.leftThreads(), coverage);
        regressions.emitDue(stats.executions());
    }

    /**
     * Files the judgement. A sequence that passed but left threads of the code under test
     * running is neither a regression test (its re-runs would carry those threads, and a
     * non-daemon one keeps the test JVM alive) nor a pool value (every extension would start
     * them again); it counts as illegal. Failures are filed whatever threads they left.
     */
    private void handle(Candidates.Candidate c, Judgement j, boolean leftThreads, Coverage coverage)
            throws InterruptedException {
        Statement[] flat = c.statements();
        boolean passed = j.kind() == Judgement.Kind.NORMAL || j.kind() == Judgement.Kind.EXPECTED_EXCEPTION;
        if (leftThreads) {
            threadsLeftBy(flat[flat.length - 1].operation().origin());
        }
        if (leftThreads && passed) {
            stats.illegal();
            return;
        }
        switch (j.kind()) {
            case INVALID -> {
                stats.illegal();
                reportInvalid(flat, j);
            }
            case ERROR_EXCEPTION -> failures.exception(flat, j);
            case VIOLATION -> {
                if (!failures.violation(flat, j)) {
                    stats.illegal();
                }
            }
            case EXPECTED_EXCEPTION -> {
                if (director != null) {
                    director.reached(flat, j.failedAt() + 1, coverage);
                }
                if (c.combined()) {
                    stats.illegal();
                } else {
                    regressions.keepExpected(c.sequence(), flat, j.failedAt(), j.thrownType(), stats.executions(),
                            coverage);
                }
            }
            case NORMAL -> {
                if (director != null) {
                    director.reached(flat, flat.length, coverage);
                }
                if (j.kept().reusable().length > 0) {
                    candidates.keep(j.kept());
                }
                if (!c.combined()) {
                    regressions.keepNormal(c.sequence(), flat, j.observations(), stats.executions(), coverage,
                            mutantsReached);
                }
            }
            default -> throw new IllegalStateException(j.kind().name());
        }
    }

    /** Executes a slice of a sequence worth keeping (see {@link SliceRunner}), with its coverage. */
    private SliceRunner.Passed runSlice(Statement[] slice, Class<?> expected) throws InterruptedException {
        return runSlice(slice, expected, false);
    }

    /**
     * Executes a slice as {@link #runSlice(Statement[], Class)} does; with {@code everyValue} its
     * checks also hold every earlier primitive or string result ({@link Judge#judgeSlice(Statement[],
     * dev.ferret.core.execution.CallClock, boolean)}).
     */
    private SliceRunner.Passed runSlice(Statement[] slice, Class<?> expected, boolean everyValue)
            throws InterruptedException {
        watcher.starting(slice, slice.length);
        meter.clear();
        TimedRunner.Result<Judgement> result = confined(runner.run(clock -> judge.judgeSlice(slice, clock, everyValue)));
        Coverage coverage = meter.read();
        if (result.timedOut() || result.leftThreads()) {
            return null;
        }
        Judgement j = result.value();
        int last = slice.length - 1;
        if (expected == null) {
            return j.kind() == Judgement.Kind.NORMAL ? new SliceRunner.Passed(j.observations(), coverage) : null;
        }
        boolean same = j.kind() == Judgement.Kind.EXPECTED_EXCEPTION && j.failedAt() == last
                && j.thrownType() == expected;
        if (!same) {
            return null;
        }
        List<Check> checks = new java.util.ArrayList<>(List.of(new Check.ThrowsCheck(last, Types.name(expected))));
        checks.addAll(j.observations()); // every earlier value, when asked for
        return new SliceRunner.Passed(checks, coverage);
    }

    /**
     * Runs each regression test about to be kept once more in the varied environment; the members
     * whose values change there are reported as incidents ({@link EnvironmentFilter#INCIDENT}). Null when
     * nothing is varied.
     */
    private EnvironmentFilter environmentFilter() {
        if (varied.variants().isEmpty()) {
            return null;
        }
        List<EnvironmentFilter.Elsewhere> elsewhere = varied.variants().stream()
                .map(v -> new EnvironmentFilter.Elsewhere(v.describe(), (slice, expected) -> runIn(v, slice, expected)))
                .toList();
        return new EnvironmentFilter((slice, expected) -> runSlice(slice, expected, true), elsewhere,
                new EnvironmentFilter.Listener() {
                    @Override
                    public void environmentDependent(String member, String detail) {
                        listener.incident(EnvironmentFilter.INCIDENT, member, detail);
                    }

                    @Override
                    public void environmentSource(Operation operation) {
                        environmentSourceSeen(operation.origin());
                    }
                });
    }

    /**
     * Counts an operation whose results depend on the environment; from the
     * {@value #ENVIRONMENT_SOURCE_BEFORE_POOL_EXIT}th test it showed up in, its values are no longer
     * inputs of new sequences: tests built on {@code new LocalDate()} lose every check, those built
     * on a date of fixed fields keep theirs. Not a notice of its own: the member is among the
     * environment-dependent ones the summary lists (on joda-time, 40 of them).
     */
    private void environmentSourceSeen(Operation op) {
        if (environmentSources.merge(op, 1, Integer::sum) == ENVIRONMENT_SOURCE_BEFORE_POOL_EXIT) {
            candidates.keepOutOfPool(op); // the summary lists it among the environment-dependent members
        }
    }

    /** Executes a slice as {@link #runSlice} does, in a variant of the environment. */
    private SliceRunner.Passed runIn(EnvironmentVariant variant, Statement[] slice, Class<?> expected)
            throws InterruptedException {
        try (VariedEnvironment.Switched elsewhere = varied.enter(variant, loader)) {
            return runSlice(slice, expected, true);
        }
    }

    /** The result, made invalid when the code under test attempted an effect the confinement refused. */
    private TimedRunner.Result<Judgement> confined(TimedRunner.Result<Judgement> result) {
        if (result.timedOut() || !confinement.refused()) {
            return result;
        }
        return new TimedRunner.Result<>(Judgement.invalid(), false, result.threadsLeft());
    }

    /** Adds the goals to those reached so far; whether one was new. */
    private boolean grows(Coverage coverage) {
        boolean grew = false;
        for (int i = 0; i < coverage.size(); i++) {
            int g = coverage.goal(i);
            if (!reached.get(g)) {
                reached.set(g);
                grew = true;
            }
        }
        return grew;
    }

    /**
     * Counts a sequence ending in this operation that left threads running; the second time, the
     * operation is no longer selected (its calls would only start more threads and end the
     * worker), and the incident is reported.
     */
    private void threadsLeftBy(Operation op) {
        if (lingeringByOperation.merge(op, 1, Integer::sum) == LINGERING_BEFORE_DROP && candidates.drop(op)) {
            output.notice("not calling " + op.signature() + " any more: its calls left threads running");
            listener.incident("lingering-threads", op.memberName(), "calls left threads of the code under test running");
            restartForLingering = config.strayThreadLimit() > 0; // threads that keep running (spinning) starve the rest
        }
    }

    /** A stack overflow or an exhausted heap in a call is worth reporting even though its sequence is dropped. */
    private void reportInvalid(Statement[] flat, Judgement j) {
        if (j.thrownType() == null || j.failedAt() < 0) {
            return;
        }
        String kind = StackOverflowError.class.isAssignableFrom(j.thrownType()) ? "stack-overflow"
                : OutOfMemoryError.class.isAssignableFrom(j.thrownType()) ? "out-of-memory" : null;
        if (kind != null) {
            listener.incident(kind, flat[j.failedAt()].operation().memberName(), j.thrownType().getName());
        }
    }

    /**
     * Whether more threads of the code under test than the limit are alive; if so, reports them
     * once, naming the member at the top of one of their stacks.
     */
    private boolean tooManyStrayThreads() {
        if (config.strayThreadLimit() <= 0) {
            return false;
        }
        if (restartForLingering) {
            return true; // the coordinator restarts the worker without the dropped member
        }
        if (runner.abandonedAlive(ABANDONED_GRACE_NANOS) > 0) {
            listener.incident("lingering-threads", lastTimedOut,
                    "a call abandoned after its timeout went on running: only a new worker ends it");
            return true; // each of their effects is refused, but they compete with the sequences for the CPU
        }
        List<Thread> stray = runner.strayThreads();
        if (stray.size() <= config.strayThreadLimit()) {
            return false;
        }
        String member = "";
        for (StackTraceElement e : stray.get(stray.size() - 1).getStackTrace()) {
            if (!e.getClassName().startsWith("java.") && !e.getClassName().startsWith("jdk.")) {
                member = e.getClassName() + "." + e.getMethodName();
                break;
            }
        }
        listener.incident("stray-threads", member, stray.size() + " threads of the code under test still running");
        return true;
    }
}
