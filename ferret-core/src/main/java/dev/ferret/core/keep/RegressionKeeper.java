package dev.ferret.core.keep;

import dev.ferret.core.emit.Behaviours;
import dev.ferret.core.emit.TestCaseFactory;
import dev.ferret.core.execution.Mutants;
import dev.ferret.core.judge.Blame;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The regression path: a normal sequence (or one that throws an expected exception) becomes a
 * regression test filed under the class under test of its last call, up to a number per class
 * and two per expected exception and call; it is held back for a window of 2,000 executions and
 * dropped if a longer kept test contains its sequence (subsumption), then emitted.
 *
 * <p>With coverage feedback, a test is kept only if it adds something no test kept before has:
 * a coverage goal, or an observed behaviour ({@link Behaviours}). Given a {@link SliceRunner}, the
 * keeper then keeps the smallest slice of the sequence ({@link Slices}) that, executed again,
 * still reaches those goals and asserts those behaviours; when none does (what the sequence adds
 * comes from several of its calls), pieces for its calls that together add it, each a test of its
 * own; the whole sequence when neither works. A sliced test does not subsume pending ones: it may
 * no longer contain their statements.
 *
 * <p>Given an {@link EnvironmentFilter}, each test is run once more in a varied environment just
 * before it is held back, and keeps only the checks whose values did not change there (or is not
 * kept at all).
 */
public final class RegressionKeeper {

    private static final long SUBSUMPTION_WINDOW = 2_000;
    private static final int EXPECTED_EXCEPTION_TESTS_PER_KIND = 2;

    private final TestOutput output;
    private final int maxPerClass;
    private final long seed;
    private final PendingRegressions pending;
    private final Map<String, Integer> emittedPerClass = new HashMap<>();
    private final Map<String, Integer> expectedPerKind = new HashMap<>();
    private final boolean byCoverage;
    private final KeptLedger kept = new KeptLedger();
    private final SliceRunner slicer;
    /** Drops the checks that depend on the environment; null for none. */
    private final EnvironmentFilter environment;
    /** Gives tests the goals of the mutants they kill; null for none. */
    private final MutantKills kills;
    /** Appends a query of the last call's receiver to a test where that kills a mutant; null without mutants. */
    private final QueryExtension queries;
    /** Drops the statements a test does not need; null for none. */
    private final NeededStatements needed;
    /** The tests held back for the sequence being kept. */
    private final List<GeneratedTest> keptNow = new java.util.ArrayList<>();
    private long notNew;
    private long mutantTests;
    private long sliced;
    private long statementsBeforeSlicing;
    private long statementsAfterSlicing;
    private long split;
    /** Pieces executed at most per sequence split into several tests. */
    static final int MAX_PIECE_RUNS = 8;

    /**
     * @param output where tests go, and their ordinals
     * @param maxPerClass the most regression tests per class under test
     * @param seed the run's seed, recorded in each test
     */
    public RegressionKeeper(TestOutput output, int maxPerClass, long seed) {
        this(output, maxPerClass, seed, false);
    }

    /**
     * @param output where tests go, and their ordinals
     * @param maxPerClass the most regression tests per class under test
     * @param seed the run's seed, recorded in each test
     * @param byCoverage keep only tests that add a coverage goal or a behaviour
     */
    public RegressionKeeper(TestOutput output, int maxPerClass, long seed, boolean byCoverage) {
        this(output, maxPerClass, seed, byCoverage, null);
    }

    /**
     * @param output where tests go, and their ordinals
     * @param maxPerClass the most regression tests per class under test
     * @param seed the run's seed, recorded in each test
     * @param byCoverage keep only tests that add a coverage goal or a behaviour
     * @param slicer executes candidate slices of a test worth keeping; {@code null} to keep whole
     *     sequences (slicing needs {@code byCoverage})
     */
    public RegressionKeeper(TestOutput output, int maxPerClass, long seed, boolean byCoverage, SliceRunner slicer) {
        this(output, maxPerClass, seed, byCoverage, slicer, null);
    }

