package dev.ferret.core.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.List;
import org.junit.jupiter.api.Test;

class BehavioursTest {

    private static final Step CALL = Step.of(new Action.MethodCall("p.C", "size", List.of(), "int", true), List.of(), "int");

    private static List<String> of(Check check) {
        return Behaviours.of(new GeneratedTest("p.C", TestKind.REGRESSION, List.of(CALL), List.of(check), null, null, 0, 0));
    }

    @Test
    void shouldAbstractObservedValuesToCategories() {
        assertEquals(of(new Check.ValueCheck(0, null, 3)), of(new Check.ValueCheck(0, null, 17)));
        assertNotEquals(of(new Check.ValueCheck(0, null, 3)), of(new Check.ValueCheck(0, null, 0)));
        assertNotEquals(of(new Check.ValueCheck(0, null, 3)), of(new Check.ValueCheck(0, null, -3)));
        assertNotEquals(of(new Check.ValueCheck(0, null, "")), of(new Check.ValueCheck(0, null, "x")));
        assertNotEquals(of(new Check.ValueCheck(0, null, true)), of(new Check.ValueCheck(0, null, false)));
        assertNotEquals(of(new Check.ValueCheck(0, "isEmpty", true)), of(new Check.ValueCheck(0, null, true)));
    }

    @Test
    void shouldTellEmptyArraysFromOthersButNotOneContentFromAnother() {
        Check oneTwo = new Check.ValueCheck(0, null, ArrayValue.of("int", List.of(1, 2)));
        Check three = new Check.ValueCheck(0, null, ArrayValue.of("int", List.of(3)));
        Check empty = new Check.ValueCheck(0, null, ArrayValue.of("int", List.of()));

        assertEquals(of(oneTwo), of(three));
        assertNotEquals(of(oneTwo), of(empty));
        assertNotEquals(of(empty), of(new Check.ValueCheck(0, null, "")));
    }

    @Test
    void shouldNameAnExpectedExceptionByCallAndType() {
        List<String> npe = of(new Check.ThrowsCheck(0, "java.lang.NullPointerException"));
        List<String> iae = of(new Check.ThrowsCheck(0, "java.lang.IllegalArgumentException"));

        assertEquals(1, npe.size());
        assertNotEquals(npe, iae);
    }
}
