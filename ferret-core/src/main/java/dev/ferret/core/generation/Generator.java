package dev.ferret.core.generation;

import dev.ferret.core.emit.FailureDeduplicator;
import dev.ferret.core.emit.TestCaseFactory;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.TimedRunner;
import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Minimizer;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.oracle.Contract;
import dev.ferret.core.oracle.ContractChecker;
import dev.ferret.core.oracle.RegressionObserver;
import dev.ferret.core.oracle.Violation;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.Progress;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * The feedback-directed generation loop (thesis Fig. 5-4, §7.5): select an operation, assemble a
 * new sequence from the pool, discard duplicates, execute, classify, and keep or emit. All random
 * choices come from one seeded generator and all limits other than time are counted, so a seed
 * and a test limit determine the output.
 */
public final class Generator {

    private static final int MAX_SEQUENCE_LENGTH = 100;
    private static final int POOL_CAPACITY = 40_000;
    private static final int VALUE_SET_CAPACITY = 50_000;
    private static final int FINGERPRINT_CAPACITY = 2_000_000;
    private static final long LARGE_NUMBER_LIMIT = 10_000;
    private static final long SUBSUMPTION_WINDOW = 2_000;
    private static final int EXPECTED_EXCEPTION_TESTS_PER_KIND = 2;
    private static final int MAX_NOTICES = 20;
    private static final long PROGRESS_INTERVAL_NANOS = 250_000_000L;
    private static final double COMBINE_PROBABILITY = 0.05;
    private static final int MAX_COMBINED_LENGTH = 40;
    private static final long MINIMIZE_BUDGET_NANOS = 10_000_000_000L;
    private static final int REPLACEMENTS_PER_REQUEST = 40;
    private static final int MAX_REBLAMES = 8;

    private final RunConfig config;
    private final List<Operation> operations;
    private final List<Class<?>> classesUnderTest;
    private final GenerationListener listener;
    private final ExecutionWatcher watcher;
    private final TimedRunner runner;
    private final SplittableRandom random;
    private final ValuePool pool;
    private final SequenceAssembler assembler;
    private final Judge judge;
    private final ContractChecker checker;
    private final PoolReplacements replacements;
    private final FailureDeduplicator failures = new FailureDeduplicator();
    private final PendingRegressions pending = new PendingRegressions(SUBSUMPTION_WINDOW);
    private final Set<Long> fingerprints = new HashSet<>();
    private final Map<String, Integer> emittedPerClass = new HashMap<>();
    private final Map<String, Integer> expectedPerKind = new HashMap<>();
    private final Map<String, Long> violations = new TreeMap<>();
    private final Map<String, Integer> reblamed = new HashMap<>();

    private long executed;
    private long redundant;
    private long illegal;
    private long timeouts;
    private long regressionTests;
    private long errorTests;
    private long ordinal;
    private long peakHeap;
    private int notices;

    /**
     * @param config the run configuration
     * @param operations the operations under test, in a stable order
     * @param minedLiterals extra literals by boxed type, in a stable order
     * @param contracts the contracts to check
     * @param loader the loader of the code under test (the execution thread's context loader)
     * @param listener receives tests and progress
     */
    public Generator(RunConfig config, List<Operation> operations, Map<Class<?>, List<LiteralOperation>> minedLiterals,
                     List<Contract> contracts, ClassLoader loader, GenerationListener listener) {
        this(config, operations, minedLiterals, contracts, loader, listener, ExecutionWatcher.NONE);
    }

    /**
     * @param watcher told about every sequence just before it runs
     * @see #Generator(RunConfig, List, Map, List, ClassLoader, GenerationListener)
     */
    public Generator(RunConfig config, List<Operation> operations, Map<Class<?>, List<LiteralOperation>> minedLiterals,
                     List<Contract> contracts, ClassLoader loader, GenerationListener listener,
                     ExecutionWatcher watcher) {
        this.config = config;
        this.watcher = watcher;
        this.operations = List.copyOf(operations);
        this.classesUnderTest = operations.stream().map(Operation::owner).filter(java.util.Objects::nonNull)
                .distinct().toList();
        this.listener = listener;
        this.random = new SplittableRandom(config.seed());
        this.runner = new TimedRunner(config.callTimeout().toMillis(), loader);
        List<KeptSequence> seeds = new ArrayList<>();
        Map<Class<?>, List<LiteralOperation>> seedsByType = new java.util.LinkedHashMap<>();
        for (LiteralOperation lit : SeedLiterals.defaults()) {
            seedsByType.computeIfAbsent(Types.box(lit.outputType()), k -> new ArrayList<>()).add(lit);
            seeds.add(new KeptSequence(Sequence.single(lit), new int[] {0},
                    new Class<?>[] {Types.box(lit.outputType())}, new Class<?>[] {lit.outputType()}));
        }
        this.pool = new ValuePool(POOL_CAPACITY, seeds);
        this.assembler = new SequenceAssembler(pool, new DemandProducers(), seedsByType, minedLiterals,
                config.nullRatio(), random);
        this.checker = new ContractChecker(contracts);
        this.replacements = new PoolReplacements(pool, REPLACEMENTS_PER_REQUEST);
        this.judge = new Judge(checker, config.exceptionPolicy(),
                new IndexPruner(LARGE_NUMBER_LIMIT, VALUE_SET_CAPACITY), new RegressionObserver());
    }

