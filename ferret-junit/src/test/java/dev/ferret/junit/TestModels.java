package dev.ferret.junit;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Small builder for hand-made generated tests. */
public final class TestModels {

    private final String classUnderTest;
    private final List<Step> steps = new ArrayList<>();
    private final List<Check> checks = new ArrayList<>();

    private TestModels(String classUnderTest) {
        this.classUnderTest = classUnderTest;
    }

    public static TestModels of(String classUnderTest) {
        return new TestModels(classUnderTest);
    }

    /** Adds a step; returns its index. */
    public int step(Action action, String variableType, Integer... inputs) {
        steps.add(Step.of(action, Arrays.asList(inputs), variableType));
        return steps.size() - 1;
    }

    public int step(Step step) {
        steps.add(step);
        return steps.size() - 1;
    }

    public int literal(String type, Object value) {
        return step(new Action.Literal(type, value), type);
    }

    public int construct(String owner, List<String> parameterTypes, Integer... inputs) {
        return step(new Action.ConstructorCall(owner, parameterTypes), owner, inputs);
    }

    public int call(String owner, String name, List<String> parameterTypes, String returnType, Integer... inputs) {
        return step(new Action.MethodCall(owner, name, parameterTypes, returnType, false), 
                "void".equals(returnType) ? null : returnType, inputs);
    }

    public int callStatic(String owner, String name, List<String> parameterTypes, String returnType,
                          Integer... inputs) {
        return step(new Action.MethodCall(owner, name, parameterTypes, returnType, true),
                "void".equals(returnType) ? null : returnType, inputs);
    }

    public TestModels check(Check check) {
        checks.add(check);
        return this;
    }

    public TestModels value(int step, String observer, Object expected) {
        return check(new Check.ValueCheck(step, observer, expected));
    }

    public GeneratedTest regression() {
        return new GeneratedTest(classUnderTest, TestKind.REGRESSION, steps, checks, null, null, 42L, 0L);
    }

    public GeneratedTest error(String violation, String failingMethod) {
        return new GeneratedTest(classUnderTest, TestKind.ERROR, steps, checks, violation, failingMethod, 42L, 0L);
    }

    /** new ArrayList(); add("a"); checks size()==1 and add returned true. */
    public static GeneratedTest arrayListAdd() {
        TestModels t = of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int s = t.literal("java.lang.String", "a");
        int added = t.call("java.util.ArrayList", "add", List.of("java.lang.Object"), "boolean", list, s);
        return t.value(list, "size", 1).value(added, null, true).value(list, "isEmpty", false).regression();
    }

    /** new TreeSet(); add(3); add(1); first()==1. */
    public static GeneratedTest treeSetFirst() {
        TestModels t = of("java.util.TreeSet");
        int set = t.construct("java.util.TreeSet", List.of());
        int three = t.literal("int", 3);
        int one = t.literal("int", 1);
        t.call("java.util.TreeSet", "add", List.of("java.lang.Object"), "boolean", set, three);
        t.call("java.util.TreeSet", "add", List.of("java.lang.Object"), "boolean", set, one);
        return t.value(set, "first", 1).value(set, "size", 2).value(set, "toString", "[1, 3]").regression();
    }

    /**
     * Calls of JDK methods returning arrays, each result asserted as it is: {@code split} (a
     * {@code String[]}), {@code TimeUnit.values()} (enum constants), {@code Arrays.copyOf} of a
     * {@code float[]} with {@code NaN} and {@code -0.0f}, of a {@code byte[]}, of an {@code int[]}
     * to 25 elements (its length only) and to none (empty), {@code toArray()} of a singleton list
     * of a {@code short} (an {@code Object[]}), and {@code toCharArray()} with a quote and a line break.
     */
    public static GeneratedTest arrayResults() {
        TestModels t = of("java.util.Arrays");
        int text = t.literal("java.lang.String", "a b");
        int space = t.literal("java.lang.String", " ");
        int split = t.call("java.lang.String", "split", List.of("java.lang.String"), "java.lang.String[]", text, space);
        int units = t.callStatic("java.util.concurrent.TimeUnit", "values", List.of(),
                "java.util.concurrent.TimeUnit[]");
        int nan = t.literal("float", Float.NaN);
        int negativeZero = t.literal("float", -0.0f);
        int floats = t.step(new Action.ArrayLiteral("float"), "float[]", nan, negativeZero);
        int two = t.literal("int", 2);
        int floatCopy = t.callStatic("java.util.Arrays", "copyOf", List.of("float[]", "int"), "float[]", floats, two);
        int minByte = t.literal("byte", Byte.MIN_VALUE);
        int bytes = t.step(new Action.ArrayLiteral("byte"), "byte[]", minByte);
        int one = t.literal("int", 1);
        int byteCopy = t.callStatic("java.util.Arrays", "copyOf", List.of("byte[]", "int"), "byte[]", bytes, one);
        int ints = t.step(new Action.ArrayLiteral("int"), "int[]", one);
        int many = t.literal("int", 25);
        int longCopy = t.callStatic("java.util.Arrays", "copyOf", List.of("int[]", "int"), "int[]", ints, many);
        int zero = t.literal("int", 0);
        int emptyCopy = t.callStatic("java.util.Arrays", "copyOf", List.of("int[]", "int"), "int[]", ints, zero);
        int shortValue = t.literal("java.lang.Short", (short) 7);
        int list = t.callStatic("java.util.Collections", "singletonList", List.of("java.lang.Object"), "java.util.List",
                shortValue);
        int objects = t.call("java.util.List", "toArray", List.of(), "java.lang.Object[]", list);
        int quoted = t.literal("java.lang.String", "'\n");
        int chars = t.call("java.lang.String", "toCharArray", List.of(), "char[]", quoted);
        List<Object> everyUnit = new ArrayList<>();
        for (java.util.concurrent.TimeUnit unit : java.util.concurrent.TimeUnit.values()) {
            everyUnit.add(new ArrayValue.Constant(unit.name()));
        }
        return t.value(split, null, ArrayValue.of("java.lang.String", List.of("a", "b")))
                .value(units, null, ArrayValue.of("java.util.concurrent.TimeUnit", everyUnit))
                .value(floatCopy, null, ArrayValue.of("float", List.of(Float.NaN, -0.0f)))
                .value(byteCopy, null, ArrayValue.of("byte", List.of(Byte.MIN_VALUE)))
                .value(longCopy, null, ArrayValue.ofLength("int", 25))
                .value(emptyCopy, null, ArrayValue.of("int", List.of()))
                .value(objects, null, ArrayValue.of("java.lang.Object", List.of((short) 7)))
                .value(chars, null, ArrayValue.of("char", List.of('\'', '\n')))
                .regression();
    }
}
