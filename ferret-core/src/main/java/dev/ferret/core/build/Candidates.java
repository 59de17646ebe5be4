package dev.ferret.core.build;

import dev.ferret.core.minimize.ReplacementSource;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.ScratchOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * The select and build stages as the generation loop sees them: the next sequence to execute
 * (a new call of a uniformly selected operation or, with probability 0.05, a combination of two
 * or three values of one class under test), with duplicates discarded by fingerprint before they
 * run; and the pool that normally executed sequences feed back into.
 */
public final class Candidates {

    private static final int MAX_SEQUENCE_LENGTH = 100;
    private static final int POOL_CAPACITY = 40_000;
    private static final int FINGERPRINT_CAPACITY = 2_000_000;
    private static final double COMBINE_PROBABILITY = 0.05;
    private static final int MAX_COMBINED_LENGTH = 40;

    /**
     * A sequence to execute.
     *
     * @param sequence the sequence
     * @param statements its flat statements
     * @param peers for a combination, the indices of the values whose mutual contracts alone are
     *     checked; null for a sequence that ends in new calls
     */
    public record Candidate(Sequence sequence, Statement[] statements, int[] peers) {

        /** Whether this is a combination of kept values, with no new call. */
        public boolean combined() {
            return sequence.tailStart() == sequence.size();
        }
    }

    private final List<Operation> operations;
    private final List<Class<?>> classesUnderTest;
    private final RandomGenerator random;
    private final ValuePool pool;
    private final SequenceAssembler assembler;
    private final Set<Long> fingerprints = new HashSet<>();
    private long redundant;
    private final java.util.Set<Operation> keptOut = new java.util.HashSet<>();

    private Candidates(List<Operation> operations, List<Class<?>> classesUnderTest, RandomGenerator random,
                       ValuePool pool, SequenceAssembler assembler) {
        this.operations = new java.util.ArrayList<>(operations);
        this.classesUnderTest = List.copyOf(classesUnderTest);
        this.random = random;
        this.pool = pool;
        this.assembler = assembler;
    }

    /**
     * The candidates of a run: a pool holding the default seed literals, and sequences assembled
     * from it.
     *
     * @param operations the operations under test, in a stable order
     * @param classesUnderTest the classes under test, in a stable order
     * @param minedLiterals extra literals by boxed type, in a stable order
     * @param nullRatio the probability of a null input where a reference is expected
     * @param random the run's one source of random choices
     */
    public static Candidates create(List<Operation> operations, List<Class<?>> classesUnderTest,
                                    Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio,
                                    RandomGenerator random) {
        return create(operations, classesUnderTest, minedLiterals, nullRatio, false, random);
    }

    /**
     * The candidates of a run, optionally with generated implementations of interface inputs.
     *
     * @param callbacks whether interface inputs may get generated implementations ({@link CallbackSource})
     */
    public static Candidates create(List<Operation> operations, List<Class<?>> classesUnderTest,
                                    Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio,
                                    boolean callbacks, RandomGenerator random) {
        return create(operations, classesUnderTest, minedLiterals, nullRatio, callbacks, null, random);
    }

    /**
     * The candidates of a run whose file-system inputs live in a scratch directory.
     *
     * @param callbacks whether interface inputs may get generated implementations ({@link CallbackSource})
     * @param scratchDirectory the value of the run's temporary directory ({@link ScratchSource}: its
     *     paths, files and file names are the only ones built); null for a run without one, which
     *     builds no path or file
     */
    public static Candidates create(List<Operation> operations, List<Class<?>> classesUnderTest,
                                    Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio,
                                    boolean callbacks, ScratchOperation scratchDirectory, RandomGenerator random) {
        return create(operations, classesUnderTest, minedLiterals, nullRatio, callbacks, scratchDirectory,
                UserGenerators.NONE, random);
    }

