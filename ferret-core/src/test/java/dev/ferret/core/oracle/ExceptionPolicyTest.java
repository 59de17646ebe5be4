package dev.ferret.core.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ConcurrentModificationException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExceptionPolicyTest {

    private final ExceptionPolicy defaults = ExceptionPolicy.defaults();

    @Test
    void shouldClassifyNullPointerWithoutNullInputAsError() {
        ExceptionPolicy.Verdict v = defaults.classify(new NullPointerException(), false);
        assertEquals(ExceptionBehavior.ERROR, v.behavior());
        assertEquals("npe-without-null-input", v.rule());
        assertEquals(ExceptionPolicy.NPE_RULE, v.rule());
    }

    @Test
    void shouldTakeANullPointerOfAFunctionTheJdkMadeForAnIllegalSequence() {
        java.util.function.BinaryOperator<String> min = java.util.function.BinaryOperator.minBy(
                java.util.Comparator.reverseOrder());
        NullPointerException thrown = org.junit.jupiter.api.Assertions.assertThrows(NullPointerException.class,
                () -> min.apply("a", null)); // Map.compute hands an absent key's value as null
        ExceptionPolicy.Verdict v = ExceptionPolicy.defaults().classify(thrown, false);
        assertEquals(ExceptionBehavior.INVALID, v.behavior());
        assertEquals(ExceptionPolicy.NPE_IN_FUNCTION_RULE, v.rule());
        assertEquals(ExceptionBehavior.ERROR, ExceptionPolicy.defaults().classify(new NullPointerException(), false)
                .behavior(), "one thrown elsewhere is still an error");
    }

    @Test
    void shouldTakeANullPointerOfANaturalOrderComparisonInsideAJdkFunctionForAnIllegalSequence() {
        @SuppressWarnings({"rawtypes", "unchecked"})
        java.util.function.BinaryOperator<Object> max = java.util.function.BinaryOperator.maxBy(
                (java.util.Comparator) java.util.Comparator.naturalOrder());
        // TreeMap.compute(key, max) of an absent key: Enum.compareTo(null) of an enum key, inside maxBy
        NullPointerException thrown = org.junit.jupiter.api.Assertions.assertThrows(NullPointerException.class,
                () -> max.apply(java.time.DayOfWeek.MONDAY, null));
        assertEquals("java.lang.Enum", thrown.getStackTrace()[0].getClassName());
        assertEquals(ExceptionPolicy.NPE_IN_FUNCTION_RULE, ExceptionPolicy.defaults().classify(thrown, false).rule());
        NullPointerException own = new NullPointerException();
        own.setStackTrace(new StackTraceElement[] {new StackTraceElement("java.lang.Enum", "compareTo", null, 1),
            new StackTraceElement("org.example.Library", "sort", null, 2),
            new StackTraceElement("java.util.Comparators$NaturalOrderComparator", "compare", null, 3)});
        assertEquals(ExceptionPolicy.NPE_RULE, ExceptionPolicy.defaults().classify(own, false).rule(),
                "the library's own frame comes first");
    }

    @Test
    void shouldExpectNullPointerAfterNullInput() {
        assertEquals(ExceptionBehavior.EXPECTED, defaults.classify(new NullPointerException(), true).behavior());
    }

    @Test
    void shouldClassifyAssertionErrorAsErrorEvenWithNullInput() {
        for (boolean nullInput : new boolean[] {false, true}) {
            ExceptionPolicy.Verdict v = defaults.classify(new AssertionError("x"), nullInput);
            assertEquals(ExceptionBehavior.ERROR, v.behavior());
            assertEquals(ExceptionPolicy.ASSERTION_RULE, v.rule());
        }
    }

    @Test
    void shouldClassifyUnreliableFailuresAsInvalid() {
        assertEquals(ExceptionBehavior.INVALID,
                defaults.classify(new ConcurrentModificationException(), false).behavior());
        assertEquals(ExceptionBehavior.INVALID, defaults.classify(new StackOverflowError(), false).behavior());
        assertEquals(ExceptionBehavior.INVALID, defaults.classify(new OutOfMemoryError(), true).behavior());
    }

    @Test
    void shouldExpectOrdinaryExceptions() {
        assertEquals(ExceptionBehavior.EXPECTED, defaults.classify(new IllegalArgumentException(), false).behavior());
        assertEquals(ExceptionBehavior.EXPECTED, defaults.classify(new IllegalStateException(), false).behavior());
        assertEquals(ExceptionBehavior.EXPECTED,
                defaults.classify(new IndexOutOfBoundsException(), false).behavior());
        assertEquals(ExceptionBehavior.EXPECTED, defaults.classify(new Exception(), false).behavior());
    }

    @Test
    void shouldLetUserRuleOverrideDefaults() {
        ExceptionPolicy p = defaults.with("java.lang.IllegalArgumentException", ExceptionBehavior.ERROR);
        ExceptionPolicy.Verdict v = p.classify(new IllegalArgumentException(), false);
        assertEquals(ExceptionBehavior.ERROR, v.behavior());
        assertEquals("exception-IllegalArgumentException", v.rule());
        assertEquals(ExceptionBehavior.EXPECTED, defaults.classify(new IllegalArgumentException(), false).behavior(),
                "the default policy is unchanged");
    }

    @Test
    void shouldApplyUserRuleToSubclasses() {
        ExceptionPolicy p = defaults.with("java.lang.IllegalArgumentException", ExceptionBehavior.INVALID);
        assertEquals(ExceptionBehavior.INVALID, p.classify(new NumberFormatException(), false).behavior());
    }

    @Test
    void shouldLetUserRuleOverrideNullPointerRule() {
        ExceptionPolicy p = defaults.with("java.lang.NullPointerException", ExceptionBehavior.EXPECTED);
        assertEquals(ExceptionBehavior.EXPECTED, p.classify(new NullPointerException(), false).behavior());
    }

    @Test
    void shouldGiveLaterRulesPrecedence() {
        ExceptionPolicy p = defaults
                .with("java.lang.RuntimeException", ExceptionBehavior.INVALID)
                .with("java.lang.IllegalStateException", ExceptionBehavior.ERROR);
        assertEquals(ExceptionBehavior.ERROR, p.classify(new IllegalStateException(), false).behavior());
        assertEquals(ExceptionBehavior.INVALID, p.classify(new IllegalArgumentException(), false).behavior());
        assertEquals(List.of("java.lang.IllegalStateException", "java.lang.RuntimeException"),
                p.rules().stream().map(ExceptionPolicy.Rule::exceptionClass).toList());
    }

    static final class Problem extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }

    @Test
    void shouldNameRulesForNestedExceptionClassesBySimpleName() {
        ExceptionPolicy p = defaults.with(Problem.class.getName(), ExceptionBehavior.ERROR);
        assertEquals(1, p.rules().size());
        ExceptionPolicy.Verdict v = p.classify(new Problem(), false);
        assertEquals(ExceptionBehavior.ERROR, v.behavior());
        assertEquals("exception-Problem", v.rule());
        assertEquals(ExceptionBehavior.EXPECTED, p.classify(new RuntimeException(), false).behavior());
    }

    @Test
    void shouldRejectIncompleteRules() {
        assertThrows(NullPointerException.class, () -> new ExceptionPolicy.Rule(null, ExceptionBehavior.ERROR));
        assertThrows(NullPointerException.class, () -> new ExceptionPolicy.Rule("x", null));
    }
}
