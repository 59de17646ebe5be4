package dev.ferret.core.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShortestPerFailureTest {

    private static GeneratedTest test(String cut, TestKind kind, String violation, String method, int steps,
                                      long ordinal) {
        List<Step> list = new ArrayList<>(Collections.nCopies(steps,
                Step.of(new Action.Literal("int", 1), List.of(), "int")));
        return new GeneratedTest(cut, kind, list, List.of(), violation, method, 0, ordinal);
    }

    @Test
    void shouldKeepFewerStepsThenSmallerOrdinalForFinishedTests() {
        ShortestPerFailure<List<Object>, GeneratedTest> rule = ShortestPerFailure.ofTests();
        GeneratedTest first = test("a.B", TestKind.ERROR, "equals-symmetric", "a.B.m", 5, 7);
        assertEquals(new ShortestPerFailure.Offer<>(true, null), rule.offer(first));

        assertFalse(rule.offer(test("a.B", TestKind.ERROR, "equals-symmetric", "a.B.m", 6, 1)).kept(), "longer");
        assertFalse(rule.offer(test("a.B", TestKind.ERROR, "equals-symmetric", "a.B.m", 5, 7)).kept(), "a tie");
        assertFalse(rule.offer(test("a.B", TestKind.ERROR, "equals-symmetric", "a.B.m", 5, 9)).kept(), "later");
        GeneratedTest earlier = test("a.B", TestKind.ERROR, "equals-symmetric", "a.B.m", 5, 3);
        ShortestPerFailure.Offer<GeneratedTest> offer = rule.offer(earlier);
        assertTrue(offer.kept());
        assertSame(first, offer.replaced());
        GeneratedTest shorter = test("a.B", TestKind.ERROR, "equals-symmetric", "a.B.m", 2, 99);
        assertSame(earlier, rule.offer(shorter).replaced());
        assertEquals(List.of(shorter), rule.kept());
    }

    @Test
    void shouldTellFailuresApartByKindViolationAndMethodAndCrashesByClass() {
        ShortestPerFailure<List<Object>, GeneratedTest> rule = ShortestPerFailure.ofTests();
        assertTrue(rule.offer(test("a.B", TestKind.ERROR, "v", "a.B.m", 5, 1)).kept());
        assertFalse(rule.offer(test("a.C", TestKind.ERROR, "v", "a.B.m", 5, 2)).kept(),
                "the same cause filed under another class");
        assertTrue(rule.offer(test("a.B", TestKind.CRASH, "v", "a.B.m", 5, 3)).kept());
        assertTrue(rule.offer(test("a.C", TestKind.CRASH, "v", "a.B.m", 5, 3)).kept());
        assertTrue(rule.offer(test("a.B", TestKind.ERROR, "w", "a.B.m", 5, 4)).kept());
        assertTrue(rule.offer(test("a.B", TestKind.ERROR, "v", "a.B.n", 5, 5)).kept());
        assertEquals(5, rule.size());
    }

    @Test
    void shouldKeepOneTestPerClassForAContractOfTheObjectsOwnMethods() {
        ShortestPerFailure<List<Object>, GeneratedTest> rule = ShortestPerFailure.ofTests();
        assertTrue(rule.offer(test("a.B", TestKind.ERROR, "equals-hashcode", "a.B.divide", 5, 1)).kept());
        assertFalse(rule.offer(test("a.B", TestKind.ERROR, "equals-hashcode", "a.B.multiply", 5, 2)).kept(),
                "the same class's equals and hashCode, whichever call came last");
        assertTrue(rule.offer(test("a.C", TestKind.ERROR, "equals-hashcode", "a.C.divide", 5, 3)).kept(),
                "another class's own methods");
        assertTrue(rule.offer(test("a.B", TestKind.ERROR, "equals-reflexive", "a.Base.view", 4, 4)).kept());
        assertFalse(rule.offer(test("a.C", TestKind.ERROR, "equals-reflexive", "a.Base.view", 4, 5)).kept(),
                "a view of a class not under test, filed under whichever class reached it");
    }

    @Test
    void shouldCountAMapsAndItsKeySetsCopyEqualityAsOneFailureOfTheClass() {
        ShortestPerFailure<List<Object>, GeneratedTest> rule = ShortestPerFailure.ofTests();
        assertTrue(rule.offer(test("a.M", TestKind.ERROR, "map-equals-copy", "a.M.put", 6, 1)).kept());
        assertFalse(rule.offer(test("a.M", TestKind.ERROR, "set-equals-copy", "a.M.keySet", 7, 2)).kept(),
                "the key set of the same map: one cause");
        assertTrue(rule.offer(test("a.M", TestKind.ERROR, "set-equals-copy", "a.M.keySet", 5, 3)).kept(), "shorter");
        assertTrue(rule.offer(test("a.M", TestKind.ERROR, "equals-symmetric", "a.M.put", 4, 4)).kept(),
                "another contract");
    }

    @Test
    void shouldPreferATestWithoutGeneratedCodeEvenWhenLonger() {
        ShortestPerFailure<List<Object>, GeneratedTest> rule = ShortestPerFailure.ofTests();
        GeneratedTest generated = test("a.B", TestKind.ERROR, "v", "a.B.m", 3, 1);
        List<Step> steps = new ArrayList<>(generated.steps());
        steps.set(0, Step.of(new Action.Implementation("java.util.function.Function", List.of(), null, null), List.of(),
                "java.util.function.Function"));
        generated = new GeneratedTest("a.B", TestKind.ERROR, steps, List.of(), "v", "a.B.m", 0, 1);
        assertTrue(rule.offer(generated).kept());

        GeneratedTest plain = test("a.C", TestKind.ERROR, "v", "a.B.m", 5, 2);
        assertSame(generated, rule.offer(plain).replaced());
        assertFalse(rule.wouldKeep(generated), "a shorter test with generated code does not replace it");
    }

    @Test
    void shouldUseTheGivenKeyAndOrder() {
        // longest first, keyed by the first letter: a stand-in for any other rule
        ShortestPerFailure<Character, String> rule =
                new ShortestPerFailure<>(s -> s.charAt(0), Comparator.comparingInt(String::length).reversed());
        assertTrue(rule.offer("ab").kept());
        assertTrue(rule.offer("abc").kept());
        assertFalse(rule.offer("a").kept());
        assertTrue(rule.wouldKeep("abcd"));
        assertFalse(rule.wouldKeep("axy"));
        assertTrue(rule.known('a'));
        assertFalse(rule.known('b'));
        assertEquals(List.of("abc"), rule.kept());
    }

    @Test
    void shouldForgetOnlyTheCandidateKept() {
        ShortestPerFailure<List<Object>, GeneratedTest> rule = ShortestPerFailure.ofTests();
        GeneratedTest kept = test("a.B", TestKind.ERROR, "v", "a.B.m", 5, 1);
        rule.offer(kept);
        assertFalse(rule.forget(test("a.B", TestKind.ERROR, "v", "a.B.m", 5, 1)), "an equal test is not the one kept");
        assertTrue(rule.forget(kept));
        GeneratedTest longer = test("a.B", TestKind.ERROR, "v", "a.B.m", 9, 2);
        ShortestPerFailure.Offer<GeneratedTest> offer = rule.offer(longer);
        assertTrue(offer.kept(), "the failure is new again");
        assertNull(offer.replaced());
    }
}