    /**
     * @param output where tests go, and their ordinals
     * @param maxPerClass the most regression tests per class under test
     * @param seed the run's seed, recorded in each test
     * @param byCoverage keep only tests that add a coverage goal or a behaviour
     * @param slicer executes candidate slices of a test worth keeping; {@code null} to keep whole
     *     sequences (slicing needs {@code byCoverage})
     * @param environment runs each test about to be kept in a varied environment and drops the
     *     checks that change there; {@code null} for none
     */
    public RegressionKeeper(TestOutput output, int maxPerClass, long seed, boolean byCoverage, SliceRunner slicer,
                            EnvironmentFilter environment) {
        this(output, maxPerClass, seed, byCoverage, slicer, environment, null);
    }

    /**
     * @param output where tests go, and their ordinals
     * @param maxPerClass the most regression tests per class under test
     * @param seed the run's seed, recorded in each test
     * @param byCoverage keep only tests that add a coverage goal or a behaviour
     * @param slicer executes candidate slices of a test worth keeping; {@code null} to keep whole
     *     sequences (slicing needs {@code byCoverage})
     * @param environment runs each test about to be kept in a varied environment and drops the
     *     checks that change there; {@code null} for none
     * @param focus executes a test about to be kept without the statements its checks may not
     *     need ({@link NeededStatements}); {@code null} to keep them
     */
    public RegressionKeeper(TestOutput output, int maxPerClass, long seed, boolean byCoverage, SliceRunner slicer,
                            EnvironmentFilter environment, SliceRunner focus) {
        this(output, maxPerClass, seed, byCoverage, slicer, environment, focus, Mutants.NONE, 0);
    }

    /**
     * @param output where tests go, and their ordinals
     * @param maxPerClass the most regression tests per class under test
     * @param seed the run's seed, recorded in each test
     * @param byCoverage keep only tests that add a coverage goal or a behaviour
     * @param slicer executes candidate slices of a test worth keeping; {@code null} to keep whole
     *     sequences (slicing needs {@code byCoverage})
     * @param environment runs each test about to be kept in a varied environment and drops the
     *     checks that change there; {@code null} for none
     * @param focus executes a test about to be kept without the statements its checks may not
     *     need ({@link NeededStatements}); {@code null} to keep them
     * @param mutants the mutants of the classes under test: each test about to be kept runs with
     *     those its run reaches and gets the goals of those it kills ({@link MutantKills}, through
     *     {@code focus}); {@link Mutants#NONE} for none
     * @param mutationBudgetNanos the time the runs with a mutant on may take together
     */
    public RegressionKeeper(TestOutput output, int maxPerClass, long seed, boolean byCoverage, SliceRunner slicer,
                            EnvironmentFilter environment, SliceRunner focus, Mutants mutants,
                            long mutationBudgetNanos) {
        this.kills = focus == null || !mutants.enabled() ? null : new MutantKills(focus, mutants, mutationBudgetNanos);
        this.queries = kills == null ? null : new QueryExtension(focus, kills, environment);
        this.needed = focus == null ? null : new NeededStatements(focus);
        this.environment = environment;
        this.output = output;
        this.pending = new PendingRegressions(SUBSUMPTION_WINDOW, output);
        this.maxPerClass = maxPerClass;
        this.seed = seed;
        this.byCoverage = byCoverage;
        this.slicer = byCoverage ? slicer : null;
    }

    /**
     * Keeps a normally executed sequence as a pending test.
     *
     * @param now the executions so far (the window's clock)
     */
    public void keepNormal(Sequence seq, Statement[] flat, List<Check> observations, long now)
            throws InterruptedException {
        keepNormal(seq, flat, observations, now, Coverage.NONE);
    }

    /**
     * Keeps a normally executed sequence as a pending test.
     *
     * @param now the executions so far (the window's clock)
     * @param reached the coverage goals the sequence reached
     */
    public void keepNormal(Sequence seq, Statement[] flat, List<Check> observations, long now, Coverage reached)
            throws InterruptedException {
        keepNormal(seq, flat, observations, now, reached, NO_MUTANTS);
    }

