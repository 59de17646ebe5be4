package dev.ferret.core.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class SuiteReductionTest {

    private static GeneratedTest test(long ordinal, int steps, List<Check> checks, int... goals) {
        List<Step> list = new ArrayList<>(Collections.nCopies(steps, Step.of(new Action.Literal("int", 1), List.of(), "int")));
        return new GeneratedTest("p.C", TestKind.REGRESSION, list, checks, null, null, 0, ordinal, Coverage.of(goals));
    }

    @Test
    void shouldKeepAGreedySetCoverOfTheGoalsInInputOrder() {
        GeneratedTest a = test(0, 2, List.of(), 1, 2);
        GeneratedTest b = test(1, 2, List.of(), 1, 2, 3, 4);
        GeneratedTest c = test(2, 2, List.of(), 4, 5);
        GeneratedTest d = test(3, 2, List.of(), 5);

        assertEquals(List.of(b, c), SuiteReduction.reduce(List.of(a, b, c, d)));
    }

    @Test
    void shouldDropATestTheGreedyCoverTookWhenLaterPicksCoverItsGoals() {
        GeneratedTest wide = test(0, 2, List.of(), 1, 2, 3, 4);
        GeneratedTest left = test(1, 2, List.of(), 1, 2, 5);
        GeneratedTest right = test(2, 2, List.of(), 3, 4, 6);

        assertEquals(List.of(left, right), SuiteReduction.reduce(List.of(wide, left, right)),
                "greedy takes the wide test first, then needs both others, which cover it");
    }

    @Test
    void shouldPreferTheShorterTestAndThenTheEarlierOneOnEqualGain() {
        GeneratedTest longer = test(0, 5, List.of(), 1, 2);
        GeneratedTest shorter = test(1, 3, List.of(), 1, 2);
        GeneratedTest same = test(2, 3, List.of(), 1, 2);

        assertEquals(List.of(shorter), SuiteReduction.reduce(List.of(longer, shorter, same)));
    }

    @Test
    void shouldKeepATestForABehaviourNoOtherAsserts() {
        GeneratedTest covering = test(0, 1, List.of(new Check.ValueCheck(0, null, 1)), 1, 2);
        GeneratedTest negative = test(1, 1, List.of(new Check.ValueCheck(0, null, -1)), 1);
        GeneratedTest samePositive = test(2, 1, List.of(new Check.ValueCheck(0, null, 7)), 1);

        assertEquals(List.of(covering, negative), SuiteReduction.reduce(List.of(covering, negative, samePositive)));
    }

    @Test
    void shouldCapTestsKeptForBehavioursButNotThoseCoverageNeeds() {
        GeneratedTest a = test(0, 1, List.of(new Check.ValueCheck(0, null, 1)), 1);
        GeneratedTest b = test(1, 1, List.of(new Check.ValueCheck(0, null, 2)), 2);
        GeneratedTest c = test(2, 1, List.of(new Check.ValueCheck(0, null, -1)), 1);
        GeneratedTest d = test(3, 1, List.of(new Check.ValueCheck(0, null, "")), 2);

        assertEquals(List.of(a, b), SuiteReduction.reduce(List.of(a, b, c, d), 1), "coverage needs both");
        assertEquals(List.of(a, b, c), SuiteReduction.reduce(List.of(a, b, c, d), 3));
        assertEquals(List.of(a, b, c, d), SuiteReduction.reduce(List.of(a, b, c, d), 4));
    }

    @Test
    void shouldPreferOfTestsReachingTheSameGoalsTheOneThatAssertsMore() {
        GeneratedTest silent = test(0, 1, List.of(), 1, 2);
        GeneratedTest checking = test(1, 1, List.of(new Check.ValueCheck(0, null, 1), new Check.ValueCheck(0, "size", 1)),
                1, 2);

        assertEquals(List.of(checking), SuiteReduction.reduce(List.of(silent, checking), 1));
    }

    @Test
    void shouldChooseByBehavioursAloneWhenCoverageWasNotMeasured() {
        GeneratedTest positive = test(0, 1, List.of(new Check.ValueCheck(0, null, 1)));
        GeneratedTest negative = test(1, 1, List.of(new Check.ValueCheck(0, null, -1)));
        GeneratedTest samePositive = test(2, 1, List.of(new Check.ValueCheck(0, null, 7)));

        assertEquals(List.of(positive, negative), SuiteReduction.reduce(List.of(positive, negative, samePositive)),
                "a JDK class's tests: nothing measured, the behaviours still say what is redundant");
    }
}
