package dev.ferret.core.generation;

import dev.ferret.core.emit.FailureDeduplicator;
import dev.ferret.core.emit.TestCaseFactory;
import dev.ferret.core.execution.TimedRunner;
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

    private final RunConfig config;
    private final List<Operation> operations;
    private final List<Class<?>> classesUnderTest;
    private final GenerationListener listener;
    private final TimedRunner runner;
    private final SplittableRandom random;
    private final ValuePool pool;
    private final SequenceAssembler assembler;
    private final Judge judge;
    private final FailureDeduplicator failures = new FailureDeduplicator();
    private final PendingRegressions pending = new PendingRegressions(SUBSUMPTION_WINDOW);
    private final Set<Long> fingerprints = new HashSet<>();
    private final Map<String, Integer> emittedPerClass = new HashMap<>();
    private final Map<String, Integer> expectedPerKind = new HashMap<>();
    private final Map<String, Long> violations = new TreeMap<>();

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
        this.config = config;
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
        this.judge = new Judge(new ContractChecker(contracts), config.exceptionPolicy(),
                new IndexPruner(LARGE_NUMBER_LIMIT, VALUE_SET_CAPACITY), new RegressionObserver());
    }

    /** Runs until the time limit, the test limit or (if configured) the first error. */
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
                }
                if (now >= deadline) {
                    break;
                }
                if (config.testLimit() > 0 && kept() >= config.testLimit()) {
                    stopReason = "test limit";
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
        pending.drain().forEach(this::emitRegression);
        long elapsed = System.nanoTime() - start;
        sampleHeap();
        listener.progress(progress(elapsed));
        return new RunSummary(elapsed / 1_000_000, executed, redundant, illegal, timeouts, regressionTests, errorTests,
                violations, operations.size(), pool.size(), peakHeap, stopReason);
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
        TimedRunner.Result<Judgement> result = runner.run(clock -> judge.judge(seq, flat, checkAmong, clock));
        if (result.timedOut()) {
            timeouts++;
            illegal++;
            notice("call timed out after " + config.callTimeout().toMillis() + " ms in " + flat[flat.length - 1].operation().signature());
            return;
        }
        handle(seq, flat, result.value());
        for (GeneratedTest t : pending.due(executed)) {
            emitRegression(t);
        }
    }

    private void handle(Sequence seq, Statement[] flat, Judgement j) {
        boolean combined = seq.tailStart() == seq.size();
        switch (j.kind()) {
            case INVALID -> illegal++;
            case ERROR_EXCEPTION -> {
                String rule = j.exceptionVerdict().rule();
                Check check = new Check.NoExceptionCheck(j.failedAt(), Types.name(j.thrownType()), rule);
                Operation failing = flat[j.failedAt()].operation();
                emitError(flat, j.failedAt() + 1, check, rule, failing, failing.owner());
            }
            case VIOLATION -> {
                Violation v = j.violation();
                List<Integer> operands = new ArrayList<>();
                for (int o : v.operands()) {
                    operands.add(o);
                }
                Check check = new Check.ContractCheck(v.contract(), v.condition(), operands, v.threw());
                Class<?> subject = classesUnderTest.contains(v.subject()) ? v.subject()
                        : flat[v.operands()[0]].operation().owner();
                if (subject == null) {
                    illegal++; // a helper value built on demand (a JDK StringBuilder): not ours to judge
                    return;
                }
                emitError(flat, flat.length, check, v.contract(), lastToTouch(flat, v.operands()[0], subject), subject);
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

    private void emitError(Statement[] flat, int length, Check check, String violation, Operation failing,
                           Class<?> subject) {
        violations.merge(violation, 1L, Long::sum);
        String cut = subject != null ? subject.getName() : classUnderTest(flat, length);
        if (cut == null || !failures.offer(violation, failing.memberName(), length)) {
            return;
        }
        errorTests = failures.distinctFailures();
        listener.testGenerated(TestCaseFactory.error(cut, flat, length, check, violation, failing.memberName(),
                config.seed(), ordinal++));
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

    /**
     * The method after which the value at {@code index} shows the violation: the last call of the
     * subject's class (its constructor, factory or a later method) that produced or used it. A
     * call from another class that merely received the value (say {@code other.equals(value)}) is
     * not blamed; without such a call, the call that produced the value is.
     */
    private static Operation lastToTouch(Statement[] flat, int index, Class<?> subject) {
        Operation producer = flat[index].operation();
        for (int i = flat.length - 1; i > index; i--) {
            Operation op = flat[i].operation();
            if (op.owner() == null || op.owner() != subject) {
                continue;
            }
            for (int in : flat[i].inputs()) {
                if (in == index) {
                    return op;
                }
            }
        }
        return producer;
    }

    /** The class under test of the last statement that belongs to one. */
    private static String classUnderTest(Statement[] flat, int length) {
        for (int i = length - 1; i >= 0; i--) {
            Class<?> owner = flat[i].operation().owner();
            if (owner != null) {
                return owner.getName();
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