    /**
     * Keeps a normally executed sequence as a pending test.
     *
     * @param now the executions so far (the window's clock)
     * @param reached the coverage goals the sequence reached
     * @param mutantsReached the mutants its run reached: a sequence that adds nothing else is kept
     *     when it kills one no kept test kills ({@link MutantKills#killsOne})
     */
    public void keepNormal(Sequence seq, Statement[] flat, List<Check> observations, long now, Coverage reached,
                           int[] mutantsReached) throws InterruptedException {
        keep(seq, flat, flat.length, observations, now, reached, null, mutantsReached);
    }

    private static final int[] NO_MUTANTS = new int[0];

    /**
     * Keeps a sequence up to the statement that threw an expected exception, as a pending test that
     * asserts the exception, unless two tests of that exception from that call exist.
     *
     * @param now the executions so far (the window's clock)
     */
    public void keepExpected(Sequence seq, Statement[] flat, int failedAt, Class<?> thrownType, long now)
            throws InterruptedException {
        keepExpected(seq, flat, failedAt, thrownType, now, Coverage.NONE);
    }

    /**
     * Keeps a sequence up to the statement that threw an expected exception, as a pending test that
     * asserts the exception, unless two tests of that exception from that call exist.
     *
     * @param now the executions so far (the window's clock)
     * @param reached the coverage goals the sequence reached
     */
    public void keepExpected(Sequence seq, Statement[] flat, int failedAt, Class<?> thrownType, long now,
                             Coverage reached) throws InterruptedException {
        String kind = flat[failedAt].operation().signature() + "!" + thrownType.getName();
        if (expectedPerKind.merge(kind, 1, Integer::sum) <= EXPECTED_EXCEPTION_TESTS_PER_KIND) {
            keep(seq, flat, failedAt + 1, List.of(new Check.ThrowsCheck(failedAt, Types.name(thrownType))), now,
                    reached, thrownType, NO_MUTANTS);
        }
    }

    /** Emits the tests whose window has passed, unless the output is full. */
    public void emitDue(long now) {
        for (GeneratedTest t : pending.due(now)) {
            emitUnlessFull(t);
        }
    }

    /** Emits every pending test, while the output is not full: the run is over. */
    public void emitAll() {
        for (GeneratedTest t : pending.drain()) {
            emitUnlessFull(t);
        }
    }

    private void emitUnlessFull(GeneratedTest t) {
        if (output.full()) {
            output.withdrawn(t);
        } else {
            emit(t);
        }
    }

    /** Tests not kept because they added no coverage goal or behaviour (with coverage feedback). */
    public long notNew() {
        return notNew;
    }

    /** What runs tests again in varied environments before they are held back, or {@code null}. */
    public EnvironmentFilter environmentFilter() {
        return environment;
    }

    /** Tests waiting in the window. */
    public int pending() {
        return pending.size();
    }

    /** Tests kept as a slice of their sequence. */
    public long sliced() {
        return sliced;
    }

    /** Sequences kept as several pieces, each its own test. */
    public long split() {
        return split;
    }

    /** The statements of the sliced tests' whole sequences, summed. */
    public long statementsBeforeSlicing() {
        return statementsBeforeSlicing;
    }

    /** The statements of the sliced tests' slices, summed. */
    public long statementsAfterSlicing() {
        return statementsAfterSlicing;
    }

    private void keep(Sequence seq, Statement[] flat, int length, List<Check> checks, long now, Coverage reached,
                      Class<?> expected, int[] mutantsReached) throws InterruptedException {
        String cut = classUnderTest(flat, length);
        if (cut == null) {
            return;
        }
        int count = emittedPerClass.getOrDefault(cut, 0) + pending.pendingFor(cut);
        if (count >= maxPerClass) {
            return;
        }
        long ordinal = output.nextOrdinal();
        keptNow.clear();
        if (!byCoverage) {
            GeneratedTest test = TestCaseFactory.regression(cut, flat, length, checks, seed, ordinal)
                    .withCoverage(reached);
            keepWhole(seq, test, flat, length, expected, null, now);
            return;
        }
        Novelty novelty = kept.novelty(TestCaseFactory.sketch(cut, flat, length, checks, seed, ordinal)
                .withCoverage(reached)); // typed only once it is known to add something
        if (novelty.isEmpty()) {
            if (kills != null && kills.killsOne(Arrays.copyOf(flat, length), expected, checks, mutantsReached)) {
                keepForKills(seq, TestCaseFactory.regression(cut, flat, length, checks, seed, ordinal)
                        .withCoverage(reached), flat, length, expected, now);
            } else {
                notNew++;
            }
            return;
        }
        novelty.markKept();
        GeneratedTest test = TestCaseFactory.regression(cut, flat, length, checks, seed, ordinal).withCoverage(reached);
        List<GeneratedTest> slices = slicer == null ? null : slices(seq, flat, length, expected, test, novelty, now);
        if (slices == null) {
            keepWhole(seq, test, flat, length, expected, novelty, now);
        }
        if (needed != null) {
            if (slicer != null) {
                recoverLost(flat, length, novelty, now);
                keepWhatFocusLost(seq, cut, flat, length, checks, expected, novelty, now);
            }
            // what the kept tests' needed statements no longer reach or assert is free for later tests
            novelty.release(novelty.withinAll(keptNow));
        }
    }