    /**
     * The candidates of a run with the user's generators as a source of inputs.
     *
     * @param generators the user's generators ({@link GeneratorSource})
     */
    public static Candidates create(List<Operation> operations, List<Class<?>> classesUnderTest,
                                    Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio,
                                    boolean callbacks, ScratchOperation scratchDirectory, UserGenerators generators,
                                    RandomGenerator random) {
        List<KeptSequence> seeds = new ArrayList<>();
        Map<Class<?>, List<LiteralOperation>> seedsByType = new LinkedHashMap<>();
        for (LiteralOperation lit : SeedLiterals.defaults()) {
            seedsByType.computeIfAbsent(Types.box(lit.outputType()), k -> new ArrayList<>()).add(lit);
            seeds.add(new KeptSequence(Sequence.single(lit), new int[] {0},
                    new Class<?>[] {Types.box(lit.outputType())}, new Class<?>[] {lit.outputType()}));
        }
        ValuePool pool = new ValuePool(POOL_CAPACITY, seeds);
        SequenceAssembler assembler = new SequenceAssembler(pool, new DemandProducers(), seedsByType, minedLiterals,
                nullRatio, operations, callbacks,
                scratchDirectory == null ? null : new ScratchValues(scratchDirectory), generators, random);
        return new Candidates(operations, classesUnderTest, random, pool, assembler);
    }

    /**
     * The next sequence to execute, or null if this attempt produced none: an input could not be
     * supplied, the sequence grew too long, or it was built before (counted as redundant).
     */
    public Candidate next() {
        Sequence seq;
        int[] peers = null;
        if (random.nextDouble() < COMBINE_PROBABILITY) {
            SequenceAssembler.Combination c =
                    assembler.combine(classesUnderTest.get(random.nextInt(classesUnderTest.size())));
            if (c == null || c.sequence().size() > MAX_COMBINED_LENGTH) {
                return null;
            }
            seq = c.sequence();
            peers = c.peers();
        } else {
            seq = assembler.assemble(operations.get(random.nextInt(operations.size())));
        }
        if (seq == null || seq.size() > MAX_SEQUENCE_LENGTH) {
            return null;
        }
        Statement[] flat = seq.statements();
        if (fingerprints.size() >= FINGERPRINT_CAPACITY) {
            fingerprints.clear();
        }
        if (!fingerprints.add(Sequence.fingerprint(flat))) {
            redundant++;
            return null;
        }
        return new Candidate(seq, flat, peers);
    }

    /**
     * Stops selecting an operation (one whose calls leave threads running, say); the last one is
     * kept, so there is always one to select.
     *
     * @return whether it was dropped
     */
    public boolean drop(Operation op) {
        return operations.size() > 1 && operations.remove(op);
    }

    /**
     * Feeds the reusable values of a normally executed sequence back into the pool, unless it
     * calls an operation kept out of it ({@link #keepOutOfPool}).
     */
    public void keep(KeptSequence kept) {
        if (keptOut.isEmpty() || !callsKeptOut(kept)) {
            pool.add(kept);
        }
    }

    /**
     * Stops reusing values computed with {@code op} as inputs (one that reads the clock: nothing
     * built on its results can be asserted), those in the pool included.
     *
     * @return the values removed from the pool
     */
    public int keepOutOfPool(Operation op) {
        return keptOut.add(op.origin()) ? pool.removeIf(this::callsKeptOut) : 0;
    }

    private boolean callsKeptOut(KeptSequence kept) {
        for (dev.ferret.core.model.Statement s : kept.sequence().statements()) {
            if (keptOut.contains(s.operation().origin())) {
                return true;
            }
        }
        return false;
    }

    /** Values in the pool. */
    public int poolSize() {
        return pool.size();
    }

    /** Sequences discarded so far because they had been built before. */
    public long redundant() {
        return redundant;
    }

    /**
     * Replacements for the minimizer taken from the pool.
     *
     * @param limit the most replacements returned per request
     */
    public ReplacementSource replacements(int limit) {
        return new PoolReplacements(pool, limit);
    }
}
