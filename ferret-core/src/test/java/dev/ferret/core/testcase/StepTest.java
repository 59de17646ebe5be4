package dev.ferret.core.testcase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class StepTest {

    private static final Action LIT = new Action.Literal("int", 1);

    @Test
    void shouldRequireOneCastEntryPerInput() {
        assertThrows(IllegalArgumentException.class, () -> new Step(LIT, List.of(0, 1), Arrays.asList("int"), "int"));
    }

    @Test
    void shouldAllowNullCastsAndDefaultToNoCasts() {
        Step s = Step.of(LIT, List.of(0, 1), "int");
        assertEquals(Arrays.asList(null, null), s.inputCasts());
        assertEquals(new Step(LIT, List.of(0, 1), Arrays.asList(null, null), "int"), s);
    }

    @Test
    void shouldCopyItsLists() {
        List<Integer> inputs = new ArrayList<>(List.of(0));
        List<String> casts = new ArrayList<>(Arrays.asList((String) null));
        Step s = new Step(LIT, inputs, casts, null);
        inputs.add(1);
        casts.add("x");
        assertEquals(List.of(0), s.inputs());
        assertEquals(1, s.inputCasts().size());
        assertThrows(UnsupportedOperationException.class, () -> s.inputCasts().add("y"));
    }

    @Test
    void shouldCompareGeneratedTestsByValue() {
        GeneratedTest a = new GeneratedTest("C", TestKind.REGRESSION, List.of(Step.of(LIT, List.of(), "int")),
                List.of(new Check.ValueCheck(0, null, 1)), null, null, 1, 0);
        GeneratedTest b = new GeneratedTest("C", TestKind.REGRESSION, new ArrayList<>(List.of(Step.of(LIT, List.of(),
                "int"))), List.of(new Check.ValueCheck(0, null, 1)), null, null, 1, 0);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
    }
}