    private void keepWhole(Sequence seq, GeneratedTest test, Statement[] flat, int length, Class<?> expected,
                           Novelty novelty, long now) throws InterruptedException {
        GeneratedTest stable = stable(test, Arrays.copyOf(flat, length), expected, novelty);
        if (stable != null) {
            if (stable.steps().size() == length) {
                pending.subsume(seq.parts(), stable.coverage()); // only a test that kept every statement contains the parts' tests
            }
            hold(seq, stable, now);
        }
    }

    /**
     * Keeps a sequence that adds nothing but a mutant killed, as {@link #keepWhole} does, when the
     * test it becomes (its needed statements, its stable checks) still kills one.
     */
    private void keepForKills(Sequence seq, GeneratedTest test, Statement[] flat, int length, Class<?> expected,
                              long now) throws InterruptedException {
        GeneratedTest stable = stable(test, Arrays.copyOf(flat, length), expected, null);
        if (stable == null || stable.coverage().size() == test.coverage().size()) {
            notNew++;
            return;
        }
        mutantTests++;
        hold(seq, stable, now);
    }

    /** Tests kept only for a mutant they kill. */
    public long mutantTests() {
        return mutantTests;
    }

    /** Holds a test back in the window, as one of the tests kept for the current sequence. */
    private void hold(Object key, GeneratedTest test, long now) {
        keptNow.add(test);
        pending.add(key, test, now);
    }

    /**
     * The test without the checks that depend on the environment ({@link EnvironmentFilter}), or
     * null when it is not to be kept; what it no longer adds is released from the novelty.
     */
    private GeneratedTest stable(GeneratedTest test, Statement[] statements, Class<?> expected, Novelty novelty)
            throws InterruptedException {
        return stable(test, statements, expected, novelty, new java.util.BitSet());
    }

    /**
     * {@link #stable(GeneratedTest, Statement[], Class, Novelty)}, keeping the statements without
     * which the test would no longer reach {@code mustReach}.
     */
    private GeneratedTest stable(GeneratedTest test, Statement[] statements, Class<?> expected, Novelty novelty,
                                 java.util.BitSet mustReach) throws InterruptedException {
        if (needed != null) {
            NeededStatements.Focused focused = needed.focus(statements, test.checks(), expected, mustReach);
            String cut = classUnderTest(focused == null ? statements : focused.statements());
            if (cut == null) {
                return null; // calls nothing of the classes under test
            }
            if (focused != null) {
                statements = focused.statements();
                test = TestCaseFactory.regression(cut, statements, statements.length, focused.passed().checks(), seed,
                        test.ordinal()).withCoverage(focused.passed().coverage());
            } else if (!cut.equals(test.classUnderTest())) {
                test = new GeneratedTest(cut, test.kind(), test.steps(), test.checks(), test.violation(),
                        test.failingMethod(), test.seed(), test.ordinal(), test.coverage());
            }
        }
        GeneratedTest stable = test;
        int[] reached = null;
        if (environment != null) {
            if (kills != null) {
                kills.mutantsReached(); // what the filter's runs reach, they reach as written
            }
            stable = environment.stable(test, statements, expected);
            reached = kills == null ? null : kills.mutantsReached();
            if (stable != test && novelty != null) {
                novelty.releaseLost(test, stable);
            }
        }
        if (stable == null || kills == null) {
            return stable;
        }
        GeneratedTest killing = kills.withKills(stable, statements, expected, reached);
        GeneratedTest queried = expected == null ? queries.extend(killing, statements) : null;
        return queried != null ? queried : killing;
    }

