package dev.ferret.core.keep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RegressionKeeperTest {

    private final List<GeneratedTest> emitted = new ArrayList<>();
    private final List<String> notices = new ArrayList<>();

    private static Sequence newList() throws Exception {
        return Sequence.single(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class));
    }

    private static Sequence sizeOf(Sequence list) throws Exception {
        MethodOperation size = new MethodOperation(ArrayList.class.getMethod("size"), ArrayList.class,
                ArrayList.class, false);
        return Sequence.of(List.of(list), List.of(new Statement(size, new int[] {0})));
    }

    private RegressionKeeper keeper(int maxPerClass, long outputLimit) {
        return new RegressionKeeper(new TestOutput(emitted::add, notices::add, outputLimit), maxPerClass, 9);
    }

    @Test
    void shouldKeepOnlyTestsThatAddAGoalOrABehaviourWithCoverageFeedback() throws Exception {
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, true);
        Sequence a = newList();
        Sequence b = newList();
        Sequence c = newList();
        Sequence d = newList();
        keeper.keepNormal(a, a.statements(), List.of(), 1, Coverage.of(1, 2));
        keeper.keepNormal(b, b.statements(), List.of(), 2, Coverage.of(2));
        keeper.keepNormal(c, c.statements(), List.of(), 3, Coverage.of(2, 3));
        keeper.keepNormal(d, d.statements(), List.of(new Check.ValueCheck(0, "isEmpty", true)), 4, Coverage.of(1));
        keeper.emitAll();

        assertEquals(List.of(Coverage.of(1, 2), Coverage.of(2, 3), Coverage.of(1)),
                emitted.stream().map(GeneratedTest::coverage).toList());
        assertEquals(1, keeper.notNew());
    }

    @Test
    void shouldKeepEveryTestWithoutCoverageFeedback() throws Exception {
        RegressionKeeper keeper = keeper(10, 0);
        Sequence a = newList();
        Sequence b = newList();
        keeper.keepNormal(a, a.statements(), List.of(), 1, Coverage.of(1));
        keeper.keepNormal(b, b.statements(), List.of(), 2, Coverage.of(1));
        keeper.emitAll();

        assertEquals(2, emitted.size());
        assertEquals(Coverage.of(1), emitted.get(1).coverage(), "tests carry their coverage all the same");
    }

    @Test
    void shouldHoldATestBackForTheWindowThenEmitIt() throws Exception {
        RegressionKeeper keeper = keeper(10, 0);
        Sequence list = newList();
        keeper.keepNormal(list, list.statements(), List.of(), 1);
        keeper.emitDue(2_000);
        assertEquals(List.of(), emitted);
        assertEquals(1, keeper.pending());
        keeper.emitDue(2_001);
        assertEquals(1, emitted.size());
        assertEquals(ArrayList.class.getName(), emitted.get(0).classUnderTest());
        assertEquals(9, emitted.get(0).seed());
        assertEquals(0, keeper.pending());
    }

    @Test
    void shouldDropAPendingTestThatALongerKeptTestContains() throws Exception {
        RegressionKeeper keeper = keeper(10, 0);
        Sequence list = newList();
        Sequence longer = sizeOf(list);
        keeper.keepNormal(list, list.statements(), List.of(), 1);
        keeper.keepNormal(longer, longer.statements(), List.of(), 2);
        keeper.emitAll();
        assertEquals(1, emitted.size());
        assertEquals(2, emitted.get(0).steps().size());
        assertEquals(1, emitted.get(0).ordinal(), "ordinals count the tests made, subsumed ones included");
    }

    @Test
    void shouldCapTestsPerClassAndPerExpectedException() throws Exception {
        RegressionKeeper keeper = keeper(1, 0);
        Sequence list = newList();
        keeper.keepNormal(list, list.statements(), List.of(), 1);
        keeper.keepNormal(sizeOf(newList()), sizeOf(newList()).statements(), List.of(), 2);
        assertEquals(1, keeper.pending(), "one test per class");

        RegressionKeeper expected = keeper(10, 0);
        LiteralOperation one = new LiteralOperation(int.class, 1);
        MethodOperation get = new MethodOperation(ArrayList.class.getMethod("get", int.class), ArrayList.class,
                ArrayList.class, false);
        for (int i = 0; i < 4; i++) {
            Sequence throwing = Sequence.of(List.of(newList(), Sequence.single(one)),
                    List.of(new Statement(get, new int[] {0, 1})));
            expected.keepExpected(throwing, throwing.statements(), 2, IndexOutOfBoundsException.class, i);
        }
        assertEquals(2, expected.pending(), "two tests per expected exception and call");
    }

    @Test
    void shouldEmitNothingPastTheOutputLimit() throws Exception {
        RegressionKeeper keeper = keeper(10, 1);
        Sequence a = newList();
        Sequence b = sizeOf(newList());
        keeper.keepNormal(a, a.statements(), List.of(), 1);
        keeper.keepNormal(b, b.statements(), List.of(), 2);
        keeper.emitAll();
        assertEquals(1, emitted.size());
    }

    @Test
    void shouldPassOnTheFirstTwentyNoticesOnly() {
        TestOutput output = new TestOutput(emitted::add, notices::add, 0);
        for (int i = 0; i < 25; i++) {
            output.notice("n" + i);
        }
        assertEquals(20, notices.size());
        assertTrue(notices.contains("n19"));
        assertEquals(List.of(0L, 1L), List.of(output.nextOrdinal(), output.nextOrdinal()));
    }

    /** list = new ArrayList(); list2 = new ArrayList(); list.size(): the slice without list2. */
    private static Sequence sizeAfterAnotherList() throws Exception {
        return Sequence.of(List.of(newList(), newList()), List.of(new Statement(new MethodOperation(
                ArrayList.class.getMethod("size"), ArrayList.class, ArrayList.class, false), new int[] {0})));
    }

    @Test
    void shouldKeepTheSliceOfATestWhenItStillAddsItsGoalsAndBehaviours() throws Exception {
        List<Statement[]> ran = new ArrayList<>();
        SliceRunner runner = (slice, expected) -> {
            ran.add(slice);
            return new SliceRunner.Passed(List.of(new Check.ValueCheck(slice.length - 1, null, 0)), Coverage.of(1, 5, 7));
        };
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, true,
                runner);
        Sequence seq = sizeAfterAnotherList();
        keeper.keepNormal(seq, seq.statements(), List.of(new Check.ValueCheck(2, null, 0)), 1, Coverage.of(1, 5));
        keeper.emitAll();

        assertEquals(1, ran.size());
        assertEquals(2, ran.get(0).length, "the list that feeds nothing is left out");
        assertEquals(1, emitted.size());
        assertEquals(2, emitted.get(0).steps().size());
        assertEquals(Coverage.of(1, 5, 7), emitted.get(0).coverage(), "the slice's own coverage");
        assertEquals(List.of(3L, 2L), List.of(keeper.statementsBeforeSlicing(), keeper.statementsAfterSlicing()));
    }

    @Test
    void shouldKeepTheWholeTestWhenTheSliceLosesANewGoal() throws Exception {
        SliceRunner runner = (slice, expected) -> new SliceRunner.Passed(
                List.of(new Check.ValueCheck(slice.length - 1, null, 0)), slice.length == 3 ? Coverage.of(1, 2) : Coverage.of(1));
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, true,
                runner);
        Sequence seq = sizeAfterAnotherList();
        keeper.keepNormal(seq, seq.statements(), List.of(new Check.ValueCheck(2, null, 0)), 1, Coverage.of(1, 2));
        keeper.emitAll();

        assertEquals(3, emitted.get(0).steps().size());
        assertEquals(Coverage.of(1, 2), emitted.get(0).coverage());
        assertEquals(0, keeper.sliced());
    }

    @Test
    void shouldKeepTheWholeTestWhenTheSliceLosesANewBehaviour() throws Exception {
        SliceRunner runner = (slice, expected) -> new SliceRunner.Passed(
                List.of(new Check.ValueCheck(slice.length - 1, null, slice.length == 3 ? 0 : 4)), Coverage.of(1));
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, true,
                runner);
        Sequence seq = sizeAfterAnotherList();
        keeper.keepNormal(seq, seq.statements(), List.of(new Check.ValueCheck(2, null, 0)), 1, Coverage.of(1));
        keeper.emitAll();

        assertEquals(3, emitted.get(0).steps().size(), "size 4 is positive where the whole test saw zero");
    }

    @Test
    void shouldSplitATestIntoPiecesWhenWhatItAddsComesFromSeveralCalls() throws Exception {
        List<Statement[]> ran = new ArrayList<>();
        SliceRunner runner = (slice, expected) -> {
            ran.add(slice);
            boolean sizing = slice[slice.length - 1].operation() instanceof MethodOperation;
            return new SliceRunner.Passed(List.of(new Check.ValueCheck(slice.length - 1, null, 0)),
                    slice.length == 3 ? Coverage.of(1, 2) : sizing ? Coverage.of(1) : Coverage.of(2));
        };
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, true,
                runner);
        Sequence seq = sizeAfterAnotherList();
        keeper.keepNormal(seq, seq.statements(), List.of(new Check.ValueCheck(2, null, 0)), 1, Coverage.of(1, 2));
        keeper.emitAll();

        assertEquals(3, ran.size(), "the slice of the last call, the whole again, then the other list alone");
        assertEquals(2, emitted.size(), "two pieces instead of the whole test");
        assertEquals(List.of(2, 1), emitted.stream().map(t -> t.steps().size()).toList());
        assertEquals(List.of(Coverage.of(1), Coverage.of(2)), emitted.stream().map(GeneratedTest::coverage).toList());
        assertEquals(1, keeper.split());
        assertTrue(emitted.get(0).ordinal() != emitted.get(1).ordinal(), "each piece has its own ordinal");
    }

    @Test
    void shouldDropTheStatementsTheChecksDoNotNeed() throws Exception {
        SliceRunner runner = (slice, expected) -> new SliceRunner.Passed(
                List.of(new Check.ValueCheck(slice.length - 1, null, 0)), Coverage.NONE);
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, false,
                null, null, runner);
        Sequence seq = sizeAfterAnotherList();
        keeper.keepNormal(seq, seq.statements(), List.of(new Check.ValueCheck(2, null, 0)), 1);
        keeper.emitAll();

        assertEquals(1, emitted.size());
        assertEquals(2, emitted.get(0).steps().size(), "the other list goes: the size is the same without it");
        assertEquals(List.of(new Check.ValueCheck(1, null, 0)), emitted.get(0).checks());
    }

    @Test
    void shouldKeepTheStatementsThatReachANewGoalWhenNoPieceOfTheirOwnDoes() throws Exception {
        // list0; list1; list0.size(): goal 2 is list1's, and list1 never passes on its own
        SliceRunner runner = (slice, expected) -> {
            boolean sizing = slice[slice.length - 1].operation() instanceof MethodOperation;
            if (!sizing) {
                return null;
            }
            return new SliceRunner.Passed(List.of(new Check.ValueCheck(slice.length - 1, null, 0)),
                    slice.length == 3 ? Coverage.of(1, 2) : Coverage.of(1));
        };
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, true,
                runner, null, runner);
        Sequence seq = sizeAfterAnotherList();
        keeper.keepNormal(seq, seq.statements(), List.of(new Check.ValueCheck(2, null, 0)), 1, Coverage.of(1, 2));
        keeper.emitAll();

        assertEquals(List.of(2, 3), emitted.stream().map(t -> t.steps().size()).toList(),
                "list0.size() without list1, then the whole sequence for goal 2");
        assertEquals(List.of(Coverage.of(1), Coverage.of(1, 2)), emitted.stream().map(GeneratedTest::coverage).toList());
    }

    @Test
    void shouldKeepTheGoalsOfDroppedStatementsAsTestsOfTheirOwn() throws Exception {
        // list0; list1; list0.size(): goal 2 is list1's; its piece fails once, so the whole is kept,
        // then focusing drops list1 and list1 becomes a test of its own
        int[] aloneRuns = {0};
        SliceRunner runner = (slice, expected) -> {
            boolean sizing = slice[slice.length - 1].operation() instanceof MethodOperation;
            if (!sizing && aloneRuns[0]++ == 0) {
                return null;
            }
            return new SliceRunner.Passed(List.of(new Check.ValueCheck(slice.length - 1, null, 0)),
                    slice.length == 3 ? Coverage.of(1, 2) : sizing ? Coverage.of(1) : Coverage.of(2));
        };
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, true,
                runner, null, runner);
        Sequence seq = sizeAfterAnotherList();
        keeper.keepNormal(seq, seq.statements(), List.of(new Check.ValueCheck(2, null, 0)), 1, Coverage.of(1, 2));
        keeper.emitAll();

        assertEquals(List.of(2, 1), emitted.stream().map(t -> t.steps().size()).toList(),
                "list0.size() without list1, then list1 on its own for goal 2");
        assertEquals(List.of(Coverage.of(1), Coverage.of(2)), emitted.stream().map(GeneratedTest::coverage).toList());
    }

    @Test
    void shouldKeepNothingWhenWhatATestAddedDoesNotReproduce() throws Exception {
        boolean[] reproducible = {false};
        SliceRunner runner = (slice, expected) -> new SliceRunner.Passed(List.of(),
                reproducible[0] ? Coverage.of(1, 7) : Coverage.of(1));
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, true,
                runner);
        Sequence seq = sizeAfterAnotherList();
        keeper.keepNormal(seq, seq.statements(), List.of(), 1, Coverage.of(1));
        Sequence again = sizeAfterAnotherList();
        keeper.keepNormal(again, again.statements(), List.of(), 2, Coverage.of(1, 7));
        assertEquals(1, keeper.notNew());

        reproducible[0] = true;
        Sequence later = sizeAfterAnotherList();
        keeper.keepNormal(later, later.statements(), List.of(), 3, Coverage.of(1, 7));
        keeper.emitAll();

        assertEquals(2, emitted.size(), "goal 7 was released when its first test was dropped, and kept later");
        assertEquals(Coverage.of(1, 7), emitted.get(1).coverage());
    }

    @Test
    void shouldKeepOnlyTheChecksThatHoldInTheVariedEnvironmentAndReleaseWhatADroppedTestAdded() throws Exception {
        List<String> reported = new ArrayList<>();
        SliceRunner plain = (slice, expected) -> new SliceRunner.Passed(
                List.of(new Check.ValueCheck(0, "isEmpty", true), new Check.ValueCheck(0, "toString", "[]")), Coverage.of(1));
        SliceRunner varied = (slice, expected) -> new SliceRunner.Passed(
                List.of(new Check.ValueCheck(0, "isEmpty", true), new Check.ValueCheck(0, "toString", "[elsewhere]")),
                Coverage.of(1));
        RegressionKeeper keeper = new RegressionKeeper(new TestOutput(emitted::add, notices::add, 0), 10, 9, true, null,
                new EnvironmentFilter(plain, List.of(new EnvironmentFilter.Elsewhere("elsewhere", varied)),
                        (member, detail) -> reported.add(member)));
        Sequence a = newList();
        keeper.keepNormal(a, a.statements(), List.of(new Check.ValueCheck(0, "isEmpty", true),
                new Check.ValueCheck(0, "toString", "[]")), 1, Coverage.of(1));
        Sequence b = newList();
        keeper.keepNormal(b, b.statements(), List.of(new Check.ValueCheck(0, "toString", "[]")), 2, Coverage.of(2));
        Sequence c = newList();
        keeper.keepNormal(c, c.statements(), List.of(new Check.ValueCheck(0, "hashCode", 1)), 3, Coverage.of(2));
        keeper.emitAll();

        assertEquals(List.of(List.of(new Check.ValueCheck(0, "isEmpty", true)), List.of(new Check.ValueCheck(0, "hashCode", 1))),
                emitted.stream().map(GeneratedTest::checks).toList(),
                "the second test lost its only check, and goal 2 went to the third");
        assertEquals(List.of("java.util.ArrayList.toString()", "java.util.ArrayList.toString()"), reported);
    }
}
