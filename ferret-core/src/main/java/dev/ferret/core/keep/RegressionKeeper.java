package dev.ferret.core.keep;

import dev.ferret.core.emit.Behaviours;
import dev.ferret.core.emit.TestCaseFactory;
import dev.ferret.core.judge.Blame;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
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
 * still reaches those goals and asserts those behaviours; the whole sequence when none does. A
 * sliced test does not subsume pending ones: it may no longer contain their statements.
 */
public final class RegressionKeeper {

    private static final long SUBSUMPTION_WINDOW = 2_000;
    private static final int EXPECTED_EXCEPTION_TESTS_PER_KIND = 2;

    private final TestOutput output;
    private final int maxPerClass;
    private final long seed;
    private final PendingRegressions pending = new PendingRegressions(SUBSUMPTION_WINDOW);
    private final Map<String, Integer> emittedPerClass = new HashMap<>();
    private final Map<String, Integer> expectedPerKind = new HashMap<>();
    private final boolean byCoverage;
    private final java.util.BitSet keptGoals = new java.util.BitSet();
    private final java.util.Set<String> keptBehaviours = new java.util.HashSet<>();
    private final SliceRunner slicer;
    private long notNew;
    private long sliced;
    private long statementsBeforeSlicing;
    private long statementsAfterSlicing;

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
        this.output = output;
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
        keep(seq, flat, flat.length, observations, now, reached, null);
    }

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
                    reached, thrownType);
        }
    }

    /** Emits the tests whose window has passed, unless the output is full. */
    public void emitDue(long now) {
        for (GeneratedTest t : pending.due(now)) {
            if (!output.full()) {
                emit(t);
            }
        }
    }

    /** Emits every pending test, while the output is not full: the run is over. */
    public void emitAll() {
        for (GeneratedTest t : pending.drain()) {
            if (!output.full()) {
                emit(t);
            }
        }
    }

    /** Tests not kept because they added no coverage goal or behaviour (with coverage feedback). */
    public long notNew() {
        return notNew;
    }

    /** Tests waiting in the window. */
    public int pending() {
        return pending.size();
    }

    /** Tests kept as a slice of their sequence. */
    public long sliced() {
        return sliced;
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
                      Class<?> expected) throws InterruptedException {
        String cut = classUnderTest(flat, length);
        if (cut == null) {
            return;
        }
        int count = emittedPerClass.getOrDefault(cut, 0) + pending.pendingFor(cut);
        if (count >= maxPerClass) {
            return;
        }
        GeneratedTest test = TestCaseFactory.regression(cut, flat, length, checks, seed, output.nextOrdinal())
                .withCoverage(reached);
        if (byCoverage) {
            Novelty novelty = novelty(test);
            if (novelty.isEmpty()) {
                notNew++;
                return;
            }
            novelty.markKept();
            GeneratedTest slice = slicer == null ? null : slice(flat, length, expected, test, novelty);
            if (slice != null) {
                pending.add(seq, slice, now);
                return;
            }
        }
        pending.subsume(seq.parts());
        pending.add(seq, test, now);
    }

    /** The smallest candidate slice that still adds the novelty, as a test; {@code null} if none does. */
    private GeneratedTest slice(Statement[] flat, int length, Class<?> expected, GeneratedTest whole,
                                Novelty novelty) throws InterruptedException {
        for (java.util.BitSet candidate : Slices.candidates(flat, length)) {
            Statement[] slice = Slices.extract(flat, candidate);
            SliceRunner.Passed passed = slicer.run(slice, expected);
            if (passed == null) {
                continue;
            }
            GeneratedTest test = TestCaseFactory.regression(whole.classUnderTest(), slice, slice.length,
                    passed.checks(), seed, whole.ordinal()).withCoverage(passed.coverage());
            if (novelty.keptBy(test)) {
                sliced++;
                statementsBeforeSlicing += length;
                statementsAfterSlicing += slice.length;
                return test;
            }
        }
        return null;
    }

    /** The goals and behaviours of a test that no kept test has. */
    private Novelty novelty(GeneratedTest test) {
        List<Integer> goals = new java.util.ArrayList<>();
        Coverage c = test.coverage();
        for (int i = 0; i < c.size(); i++) {
            if (!keptGoals.get(c.goal(i))) {
                goals.add(c.goal(i));
            }
        }
        java.util.Set<String> behaviours = new java.util.LinkedHashSet<>();
        for (String b : Behaviours.of(test)) {
            if (!keptBehaviours.contains(b)) {
                behaviours.add(b);
            }
        }
        return new Novelty(goals, behaviours);
    }

    /** What a test adds to the kept ones. */
    private final class Novelty {
        private final List<Integer> goals;
        private final java.util.Set<String> behaviours;

        Novelty(List<Integer> goals, java.util.Set<String> behaviours) {
            this.goals = goals;
            this.behaviours = behaviours;
        }

        boolean isEmpty() {
            return goals.isEmpty() && behaviours.isEmpty();
        }

        void markKept() {
            goals.forEach(keptGoals::set);
            keptBehaviours.addAll(behaviours);
        }

        /** Whether the test reaches all the goals and asserts all the behaviours. */
        boolean keptBy(GeneratedTest test) {
            java.util.BitSet reached = new java.util.BitSet();
            Coverage c = test.coverage();
            for (int i = 0; i < c.size(); i++) {
                reached.set(c.goal(i));
            }
            for (int g : goals) {
                if (!reached.get(g)) {
                    return false;
                }
            }
            return new java.util.HashSet<>(Behaviours.of(test)).containsAll(behaviours);
        }
    }

    private void emit(GeneratedTest test) {
        emittedPerClass.merge(test.classUnderTest(), 1, Integer::sum);
        output.regression(test);
    }

    /** The class under test of the last statement that belongs to one. */
    private static String classUnderTest(Statement[] flat, int length) {
        Class<?> owner = Blame.lastOwner(flat, length);
        return owner == null ? null : owner.getName();
    }
}
