package dev.ferret.core.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class TestCaseFactoryTest {

    private static Statement st(dev.ferret.core.model.Operation op, int... inputs) {
        return new Statement(op, inputs);
    }

    private static MethodOperation method(Class<?> through, Class<?> declaring, String name, boolean overloaded,
                                          Class<?>... params) throws Exception {
        return new MethodOperation(declaring.getMethod(name, params), through, through, overloaded);
    }

    @Test
    void shouldCastWhenDeclaredTypeIsWiderThanParameter() throws Exception {
        Statement[] flat = {
            st(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class)),
            st(method(Collections.class, Collections.class, "unmodifiableList", false, List.class), 0),
            st(method(ArrayList.class, ArrayList.class, "size", false), 1),
        };
        List<Step> steps = TestCaseFactory.steps(flat, 3);
        assertEquals(Arrays.asList("java.util.List<?>"), steps.get(1).inputCasts(),
                "a generic method gets exact argument types, so javac infers its type arguments as executed");
        assertEquals(Arrays.asList("java.util.ArrayList"), steps.get(2).inputCasts(), "List must be cast");
        assertEquals(List.of(1), steps.get(2).inputs());
        assertEquals("java.util.List<java.lang.Object>", steps.get(1).variableType(),
                "nothing determines T: Object, as javac infers it for that declaration");
        assertEquals("int", steps.get(2).variableType());
    }

    @Test
    void shouldCastArgumentsOfOverloadedMembersToExactParameterTypes() throws Exception {
        Statement[] flat = {
            st(new ConstructorOperation(StringBuilder.class.getConstructor(), StringBuilder.class)),
            st(new LiteralOperation(String.class, "x")),
            st(method(StringBuilder.class, StringBuilder.class, "append", true, Object.class), 0, 1),
        };
        List<Step> steps = TestCaseFactory.steps(flat, 3);
        assertEquals(Arrays.asList(null, "java.lang.Object"), steps.get(2).inputCasts(),
                "receiver needs no cast; the String argument is cast to pick append(Object)");
    }

    @Test
    void shouldCastPrimitivesOfDifferentTypes() throws Exception {
        Statement[] flat = {
            st(new LiteralOperation(int.class, 3)),
            st(method(Long.class, Long.class, "valueOf", true, long.class), 0),
        };
        assertEquals(Arrays.asList("long"), TestCaseFactory.steps(flat, 2).get(1).inputCasts());
    }

    @Test
    void shouldLeaveVariableTypeNullForVoidSteps() throws Exception {
        Statement[] flat = {
            st(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class)),
            st(method(ArrayList.class, ArrayList.class, "clear", false), 0),
        };
        List<Step> steps = TestCaseFactory.steps(flat, 2);
        assertEquals("java.util.ArrayList<java.lang.Object>", steps.get(0).variableType(), "nothing chose E");
        assertNull(steps.get(1).variableType());
        assertEquals(new Action.MethodCall("java.util.ArrayList", "clear", List.of(), "void", false),
                steps.get(1).action());
    }

    @Test
    void shouldKeepOnlyTheRequestedPrefix() throws Exception {
        Statement[] flat = {
            st(new LiteralOperation(int.class, 1)),
            st(new LiteralOperation(int.class, 2)),
            st(new LiteralOperation(int.class, 3)),
        };
        assertEquals(2, TestCaseFactory.steps(flat, 2).size());
        assertEquals(new Action.Literal("int", 2), TestCaseFactory.steps(flat, 2).get(1).action());
    }

    @Test
    void shouldBuildRegressionAndErrorTests() throws Exception {
        Statement[] flat = {
            st(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class)),
            st(method(ArrayList.class, ArrayList.class, "size", false), 0),
        };
        List<Check> checks = List.of(new Check.ValueCheck(1, null, 0));
        GeneratedTest reg = TestCaseFactory.regression("java.util.ArrayList", flat, 2, checks, 9, 4);
        assertEquals(TestKind.REGRESSION, reg.kind());
        assertEquals(checks, reg.checks());
        assertNull(reg.violation());
        assertNull(reg.failingMethod());
        assertEquals(9, reg.seed());
        assertEquals(4, reg.ordinal());
        assertEquals(2, reg.steps().size());

        Check failure = new Check.NoExceptionCheck(1, "java.lang.NullPointerException", "npe-without-null-input");
        GeneratedTest err = TestCaseFactory.error("java.util.ArrayList", flat, 2, failure, "npe-without-null-input",
                "java.util.ArrayList.size", 9, 5);
        assertEquals(TestKind.ERROR, err.kind());
        assertEquals(List.of(failure), err.checks());
        assertEquals("npe-without-null-input", err.violation());
        assertEquals("java.util.ArrayList.size", err.failingMethod());
        assertEquals(reg.steps(), err.steps());
    }
}