    /** Mutants killed by the tests kept so far (0 without mutants). */
    public int mutantsKilled() {
        return kills == null ? 0 : kills.killed();
    }

    /** Runs with a mutant on so far. */
    public long mutantRuns() {
        return kills == null ? 0 : kills.runs();
    }


    /**
     * Keeps the smallest candidate slice that still adds the novelty. Failing that, executes the
     * whole sequence again and keeps to the novelty it reproduces (nothing at all when it
     * reproduces none: what it added came from running first, such as a class initialised), and
     * tries the slices against that; failing that, splits the sequence into pieces that together
     * add it: the largest passing slice for the last statement,
     * then, from the end, slices for earlier calls of the classes under test that add what is
     * still missing (at most {@value #MAX_PIECE_RUNS} executed). Pieces are pending tests of
     * their own, each filed under the class of its last call.
     *
     * @return the tests kept (already pending; none when the novelty did not reproduce), or
     *     {@code null} to keep the whole sequence
     */
    private List<GeneratedTest> slices(Sequence seq, Statement[] flat, int length, Class<?> expected,
                                       GeneratedTest whole, Novelty novelty, long now) throws InterruptedException {
        List<GeneratedTest> passing = new java.util.ArrayList<>();
        List<java.util.BitSet> passingStatements = new java.util.ArrayList<>();
        for (java.util.BitSet candidate : Slices.candidates(flat, length)) {
            Statement[] slice = Slices.extract(flat, candidate);
            SliceRunner.Passed passed = slicer.run(slice, expected);
            if (passed == null) {
                continue;
            }
            GeneratedTest test = TestCaseFactory.regression(whole.classUnderTest(), slice, slice.length,
                    passed.checks(), seed, whole.ordinal()).withCoverage(passed.coverage());
            if (novelty.keptBy(test)) {
                return keepSlice(seq, test, slice, expected, novelty, length, now);
            }
            passing.add(test);
            passingStatements.add(candidate);
        }
        if (passing.isEmpty()) {
            return null;
        }
        // What the sequence adds when executed again: what it does not reproduce came from running
        // first in this worker (a class initialised, a cache filled), not from its calls.
        SliceRunner.Passed again = slicer.run(Arrays.copyOf(flat, length), expected);
        if (again == null) {
            return null;
        }
        Novelty reproduced = novelty.within(TestCaseFactory.regression(whole.classUnderTest(), flat, length,
                again.checks(), seed, whole.ordinal()).withCoverage(again.coverage()));
        if (reproduced.isEmpty()) {
            novelty.release(reproduced);
            notNew++;
            return List.of();
        }
        for (int k = 0; k < passing.size(); k++) {
            if (reproduced.keptBy(passing.get(k))) {
                novelty.release(reproduced);
                return keepSlice(seq, passing.get(k), Slices.extract(flat, passingStatements.get(k)), expected, novelty,
                        length, now);
            }
        }
        List<Piece> pieces = pieces(flat, length, whole, expected, reproduced.remaining(), passing, passingStatements);
        if (pieces == null) {
            return null;
        }
        novelty.release(reproduced);
        List<GeneratedTest> kept = new java.util.ArrayList<>();
        for (int k = 0; k < pieces.size(); k++) {
            Piece p = pieces.get(k);
            GeneratedTest piece = stable(p.test(), p.statements(), p.expected(), novelty);
            if (piece != null) {
                kept.add(piece);
                statementsAfterSlicing += piece.steps().size();
                hold(k == 0 ? seq : new Object(), piece, now);
            }
        }
        if (!kept.isEmpty()) {
            sliced++;
            split++;
            statementsBeforeSlicing += length;
        }
        return kept;
    }

