package dev.ferret.worker.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class TestCodecTest {

    @Test
    void shouldRoundTripEveryActionCheckAndLiteralKind() throws IOException {
        List<Object> literals = Arrays.asList(null, "tab\there \uD800 é", 7, -3L, true, 'q', Double.NaN, 1.5f,
                (short) 2, (byte) -1);
        List<Step> steps = new java.util.ArrayList<>();
        for (Object v : literals) {
            steps.add(Step.of(new Action.Literal(v == null ? "java.lang.Object" : v.getClass().getName(), v), List.of(),
                    "java.lang.Object"));
        }
        steps.add(Step.of(new Action.ConstructorCall("java.util.TreeSet", List.of()), List.of(), "java.util.TreeSet"));
        steps.add(new Step(new Action.MethodCall("java.util.TreeSet", "add", List.of("java.lang.Object"), "boolean", false),
                List.of(10, 1), Arrays.asList(null, "java.lang.Object"), "boolean"));
        steps.add(Step.of(new Action.FieldRead("java.lang.Integer", "MAX_VALUE", "int"), List.of(), "int"));
        steps.add(Step.of(new Action.ArrayLiteral("int"), List.of(2, 12), "int[]"));
        Action.BodyCall add = new Action.BodyCall(
                new Action.MethodCall("java.util.TreeSet", "add", List.of("java.lang.Object"), "boolean", false),
                List.of(0, 1), List.of("java.util.TreeSet", "java.lang.Object"),
                List.of(new Action.Assertion("postcondition of TreeSet.add: !isEmpty()", "!{0}.isEmpty()")));
        steps.add(Step.of(new Action.Implementation("java.util.function.Predicate", List.of(
                new Action.Overridden("test", List.of("java.lang.Object"), "boolean", List.of(add), 2, "public",
                        List.of(), List.of(new Action.Assertion("precondition of Predicate.test: t != null",
                                "{1} != null")), 1)), null, null, 3),
                List.of(12), null));
        Action.BodyCall mark = new Action.BodyCall(
                new Action.MethodCall("p.Shape", "mark", List.of("int"), "void", false),
                List.of(Action.BodyCall.THIS, 2), List.of("p.Shape", "int"));
        steps.add(Step.of(new Action.Implementation("p.Shape", List.of(
                new Action.Overridden("area", List.of(), "int", List.of(mark), 1, "protected", List.of()),
                new Action.Overridden("load", List.of("java.lang.String"), "void", List.of(),
                        Action.Overridden.SUPER_CALL, "", List.of("java.io.IOException"))),
                List.of("java.lang.String")), List.of(1, 2), "p.Shape"));
        steps.add(Step.of(new Action.TempDir(), List.of(), "java.nio.file.Path"));
        List<Check> checks = List.of(new Check.ValueCheck(11, null, true), new Check.ValueCheck(10, "size", 1),
                new Check.ThrowsCheck(12, "java.lang.ClassCastException"),
                new Check.ContractCheck("equals-symmetric", "{0}.equals({1}) == {1}.equals({0})", List.of(10, 10), false),
                new Check.NoExceptionCheck(11, "java.lang.NullPointerException", "npe-without-null-input"));
        GeneratedTest t = new GeneratedTest("java.util.TreeSet", TestKind.ERROR, steps, checks, "equals-symmetric",
                "java.util.TreeSet.add", -5, 123_456_789_012L, Coverage.of(0, 1, 127, 128, 16_384, 2_000_000));

        GeneratedTest back = TestCodec.decode(TestCodec.encode(t));

        assertEquals(t, back);
        assertEquals(new Action.TempDir(), back.steps().get(back.steps().size() - 1).action(), "the temporary directory");
        assertEquals(t.coverage(), back.coverage());
        GeneratedTest unmeasured = t.withCoverage(Coverage.NONE);
        assertEquals(unmeasured, TestCodec.decode(TestCodec.encode(unmeasured)));
        assertEquals(Double.NaN, ((Action.Literal) back.steps().get(6).action()).value());
        Action.Implementation subclass = (Action.Implementation) back.steps().get(steps.size() - 2).action();
        assertEquals(List.of("java.lang.String"), subclass.superConstructor(), "a subclass stays a subclass");
        assertEquals(Action.Overridden.SUPER_CALL, subclass.methods().get(1).result());
        assertEquals(List.of("java.io.IOException"), subclass.methods().get(1).exceptions());
        Action.Implementation bounded = (Action.Implementation) back.steps().get(14).action();
        assertEquals(null, bounded.superConstructor(), "an interface's implementation stays one");
        assertEquals(3, bounded.reentries(), "with its re-entry bound");
        assertEquals(1, bounded.methods().get(0).plain(), "and its plain value");
        assertEquals(Action.class.getPermittedSubclasses().length,
                steps.stream().map(s -> s.action().getClass()).distinct().count(), "every kind of action round-trips");
        assertEquals(Check.class.getPermittedSubclasses().length,
                checks.stream().map(Object::getClass).distinct().count(), "every kind of check round-trips");
    }

    @Test
    void shouldRoundTripArrayValuesWithTheirElementsOrLengthOnly() throws IOException {
        List<Object> expected = List.of(
                ArrayValue.of("int", List.of(1, -2)),
                ArrayValue.of("double", List.of(Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY)),
                ArrayValue.of("float", List.of(Float.NaN, -0.0f, 1.5f)),
                ArrayValue.of("char", List.of('a', '\uD800')),
                ArrayValue.of("java.lang.String", Arrays.asList("a", null, "a")),
                ArrayValue.of("java.lang.Object", List.of((short) 1, (byte) 2, 3L, true)),
                ArrayValue.of("p.Color", Arrays.asList(new ArrayValue.Constant("RED"), null)),
                ArrayValue.of("long", List.of()),
                ArrayValue.ofLength("int[]", 3));
        GeneratedTest t = checking(expected);

        GeneratedTest back = TestCodec.decode(TestCodec.encode(t));

        assertEquals(t, back);
        assertEquals(-0.0, ((ArrayValue) ((Check.ValueCheck) back.checks().get(1)).expected()).elements().get(1),
                "negative zero stays negative");
        assertEquals(false, ((ArrayValue) ((Check.ValueCheck) back.checks().get(8)).expected()).hasElements());
    }

    /** A test whose only step's value is checked against each expected value. */
    private static GeneratedTest checking(List<Object> expected) {
        Step call = Step.of(new Action.MethodCall("p.Arrays", "make", List.of(), "java.lang.Object[]", true),
                List.of(), "java.lang.Object[]");
        List<Check> checks = expected.stream().map(e -> (Check) new Check.ValueCheck(0, null, e)).toList();
        return new GeneratedTest("p.Arrays", TestKind.REGRESSION, List.of(call), checks, null, null, 0, 0);
    }

    @Test
    void shouldRejectBytesThatAreNotATest() {
        assertThrows(IOException.class, () -> TestCodec.decode(new byte[] {1, 2, 3}));
    }
}
