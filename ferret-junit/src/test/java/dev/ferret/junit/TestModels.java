package dev.ferret.junit;

import dev.ferret.core.testcase.Action;
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
}