    /**
     * Pieces of the sequence that together add what {@code remaining} holds: the largest passing
     * slice for the last statement, then, from the end, slices for earlier calls of the classes
     * under test (at most {@value #MAX_PIECE_RUNS} executed); null when they do not add it all.
     */
    private List<Piece> pieces(Statement[] flat, int length, GeneratedTest whole, Class<?> expected,
                               Novelty.Remaining remaining, List<GeneratedTest> passing,
                               List<java.util.BitSet> passingStatements) throws InterruptedException {
        List<Piece> pieces = new java.util.ArrayList<>();
        java.util.BitSet used = new java.util.BitSet();
        GeneratedTest lastPiece = passing.get(passing.size() - 1);
        if (remaining.take(lastPiece)) {
            pieces.add(new Piece(lastPiece, Slices.extract(flat, passingStatements.get(passing.size() - 1)), expected));
            used.or(passingStatements.get(passing.size() - 1));
        }
        earlierPieces(flat, length - 1, whole.ordinal(), remaining, used, pieces);
        return remaining.isEmpty() ? pieces : null;
    }

    /**
     * Adds to {@code pieces}, from the end, slices for calls of the classes under test before
     * statement {@code end} that add what {@code remaining} still holds (at most
     * {@value #MAX_PIECE_RUNS} executed); the first piece takes {@code ordinal} when
     * {@code pieces} is empty, the others new ones.
     */
    private void earlierPieces(Statement[] flat, int end, long ordinal, Novelty.Remaining remaining,
                               java.util.BitSet used, List<Piece> pieces) throws InterruptedException {
        int runs = 0;
        java.util.Set<String> calls = new java.util.HashSet<>();
        for (int i = end - 1; i >= 0 && runs < MAX_PIECE_RUNS && !remaining.isEmpty(); i--) {
            if (flat[i].operation().owner() == null || used.get(i)
                    || !calls.add(flat[i].operation().signature() + Arrays.toString(flat[i].inputs()))) {
                continue; // not a call of the classes under test, already in a piece, or a repetition
            }
            List<java.util.BitSet> candidates = Slices.candidates(flat, i + 1);
            java.util.BitSet statements = candidates.isEmpty() ? prefix(i + 1) : candidates.get(candidates.size() - 1);
            Statement[] piece = Slices.extract(flat, statements);
            runs++;
            SliceRunner.Passed passed = slicer.run(piece, null);
            String cut = classUnderTest(piece, piece.length);
            if (passed == null || cut == null) {
                continue;
            }
            GeneratedTest test = TestCaseFactory.regression(cut, piece, piece.length, passed.checks(), seed,
                    ordinal).withCoverage(passed.coverage());
            if (remaining.take(test)) {
                pieces.add(new Piece(pieces.isEmpty() ? test : test.withOrdinal(output.nextOrdinal()), piece, null));
                used.or(statements);
            }
        }
    }

    /**
     * Keeps, as tests of their own, pieces of the sequence for calls whose goals and behaviours
     * the tests kept for it lost when their unneeded statements went ({@link NeededStatements}):
     * in its own test such a call is the last, and what it returns is asserted.
     */
    private void recoverLost(Statement[] flat, int length, Novelty novelty, long now) throws InterruptedException {
        Novelty.Remaining missing = novelty.remaining();
        for (GeneratedTest t : keptNow) {
            missing.take(t);
        }
        if (missing.isEmpty()) {
            return;
        }
        List<Piece> more = new java.util.ArrayList<>();
        earlierPieces(flat, length, output.nextOrdinal(), missing, new java.util.BitSet(), more);
        for (Piece p : more) {
            GeneratedTest piece = stable(p.test(), p.statements(), null, novelty);
            if (piece != null) {
                hold(new Object(), piece, now);
            }
        }
    }

