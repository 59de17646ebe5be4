package dev.ferret.core.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SuiteBundlingTest {

    /** {@code int x = value; int y = Math.<method>(x);} asserting y, reaching one goal. */
    private static GeneratedTest test(String cut, long ordinal, String method, int value, Check extra) {
        List<Step> steps = List.of(Step.of(new Action.Literal("int", value), List.of(), "int"),
                Step.of(new Action.MethodCall("java.lang.Math", method, List.of("int"), "int", true), List.of(0), "int"));
        List<Check> checks = new ArrayList<>(List.of(new Check.ValueCheck(1, null, value)));
        if (extra != null) {
            checks.add(extra);
        }
        return new GeneratedTest(cut, TestKind.REGRESSION, steps, checks, null, null, 0, ordinal,
                Coverage.of((int) ordinal));
    }

    @Test
    void shouldLeaveAClassWithinTheCapAsItIs() {
        List<GeneratedTest> tests = List.of(test("p.A", 1, "abs", 1, null), test("p.A", 2, "abs", 2, null));
        assertEquals(tests, SuiteBundling.bundle(tests, 2));
    }

    @Test
    void shouldJoinTestsOfTheSameMethodUntilTheClassIsWithinTheCap() {
        List<GeneratedTest> tests = List.of(test("p.A", 1, "negateExact", 1, null), test("p.A", 2, "abs", 2, null),
                test("p.A", 3, "negateExact", 3, null), test("p.A", 4, "abs", 4, null), test("p.B", 5, "abs", 5, null));

        List<GeneratedTest> out = SuiteBundling.bundle(tests, 2);

        assertEquals(3, out.size(), "two bundles for p.A, p.B untouched");
        GeneratedTest abs = out.stream().filter(t -> t.ordinal() == 2).findFirst().orElseThrow();
        assertEquals(4, abs.steps().size(), "both abs tests");
        assertEquals(List.of(0), abs.steps().get(1).inputs());
        assertEquals(List.of(2), abs.steps().get(3).inputs(), "the second part's inputs renumbered");
        assertEquals(List.of(new Check.ValueCheck(1, null, 2), new Check.ValueCheck(3, null, 4)), abs.checks());
        assertEquals(Coverage.of(2, 4), abs.coverage(), "coverage united");
        assertTrue(out.stream().anyMatch(t -> t.ordinal() == 1 && t.steps().size() == 4), "negateExact bundled");
        assertSame(tests.get(4), out.get(2));
    }

    @Test
    void shouldNotJoinATestThatAssertsAnException() {
        Check throwing = new Check.ThrowsCheck(1, "java.lang.ArithmeticException");
        List<GeneratedTest> tests = List.of(test("p.A", 1, "abs", 1, throwing), test("p.A", 2, "abs", 2, throwing),
                test("p.A", 3, "abs", 3, null));

        assertEquals(tests, SuiteBundling.bundle(tests, 1), "only one test could be joined: nothing to join it with");
    }
}