    /** Runs until the time, test, sequence or output limit, or (if configured) the first error. */
    public RunSummary run() throws InterruptedException {
        long start = System.nanoTime();
        long deadline = start + config.timeLimit().toNanos();
        long nextProgress = start;
        String stopReason = "time limit";
        try {
            while (true) {
                long now = System.nanoTime();
                if (now >= nextProgress) {
                    nextProgress = now + PROGRESS_INTERVAL_NANOS;
                    sampleHeap();
                    listener.progress(progress(now - start));
                    if (tooManyStrayThreads()) {
                        stopReason = "stray threads";
                        break;
                    }
                }
                if (now >= deadline) {
                    break;
                }
                if (config.testLimit() > 0 && kept() >= config.testLimit()) {
                    stopReason = "test limit";
                    break;
                }
                if (config.sequenceLimit() > 0 && executed >= config.sequenceLimit()) {
                    stopReason = "sequence limit";
                    break;
                }
                if (outputFull()) {
                    stopReason = "output limit";
                    break;
                }
                if (config.stopOnError() && errorTests > 0) {
                    stopReason = "first error";
                    break;
                }
                step();
            }
        } finally {
            runner.close();
        }
        for (GeneratedTest t : pending.drain()) {
            if (!outputFull()) {
                emitRegression(t);
            }
        }
        long elapsed = System.nanoTime() - start;
        sampleHeap();
        listener.progress(progress(elapsed));
        return new RunSummary(elapsed / 1_000_000, executed, redundant, illegal, timeouts, regressionTests, errorTests,
                failures.totalLength(), failures.totalOriginalLength(), violations, operations.size(), pool.size(), peakHeap, stopReason);
    }

    /** Whether the output limit is reached: no test beyond it is emitted. */
    private boolean outputFull() {
        return config.outputLimit() > 0 && regressionTests + errorTests >= config.outputLimit();
    }

    private long kept() {
        return regressionTests + pending.size() + errorTests;
    }

    private Progress progress(long elapsedNanos) {
        return new Progress(elapsedNanos / 1_000_000, config.timeLimit().toMillis(), executed,
                regressionTests + pending.size(), errorTests);
    }