    /**
     * Keeps, as tests of their own (at most {@value #MAX_LOST_TESTS}), the new goals that neither
     * the tests kept for the sequence nor their pieces reach: each test is the shortest prefix of
     * the sequence that reaches one of them, asserting what its last statement did, focused on the
     * goals it reaches. Statements that reach a goal without changing what a test asserts (the
     * offers that make a selector trim its buffer, its result the same) earn their place there.
     */
    private void keepWhatFocusLost(Sequence seq, String cut, Statement[] flat, int length, List<Check> checks,
                                   Class<?> expected, Novelty novelty, long now) throws InterruptedException {
        Novelty.Remaining missing = novelty.remaining();
        for (GeneratedTest t : keptNow) {
            missing.take(t);
        }
        java.util.BitSet goals = missing.goals();
        if (goals.isEmpty()) {
            return;
        }
        SliceRunner.Passed again = slicer.run(Arrays.copyOf(flat, length), expected);
        if (again == null) {
            return;
        }
        GeneratedTest whole = TestCaseFactory.regression(cut, flat, length, checks, seed, output.nextOrdinal())
                .withCoverage(again.coverage());
        goals.and(novelty.goalsReachedBy(whole));
        if (goals.isEmpty()) {
            return;
        }
        for (int round = 0; round < MAX_LOST_TESTS && !goals.isEmpty(); round++) {
            int end = shortestPrefixReachingOne(flat, length, goals);
            boolean all = end == length;
            Statement[] prefix = Arrays.copyOf(flat, end);
            SliceRunner.Passed passed = all ? again : slicer.run(prefix, null);
            String prefixCut = all ? cut : classUnderTest(prefix);
            if (passed == null || prefixCut == null) {
                return;
            }
            java.util.BitSet these = NeededStatements.reached(passed.coverage(), goals);
            GeneratedTest candidate = all ? whole : TestCaseFactory.regression(prefixCut, prefix, end, passed.checks(),
                    seed, output.nextOrdinal()).withCoverage(passed.coverage());
            GeneratedTest kept = stable(candidate, prefix, all ? expected : null, null, these);
            if (kept == null) {
                return;
            }
            hold(new Object(), kept, now);
            goals.andNot(these);
        }
    }

    /** Tests at most that keep the goals a sequence's focused tests lost, each ending where one is first reached. */
    private static final int MAX_LOST_TESTS = 3;

    /** Prefix runs at most when looking for the shortest prefix that reaches the goals a focused test lost. */
    private static final int MAX_PREFIX_RUNS = 8;

    /**
     * The length of the shortest prefix of the sequence whose run reaches one of {@code goals} at
     * least, by bisection over prefix lengths (at most {@value #MAX_PREFIX_RUNS} runs; the whole
     * sequence, {@code length}, is known to reach them): the statement before it is the first
     * that reaches one, and a test of that goal ends there.
     */
    private int shortestPrefixReachingOne(Statement[] flat, int length, java.util.BitSet goals)
            throws InterruptedException {
        int lo = 0;
        int hi = length;
        for (int runs = 0; hi - lo > 1 && runs < MAX_PREFIX_RUNS; runs++) {
            int mid = (lo + hi) >>> 1;
            SliceRunner.Passed passed = slicer.run(Arrays.copyOf(flat, mid), null);
            if (passed != null && !NeededStatements.reached(passed.coverage(), goals).isEmpty()) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    /** A piece of a split sequence: its test, the statements it runs and the exception its last one throws. */
    private record Piece(GeneratedTest test, Statement[] statements, Class<?> expected) { }

    private List<GeneratedTest> keepSlice(Sequence seq, GeneratedTest test, Statement[] slice, Class<?> expected,
                                          Novelty novelty, int length, long now) throws InterruptedException {
        GeneratedTest stable = stable(test, slice, expected, novelty);
        if (stable == null) {
            return List.of();
        }
        sliced++;
        statementsBeforeSlicing += length;
        statementsAfterSlicing += stable.steps().size();
        hold(seq, stable, now);
        return List.of(stable);
    }

    private static java.util.BitSet prefix(int length) {
        java.util.BitSet all = new java.util.BitSet();
        all.set(0, length);
        return all;
    }

    private void emit(GeneratedTest test) {
        emittedPerClass.merge(test.classUnderTest(), 1, Integer::sum);
        output.regression(test);
    }

    /** The class under test of the last statement that belongs to one, or null. */
    private static String classUnderTest(Statement[] statements) {
        return classUnderTest(statements, statements.length);
    }

    /** The class under test of the last of the first {@code length} statements that belongs to one. */
    private static String classUnderTest(Statement[] flat, int length) {
        Class<?> owner = Blame.lastOwner(flat, length);
        return owner == null ? null : owner.getName();
    }
}
