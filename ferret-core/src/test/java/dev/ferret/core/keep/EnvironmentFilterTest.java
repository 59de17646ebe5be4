package dev.ferret.core.keep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.emit.TestCaseFactory;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.RegressionObserver;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EnvironmentFilterTest {

    private static final Check.ValueCheck EMPTY = new Check.ValueCheck(0, "isEmpty", true);
    private static final Check.ValueCheck SIZE = new Check.ValueCheck(1, null, 0);
    private static final Check.ValueCheck PRINTED = new Check.ValueCheck(0, "toString", "[]");

    private final Map<String, String> reported = new LinkedHashMap<>();
    private int plainRuns;

    /** list = new ArrayList(); list.size() */
    private static Statement[] sizeOfNewList() throws Exception {
        Sequence list = Sequence.single(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class));
        MethodOperation size = new MethodOperation(ArrayList.class.getMethod("size"), ArrayList.class,
                ArrayList.class, false);
        return Sequence.of(List.of(list), List.of(new Statement(size, new int[] {0}))).statements();
    }

    private static GeneratedTest test(Statement[] statements, List<Check> checks) {
        return TestCaseFactory.regression(ArrayList.class.getName(), statements, statements.length, checks, 0, 1)
                .withCoverage(Coverage.of(4));
    }

    private EnvironmentFilter filter(List<Check> elsewhere, List<Check> again) {
        SliceRunner plain = (slice, expected) -> {
            plainRuns++;
            return again == null ? null : new SliceRunner.Passed(again, Coverage.NONE);
        };
        SliceRunner varied = (slice, expected) -> elsewhere == null ? null : new SliceRunner.Passed(elsewhere, Coverage.NONE);
        return new EnvironmentFilter(plain, List.of(new EnvironmentFilter.Elsewhere("clock +1d", varied)), reported::put);
    }

    @Test
    void shouldDropTheChecksThatChangeOnlyInTheVariedEnvironment() throws Exception {
        Statement[] statements = sizeOfNewList();
        GeneratedTest test = test(statements, List.of(EMPTY, SIZE, PRINTED));
        List<Check> elsewhere = List.of(EMPTY, new Check.ValueCheck(1, null, 7), new Check.ValueCheck(0, "toString", "x"));
        List<Check> again = List.of(EMPTY, SIZE, new Check.ValueCheck(0, "toString", "y"));
        EnvironmentFilter filter = filter(elsewhere, again);

        GeneratedTest stable = filter.stable(test, statements, null);

        assertEquals(List.of(EMPTY, PRINTED), stable.checks(), "toString changed here too: the flaky filter's to judge");
        assertEquals(Map.of("java.util.ArrayList.size()", "expected: <0> but was: <7> with clock +1d"), reported);
        assertEquals(1, filter.checksDropped());
        assertEquals(0, filter.testsDropped());
        assertEquals(1, filter.runs());
    }

    @Test
    void shouldNameAnObserverOfAValueByTheValuesType() throws Exception {
        Statement[] statements = sizeOfNewList();
        GeneratedTest test = test(statements, List.of(EMPTY, SIZE));
        EnvironmentFilter filter = filter(List.of(new Check.ValueCheck(0, "isEmpty", false), SIZE), List.of(EMPTY, SIZE));

        assertEquals(List.of(SIZE), filter.stable(test, statements, null).checks());
        assertEquals(List.of("java.util.ArrayList.isEmpty()"), List.copyOf(reported.keySet()));
    }

    @Test
    void shouldKeepATestWhoseChecksHoldElsewhereWithoutRunningItAgain() throws Exception {
        Statement[] statements = sizeOfNewList();
        GeneratedTest test = test(statements, List.of(EMPTY, SIZE));
        EnvironmentFilter filter = filter(List.of(SIZE, EMPTY), List.of());

        assertSame(test, filter.stable(test, statements, null));
        assertEquals(0, plainRuns);
        assertTrue(reported.isEmpty());
    }

    @Test
    void shouldNotKeepATestLeftWithoutChecks() throws Exception {
        Statement[] statements = sizeOfNewList();
        GeneratedTest test = test(statements, List.of(SIZE));
        EnvironmentFilter filter = filter(List.of(), List.of(SIZE));

        assertNull(filter.stable(test, statements, null));
        assertEquals("expected: <0> but was: <nothing observed> with clock +1d", reported.get("java.util.ArrayList.size()"));
        assertEquals(1, filter.testsDropped());
    }

    @Test
    void shouldNotKeepATestThatPassesHereButNotElsewhere() throws Exception {
        Statement[] statements = sizeOfNewList();
        GeneratedTest test = test(statements, List.of(new Check.ThrowsCheck(1, "java.lang.IllegalStateException")));
        EnvironmentFilter filter = filter(null, List.of(new Check.ThrowsCheck(1, "java.lang.IllegalStateException")));

        assertNull(filter.stable(test, statements, IllegalStateException.class));
        assertEquals(Map.of("java.util.ArrayList.size()",
                "throws java.lang.IllegalStateException here but not with clock +1d"), reported);
    }

    @Test
    void shouldNotKeepATestThatFailsElsewhereAndHereAgain() throws Exception {
        Statement[] statements = sizeOfNewList();
        GeneratedTest test = test(statements, List.of(SIZE));
        EnvironmentFilter filter = filter(null, null);

        assertNull(filter.stable(test, statements, null), "nothing tells whether it would pass");
        assertTrue(reported.isEmpty(), "not known to be the environment's doing");
    }

    @Test
    void shouldDropWhatChangedElsewhereWhenTheTestDoesNotPassHereAgain() throws Exception {
        Statement[] statements = sizeOfNewList();
        GeneratedTest test = test(statements, List.of(EMPTY, SIZE));
        EnvironmentFilter filter = filter(List.of(EMPTY, new Check.ValueCheck(1, null, 3)), null);

        assertEquals(List.of(EMPTY), filter.stable(test, statements, null).checks());
        assertEquals(List.of("java.util.ArrayList.size()"), List.copyOf(reported.keySet()));
    }

    @Test
    void shouldDropWhatChangesInEitherEnvironmentAndSayWhere() throws Exception {
        Statement[] statements = sizeOfNewList();
        GeneratedTest test = test(statements, List.of(EMPTY, SIZE));
        List<String> ran = new java.util.ArrayList<>();
        SliceRunner east = (slice, expected) -> {
            ran.add("east");
            return new SliceRunner.Passed(List.of(EMPTY, SIZE), Coverage.NONE);
        };
        SliceRunner west = (slice, expected) -> {
            ran.add("west");
            return new SliceRunner.Passed(List.of(new Check.ValueCheck(0, "isEmpty", false), SIZE), Coverage.NONE);
        };
        EnvironmentFilter filter = new EnvironmentFilter((slice, expected) -> new SliceRunner.Passed(List.of(EMPTY, SIZE),
                Coverage.NONE), List.of(new EnvironmentFilter.Elsewhere("east", east),
                new EnvironmentFilter.Elsewhere("west", west)), reported::put);

        assertEquals(List.of(SIZE), filter.stable(test, statements, null).checks(), "the same in the east by chance");
        assertEquals(List.of("east", "west"), ran);
        assertEquals(Map.of("java.util.ArrayList.isEmpty()", "expected: <true> but was: <false> with west"), reported);
    }

    @Test
    void shouldBlameTheEarliestResultThatChangedAmongThoseAChangedValueWasComputedFrom() throws Exception {
        Statement[] statements = sizeOfNewList();
        GeneratedTest test = test(statements, List.of(PRINTED));
        // the list's size (step 1, computed from the list) changed too, but the list (step 0) came first:
        // runs that observe every result tell which step's own result changed
        Check.ValueCheck sizeNow = new Check.ValueCheck(1, null, 0);
        EnvironmentFilter filter = filter(List.of(new Check.ValueCheck(0, "toString", "[x]"), new Check.ValueCheck(1, null, 1)),
                List.of(PRINTED, sizeNow));

        assertNull(filter.stable(test, statements, null));
        assertEquals(List.of("java.util.ArrayList.toString()"), List.copyOf(reported.keySet()),
                "no result step 0 is computed from changed: its own check is blamed");
    }

    @Test
    void shouldBlameTheCallWhoseResultChangedFirstNotTheValueComputedFromIt() throws Exception {
        Statement[] sized = sizeOfNewList();
        MethodOperation print = new MethodOperation(Integer.class.getMethod("toString", int.class), Integer.class,
                null, true);
        Statement[] statements = {sized[0], sized[1], new Statement(print, new int[] {1})};
        GeneratedTest test = test(statements, List.of(new Check.ValueCheck(2, null, "0")));
        // runs that observe every result: size() (step 1) changed elsewhere, and toString of it with it
        EnvironmentFilter filter = filter(List.of(new Check.ValueCheck(2, null, "5"), new Check.ValueCheck(1, null, 5)),
                List.of(new Check.ValueCheck(2, null, "0"), new Check.ValueCheck(1, null, 0)));

        assertNull(filter.stable(test, statements, null));
        assertEquals(Map.of("java.util.ArrayList.size()", "expected: <0> but was: <5> with clock +1d"), reported);
    }

    @Test
    void shouldBlameWhatAMutatorPutIntoAnObjectNotTheObserverOfIt() throws Exception {
        Statement[] sized = sizeOfNewList();
        MethodOperation print = new MethodOperation(Integer.class.getMethod("toString", int.class), Integer.class,
                null, true);
        MethodOperation add = new MethodOperation(ArrayList.class.getMethod("add", Object.class), ArrayList.class,
                ArrayList.class, false);
        // list = new ArrayList(); n = list.size(); s = Integer.toString(n); list.add(s); then list.toString() observed
        Statement[] statements = {sized[0], sized[1], new Statement(print, new int[] {1}),
            new Statement(add, new int[] {0, 2})};
        GeneratedTest test = test(statements, List.of(new Check.ValueCheck(0, "toString", "[0]")));
        EnvironmentFilter filter = filter(List.of(new Check.ValueCheck(0, "toString", "[5]"), new Check.ValueCheck(2, null, "5")),
                List.of(new Check.ValueCheck(0, "toString", "[0]"), new Check.ValueCheck(2, null, "0")));

        assertNull(filter.stable(test, statements, null));
        assertEquals(List.of("java.lang.Integer.toString()"), List.copyOf(reported.keySet()),
                "the list's toString changed because what was added to it did");
    }

    /** list = new ArrayList(); n = list.size(); s = Integer.toString(n) */
    private static Statement[] printedSize() throws Exception {
        Statement[] sized = sizeOfNewList();
        MethodOperation print = new MethodOperation(Integer.class.getMethod("toString", int.class), Integer.class,
                null, true);
        return new Statement[] {sized[0], sized[1], new Statement(print, new int[] {1})};
    }

    /** Two varied environments whose runs observe these checks, and a plain run that observes {@code again}. */
    private EnvironmentFilter twoPlaces(List<Check> east, List<Check> west, List<Check> again) {
        return new EnvironmentFilter((slice, expected) -> new SliceRunner.Passed(again, Coverage.NONE),
                List.of(new EnvironmentFilter.Elsewhere("east", (slice, expected) -> new SliceRunner.Passed(east,
                        Coverage.NONE)), new EnvironmentFilter.Elsewhere("west", (slice, expected) ->
                        new SliceRunner.Passed(west, Coverage.NONE))), reported::put);
    }

    @Test
    void shouldNotKeepAnExpectedExceptionOfACallFedAValueThatDiffersBetweenTheVariedEnvironments() throws Exception {
        Statement[] statements = printedSize();
        Check.ThrowsCheck throwsCheck = new Check.ThrowsCheck(2, "java.lang.IllegalStateException");
        GeneratedTest test = test(statements, List.of(throwsCheck));
        // the size stands for a millisecond of the clock: it throws in both places, by chance
        EnvironmentFilter filter = twoPlaces(List.of(throwsCheck, new Check.ValueCheck(1, null, 3)),
                List.of(throwsCheck, new Check.ValueCheck(1, null, 961)), List.of(throwsCheck));

        assertNull(filter.stable(test, statements, IllegalStateException.class));
        assertEquals(List.of("java.lang.Integer.toString()"), List.copyOf(reported.keySet()));
        assertTrue(reported.values().iterator().next().contains("computed from java.util.ArrayList.size()"),
                reported.toString());
    }

    @Test
    void shouldKeepAnExpectedExceptionOfACallFedTheSameValuesEverywhere() throws Exception {
        Statement[] statements = printedSize();
        Check.ThrowsCheck throwsCheck = new Check.ThrowsCheck(2, "java.lang.IllegalStateException");
        GeneratedTest test = test(statements, List.of(throwsCheck));
        List<Check> same = List.of(throwsCheck, new Check.ValueCheck(1, null, 0));
        EnvironmentFilter filter = twoPlaces(same, same, same);

        assertSame(test, filter.stable(test, statements, IllegalStateException.class));
    }

    @Test
    void shouldDropACheckComputedFromAVaryingValueEvenWhenItVariesHereToo() throws Exception {
        Statement[] statements = printedSize();
        // the string of the size is checked; the size varies between the two places and here again
        Check.ValueCheck printed = new Check.ValueCheck(2, null, "0");
        GeneratedTest test = test(statements, List.of(printed, EMPTY));
        EnvironmentFilter filter = twoPlaces(List.of(new Check.ValueCheck(2, null, "0"), EMPTY,
                        new Check.ValueCheck(1, null, 0)),
                List.of(new Check.ValueCheck(2, null, "0"), EMPTY, new Check.ValueCheck(1, null, 7)),
                List.of(new Check.ValueCheck(2, null, "4"), EMPTY, new Check.ValueCheck(1, null, 4)));

        assertEquals(List.of(EMPTY), filter.stable(test, statements, null).checks(),
                "the same in both places by chance, and different here again: not the flaky filter's to find");
    }

    @Test
    void shouldDropEveryCheckOfAnObjectThatPrintsDifferentlyBetweenTheVariedEnvironmentsAndNameWhereItCameIn()
            throws Exception {
        Statement[] statements = printedSize();
        // the list stands for a date made from the clock: it prints another date in each place, while its
        // isEmpty() and the printed size agree by chance
        Check.ValueCheck printed = new Check.ValueCheck(2, null, "0");
        GeneratedTest test = test(statements, List.of(printed, EMPTY));
        List<Check> east = List.of(printed, EMPTY, new Check.ValueCheck(1, null, 0),
                new Check.ValueCheck(0, null, new RegressionObserver.Fingerprint("2028-09-25")));
        List<Check> west = List.of(printed, EMPTY, new Check.ValueCheck(1, null, 0),
                new Check.ValueCheck(0, null, new RegressionObserver.Fingerprint("2030-04-16")));
        List<dev.ferret.core.model.Operation> sources = new ArrayList<>();
        EnvironmentFilter filter = new EnvironmentFilter((slice, expected) -> new SliceRunner.Passed(east, Coverage.NONE),
                List.of(new EnvironmentFilter.Elsewhere("east", (slice, expected) -> new SliceRunner.Passed(east,
                        Coverage.NONE)), new EnvironmentFilter.Elsewhere("west", (slice, expected) ->
                        new SliceRunner.Passed(west, Coverage.NONE))), new EnvironmentFilter.Listener() {
                            @Override
                            public void environmentDependent(String member, String detail) {
                                reported.put(member, detail);
                            }

                            @Override
                            public void environmentSource(dev.ferret.core.model.Operation operation) {
                                sources.add(operation);
                            }
                        });

        assertNull(filter.stable(test, statements, null), "no check left");
        assertEquals(List.of(statements[0].operation()), sources, "the list came in from the environment; the rest"
                + " was computed from it");
        assertTrue(reported.containsKey("java.util.ArrayList"), reported.toString());
    }

    @Test
    void shouldKeepTheChecksOfAnObjectThatPrintsTheSameEverywhere() throws Exception {
        Statement[] statements = printedSize();
        Check.ValueCheck printed = new Check.ValueCheck(2, null, "0");
        GeneratedTest test = test(statements, List.of(printed, EMPTY));
        List<Check> same = List.of(printed, EMPTY, new Check.ValueCheck(1, null, 0),
                new Check.ValueCheck(0, null, new RegressionObserver.Fingerprint("[]")));
        assertSame(test, twoPlaces(same, List.copyOf(same), same).stable(test, statements, null));
    }

    @Test
    void shouldDropACheckComputedFromAValueBothVariedEnvironmentsAgreeOnButThisOneDoesNot() throws Exception {
        Statement[] statements = printedSize();
        // the size stands for a number printed with a decimal comma in both varied places and a point
        // here: the check computed from it (the printed size's length) is the same everywhere by chance
        Check.ValueCheck printed = new Check.ValueCheck(2, null, "0");
        GeneratedTest test = test(statements, List.of(printed, EMPTY));
        List<Check> elsewhere = List.of(printed, EMPTY, new Check.ValueCheck(1, null, 5));
        EnvironmentFilter filter = twoPlaces(elsewhere, List.copyOf(elsewhere),
                List.of(printed, EMPTY, new Check.ValueCheck(1, null, 0)));

        assertEquals(List.of(EMPTY), filter.stable(test, statements, null).checks());
        assertEquals(List.of("java.util.ArrayList.size()"), List.copyOf(reported.keySet()),
                "blamed on the result that changed: " + reported);
    }

    @Test
    void shouldKeepACheckComputedFromAValueThatIsTheSameHereAndElsewhere() throws Exception {
        Statement[] statements = printedSize();
        Check.ValueCheck printed = new Check.ValueCheck(2, null, "0");
        GeneratedTest test = test(statements, List.of(printed, EMPTY));
        List<Check> everywhere = List.of(printed, EMPTY, new Check.ValueCheck(1, null, 0));

        assertSame(test, twoPlaces(everywhere, List.copyOf(everywhere), everywhere).stable(test, statements, null));
        assertTrue(reported.isEmpty(), reported.toString());
    }
}