    /**
     * The heap in use outside the nursery (survivor and old spaces): data that outlived a
     * collection, without the short-lived garbage in eden that the JVM has not collected yet.
     */
    private void sampleHeap() {
        long retained = 0;
        for (java.lang.management.MemoryPoolMXBean pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == java.lang.management.MemoryType.HEAP && !pool.getName().contains("Eden")) {
                retained += pool.getUsage().getUsed();
            }
        }
        peakHeap = Math.max(peakHeap, retained);
    }

    /** One iteration: assemble (or combine), deduplicate, execute, classify, keep. */
    private void step() throws InterruptedException {
        Sequence seq;
        int[] peers = null;
        if (random.nextDouble() < COMBINE_PROBABILITY) {
            SequenceAssembler.Combination c =
                    assembler.combine(classesUnderTest.get(random.nextInt(classesUnderTest.size())));
            if (c == null || c.sequence().size() > MAX_COMBINED_LENGTH) {
                return;
            }
            seq = c.sequence();
            peers = c.peers();
        } else {
            seq = assembler.assemble(operations.get(random.nextInt(operations.size())));
        }
        if (seq == null || seq.size() > MAX_SEQUENCE_LENGTH) {
            return;
        }
        Statement[] flat = seq.statements();
        if (fingerprints.size() >= FINGERPRINT_CAPACITY) {
            fingerprints.clear();
        }
        if (!fingerprints.add(Sequence.fingerprint(flat))) {
            redundant++;
            return;
        }
        executed++;
        int[] checkAmong = peers;
        watcher.starting(flat, flat.length);
        TimedRunner.Result<Judgement> result = runner.run(clock -> judge.judge(seq, flat, checkAmong, clock));
        if (result.timedOut()) {
            timeouts++;
            illegal++;
            Operation last = flat[flat.length - 1].operation();
            notice("call timed out after " + config.callTimeout().toMillis() + " ms in " + last.signature());
            listener.incident("timeout", last.memberName(), "a call ran over " + config.callTimeout().toMillis() + " ms");
            return;
        }
        handle(seq, flat, result.value());
        for (GeneratedTest t : pending.due(executed)) {
            if (!outputFull()) {
                emitRegression(t);
            }
        }
    }

    private void handle(Sequence seq, Statement[] flat, Judgement j) throws InterruptedException {
        boolean combined = seq.tailStart() == seq.size();
        switch (j.kind()) {
            case INVALID -> {
                illegal++;
                reportInvalid(flat, j);
            }
            case ERROR_EXCEPTION -> {
                Operation failing = flat[j.failedAt()].operation();
                Statement[] prefix = java.util.Arrays.copyOf(flat, j.failedAt() + 1);
                Reproducer reproducer = new Reproducer(checker, config.exceptionPolicy(), classesUnderTest,
                        j.exceptionVerdict().rule(), failing.memberName(), failing.owner(), j.thrownType());
                Check check = new Check.NoExceptionCheck(j.failedAt(), Types.name(j.thrownType()),
                        j.exceptionVerdict().rule());
                Class<?> filedUnder = failing.owner() != null ? failing.owner() : lastOwner(flat, j.failedAt() + 1);
                emitError(new Witness(prefix, new int[] {j.failedAt()}), check, filedUnder, failing.memberName(),
                        reproducer);
            }
            case VIOLATION -> {
                Violation v = j.violation();
                Class<?> subject = Blame.subject(v, flat, classesUnderTest);
                if (subject == null) {
                    illegal++; // a helper value built on demand (a JDK StringBuilder): not ours to judge
                    return;
                }
                List<Integer> operands = new ArrayList<>();
                for (int o : v.operands()) {
                    operands.add(o);
                }
                Check check = new Check.ContractCheck(v.contract(), v.condition(), operands, v.threw());
                Witness witness = new Witness(flat, v.operands().clone());
                String blamed = Blame.lastToTouch(flat, v.operands()[0], subject).memberName();
                if (config.minimize() && !firstTry(v.contract() + "@" + blamed, flat.length)) {
                    violations.merge(v.contract(), 1L, Long::sum); // known, and no shorter than before
                    return;
                }
                if (config.minimize()) {
                    Reblamed reblamed = withoutInnocentCalls(witness, v.contract(), subject);
                    if (reblamed != null) {
                        witness = reblamed.witness();
                        check = reblamed.check();
                    }
                }
                String failing = Blame.lastToTouch(witness.statements(), witness.anchors()[0], subject).memberName();
                Reproducer reproducer = new Reproducer(checker, config.exceptionPolicy(), classesUnderTest,
                        v.contract(), failing, subject, null);
                emitError(witness, check, subject, failing, reproducer);
            }
            case EXPECTED_EXCEPTION -> {
                if (combined) {
                    illegal++;
                    return;
                }
                String kind = flat[j.failedAt()].operation().signature() + "!" + j.thrownType().getName();
                if (expectedPerKind.merge(kind, 1, Integer::sum) <= EXPECTED_EXCEPTION_TESTS_PER_KIND) {
                    keepRegression(seq, flat, j.failedAt() + 1,
                            List.of(new Check.ThrowsCheck(j.failedAt(), Types.name(j.thrownType()))));
                }
            }
            case NORMAL -> {
                if (j.kept().reusable().length > 0) {
                    pool.add(j.kept());
                }
                if (!combined) {
                    keepRegression(seq, flat, flat.length, j.observations());
                }
            }
            default -> throw new IllegalStateException(j.kind().name());
        }
    }

    /**
     * Files a failure and, if it is new or its witness is shorter than the kept one, minimizes the
     * witness and emits it as an error-revealing test.
     */
    private void emitError(Witness witness, Check check, Class<?> subject, String failing, Reproducer reproducer)
            throws InterruptedException {
        String violation = check instanceof Check.ContractCheck c ? c.contract()
                : ((Check.NoExceptionCheck) check).rule();
        violations.merge(violation, 1L, Long::sum);
        if (subject == null || !failures.wouldKeep(violation, failing, witness.size())
                || outputFull() && !failures.known(violation, failing)) {
            return;
        }
        int originalLength = witness.size();
        Witness shortest = witness;
        Check shortestCheck = check;
        if (config.minimize()) {
            if (reproduce(reproducer, witness) == null) {
                // the same statements ran again and did not fail the same way: a failure that depends
                // on identity hashes, time or other state makes a flaky error test, so none is written
                notice("not written: " + violation + " after " + failing + " did not fail again when re-executed");
                return;
            }
            FailureOracle oracle = w -> reproduce(reproducer, w) != null;
            Witness minimized = new Minimizer(oracle, replacements).minimize(witness,
                    System.nanoTime() + MINIMIZE_BUDGET_NANOS);
            Check confirmed = minimized == witness ? null : reproduce(reproducer, minimized);
            if (confirmed != null) {
                shortest = minimized;
                shortestCheck = confirmed;
            }
        }
        if (!failures.offer(violation, failing, shortest.size(), originalLength)) {
            return;
        }
        errorTests = failures.distinctFailures();
        listener.testGenerated(TestCaseFactory.error(subject.getName(), shortest.statements(), shortest.size(),
                shortestCheck, violation, failing, config.seed(), ordinal++));
    }

    /**
     * Whether a violation first blamed on this key with this many statements is worth the work of
     * re-blaming: it is the first of its key or shorter than any before.
     */
    private boolean firstTry(String rawKey, int length) {
        Integer before = reblamed.get(rawKey);
        if (before != null && before <= length) {
            return false;
        }
        reblamed.put(rawKey, length);
        return true;
    }

    /** A witness with innocent calls dropped, and the check it was confirmed with. */
    private record Reblamed(Witness witness, Check check) { }

    /**
     * Drops the blamed call while the same contract stays violated without it: a violation that
     * shows as well before {@code ticket.sequence()} is not a fault of {@code sequence}, and is
     * then filed (and deduplicated) under the call before it.
     *
     * @return the shorter witness with its check, or null if no call could be dropped
     */
    private Reblamed withoutInnocentCalls(Witness w, String contract, Class<?> subject) throws InterruptedException {
        Reproducer anyMethod = new Reproducer(checker, config.exceptionPolicy(), classesUnderTest, contract, null,
                subject, null);
        Reblamed last = null;
        for (int round = 0; round < MAX_REBLAMES; round++) {
            Witness candidate = w.without(Blame.lastToTouchIndex(w.statements(), w.anchors()[0], subject));
            Check check = candidate == null ? null : reproduce(anyMethod, candidate);
            if (check == null) {
                break;
            }
            w = candidate;
            last = new Reblamed(candidate, check);
        }
        return last;
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

    /** Runs a candidate under the call timeout; its check if it fails like the original, else null. */
    private Check reproduce(Reproducer reproducer, Witness w) throws InterruptedException {
        watcher.starting(w.statements(), w.size());
        TimedRunner.Result<Check> r = runner.run(clock -> reproducer.check(w, clock));
        if (r.timedOut()) {
            timeouts++;
            return null;
        }
        return r.value();
    }

    private void keepRegression(Sequence seq, Statement[] flat, int length, List<Check> checks) {
        String cut = classUnderTest(flat, length);
        if (cut == null) {
            return;
        }
        int count = emittedPerClass.getOrDefault(cut, 0) + pending.pendingFor(cut);
        if (count >= config.maxRegressionTestsPerClass()) {
            return;
        }
        pending.subsume(seq.parts());
        pending.add(seq, TestCaseFactory.regression(cut, flat, length, checks, config.seed(), ordinal++), executed);
    }

    private void emitRegression(GeneratedTest test) {
        regressionTests++;
        emittedPerClass.merge(test.classUnderTest(), 1, Integer::sum);
        listener.testGenerated(test);
    }

    /** The class under test of the last statement that belongs to one. */
    private static String classUnderTest(Statement[] flat, int length) {
        Class<?> owner = lastOwner(flat, length);
        return owner == null ? null : owner.getName();
    }

    private static Class<?> lastOwner(Statement[] flat, int length) {
        for (int i = length - 1; i >= 0; i--) {
            Class<?> owner = flat[i].operation().owner();
            if (owner != null) {
                return owner;
            }
        }
        return null;
    }

    private void notice(String message) {
        if (notices++ < MAX_NOTICES) {
            listener.notice(message);
        }
    }
}
