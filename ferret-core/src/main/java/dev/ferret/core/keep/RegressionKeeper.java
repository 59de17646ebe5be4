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
 * a coverage goal, or an observed behaviour ({@link Behaviours}).
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
    private long notNew;

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
        this.output = output;
        this.maxPerClass = maxPerClass;
        this.seed = seed;
        this.byCoverage = byCoverage;
    }

    /**
     * Keeps a normally executed sequence as a pending test.
     *
     * @param now the executions so far (the window's clock)
     */
    public void keepNormal(Sequence seq, Statement[] flat, List<Check> observations, long now) {
        keepNormal(seq, flat, observations, now, Coverage.NONE);
    }

    /**
     * Keeps a normally executed sequence as a pending test.
     *
     * @param now the executions so far (the window's clock)
     * @param reached the coverage goals the sequence reached
     */
    public void keepNormal(Sequence seq, Statement[] flat, List<Check> observations, long now, Coverage reached) {
        keep(seq, flat, flat.length, observations, now, reached);
    }

    /**
     * Keeps a sequence up to the statement that threw an expected exception, as a pending test that
     * asserts the exception, unless two tests of that exception from that call exist.
     *
     * @param now the executions so far (the window's clock)
     */
    public void keepExpected(Sequence seq, Statement[] flat, int failedAt, Class<?> thrownType, long now) {
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
                             Coverage reached) {
        String kind = flat[failedAt].operation().signature() + "!" + thrownType.getName();
        if (expectedPerKind.merge(kind, 1, Integer::sum) <= EXPECTED_EXCEPTION_TESTS_PER_KIND) {
            keep(seq, flat, failedAt + 1, List.of(new Check.ThrowsCheck(failedAt, Types.name(thrownType))), now,
                    reached);
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

    private void keep(Sequence seq, Statement[] flat, int length, List<Check> checks, long now, Coverage reached) {
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
        if (byCoverage && !addsSomething(test)) {
            notNew++;
            return;
        }
        pending.subsume(seq.parts());
        pending.add(seq, test, now);
    }

    /** Whether the test reaches a goal or asserts a behaviour no kept test does; if so, they count as kept. */
    private boolean addsSomething(GeneratedTest test) {
        boolean adds = false;
        Coverage c = test.coverage();
        for (int i = 0; i < c.size(); i++) {
            if (!keptGoals.get(c.goal(i))) {
                keptGoals.set(c.goal(i));
                adds = true;
            }
        }
        for (String b : Behaviours.of(test)) {
            adds |= keptBehaviours.add(b);
        }
        return adds;
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
