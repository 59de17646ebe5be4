package dev.ferret.junit.emit;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Removes from a regression test the statements of other classes than the classes under test that
 * feed nothing the test keeps: a statement stays when it calls (or reads a field of) a class under
 * test or a class nested in one, when a check observes its value, when a statement that stays
 * takes its value, or when it touches an object that a statement that stays (or a check) uses
 * after it. Objects are grouped by data flow (a call's receiver, arguments and result may share
 * state); numbers, booleans, characters and strings share none; every path and file made from the
 * temporary directory shares its files. So every call on a class under
 * test runs on the same objects in the same states as before, and what the test asserts is
 * computed the same way.
 *
 * <p>Applied to the model before anything is rendered, compiled or re-run, so the flaky filter
 * checks the sliced test the user gets. Error-revealing and crash tests are left whole.
 */
final class TestSlicer {

    private static final Set<String> PLAIN_VALUES = Set.of("boolean", "byte", "short", "char", "int", "long",
            "float", "double", "void", "java.lang.Boolean", "java.lang.Byte", "java.lang.Short",
            "java.lang.Character", "java.lang.Integer", "java.lang.Long", "java.lang.Float", "java.lang.Double",
            "java.lang.String");

    private final Set<String> classesUnderTest;

    /** @param classesUnderTest binary names of the run's classes under test (besides each test's own) */
    TestSlicer(Collection<String> classesUnderTest) {
        this.classesUnderTest = new TreeSet<>(classesUnderTest);
    }

    /**
     * The test without the statements that feed nothing it keeps; the same object when none go,
     * or when it would keep none (a test that neither calls a class under test nor asserts).
     */
    GeneratedTest slice(GeneratedTest test) {
        if (test.kind() != TestKind.REGRESSION) {
            return test;
        }
        BitSet needed = needed(test);
        int n = test.steps().size();
        if (needed.cardinality() == n || needed.isEmpty()) {
            return test; // nothing to remove, or nothing of a class under test to keep: left as found
        }
        int[] index = new int[n];
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            index[i] = needed.get(i) ? steps.size() : -1;
            if (needed.get(i)) {
                Step step = test.steps().get(i);
                List<Integer> inputs = step.inputs().stream().map(in -> in >= 0 && in < n ? index[in] : in).toList();
                steps.add(step.withInputs(inputs));
            }
        }
        List<Check> checks = test.checks().stream().map(c -> c.accept(new Renumbering(index))).toList();
        return new GeneratedTest(test.classUnderTest(), test.kind(), steps, checks, test.violation(),
                test.failingMethod(), test.seed(), test.ordinal(), test.coverage());
    }

    /** The steps that stay, found from the last step back. */
    private BitSet needed(GeneratedTest test) {
        List<Step> steps = test.steps();
        int n = steps.size();
        int[] group = groups(steps);
        BitSet liveGroups = new BitSet();
        BitSet needed = new BitSet();
        BitSet used = new BitSet();
        for (Check check : test.checks()) {
            for (int step : check.accept(OBSERVED)) {
                if (step >= 0 && step < n) {
                    needed.set(step);
                    liveGroups.set(group[step]);
                }
            }
        }
        for (int i = n - 1; i >= 0; i--) {
            Step step = steps.get(i);
            boolean touchesLive = liveGroups.get(group[i]);
            for (int input : step.inputs()) {
                touchesLive |= input >= 0 && input < n && liveGroups.get(group[input]);
            }
            if (needed.get(i) || used.get(i) || touchesLive || isOfClassUnderTest(step, test.classUnderTest())) {
                needed.set(i);
                liveGroups.set(group[i]);
                for (int input : step.inputs()) {
                    if (input >= 0 && input < n) {
                        used.set(input);
                        liveGroups.set(group[input]);
                    }
                }
            }
        }
        return needed;
    }

    /**
     * Per step, its group: steps whose objects may share state, joined through every step that
     * takes or returns them. A step with a plain value (a number, a string, nothing) is a group
     * of its own and joins none.
     */
    private static int[] groups(List<Step> steps) {
        int n = steps.size();
        int[] parent = new int[n];
        int tempDir = -1;
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            if (steps.get(i).action() instanceof Action.TempDir) { // one directory, however often it appears
                if (tempDir < 0) {
                    tempDir = i;
                } else {
                    parent[i] = tempDir;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            Step step = steps.get(i);
            int anchor = plain(step) ? -1 : i;
            for (int input : step.inputs()) {
                if (input >= 0 && input < i && !plain(steps.get(input))) {
                    if (anchor < 0) {
                        anchor = input;
                    } else {
                        parent[find(parent, input)] = find(parent, anchor);
                    }
                }
            }
        }
        int[] group = new int[n];
        for (int i = 0; i < n; i++) {
            group[i] = find(parent, i);
        }
        return group;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /**
     * Whether a step's value can share no state with others: a literal (a number, a string,
     * {@code null}), a primitive, a box, a string, or no value.
     */
    private static boolean plain(Step step) {
        String natural = step.action().accept(VALUE_TYPE);
        return natural == null || PLAIN_VALUES.contains(step.variableType() != null ? step.variableType() : natural);
    }

    private boolean isOfClassUnderTest(Step step, String testClass) {
        String owner = step.action().memberOwner();
        if (owner == null) {
            return false;
        }
        if (within(owner, testClass)) {
            return true;
        }
        for (String c : classesUnderTest) {
            if (within(owner, c)) {
                return true;
            }
        }
        return false;
    }

    private static boolean within(String owner, String c) {
        return owner.equals(c) || owner.startsWith(c + "$");
    }

    /** The type of the value a step produces; {@code null} for a literal. */
    private static final Action.Visitor<String> VALUE_TYPE = new Action.Visitor<>() {
        @Override
        public String constructorCall(Action.ConstructorCall call) {
            return call.owner();
        }

        @Override
        public String methodCall(Action.MethodCall call) {
            return call.returnType();
        }

        @Override
        public String fieldRead(Action.FieldRead read) {
            return read.type();
        }

        @Override
        public String literal(Action.Literal literal) {
            return null; // a literal shares no state
        }

        @Override
        public String arrayLiteral(Action.ArrayLiteral array) {
            return array.componentType() + "[]";
        }

        @Override
        public String implementation(Action.Implementation implementation) {
            return implementation.interfaceType();
        }

        @Override
        public String tempDir(Action.TempDir tempDir) {
            return Action.TempDir.TYPE; // the file system under it: state every path and file made from it shares
        }
    };

    /** The steps a check observes or wraps. */
    private static final Check.Visitor<List<Integer>> OBSERVED = new Check.Visitor<>() {
        @Override
        public List<Integer> valueCheck(Check.ValueCheck check) {
            return List.of(check.step());
        }

        @Override
        public List<Integer> throwsCheck(Check.ThrowsCheck check) {
            return List.of(check.step());
        }

        @Override
        public List<Integer> contractCheck(Check.ContractCheck check) {
            return check.operands();
        }

        @Override
        public List<Integer> noExceptionCheck(Check.NoExceptionCheck check) {
            return List.of(check.step());
        }
    };

    /** A check with its steps renumbered after the slice (every step a check observes stays). */
    private record Renumbering(int[] index) implements Check.Visitor<Check> {
        private int at(int step) {
            return step >= 0 && step < index.length ? index[step] : step;
        }

        @Override
        public Check valueCheck(Check.ValueCheck c) {
            return new Check.ValueCheck(at(c.step()), c.observer(), c.expected());
        }

        @Override
        public Check throwsCheck(Check.ThrowsCheck c) {
            return new Check.ThrowsCheck(at(c.step()), c.exceptionType());
        }

        @Override
        public Check contractCheck(Check.ContractCheck c) {
            return new Check.ContractCheck(c.contract(), c.condition(), c.operands().stream().map(this::at).toList(),
                    c.throwsException());
        }

        @Override
        public Check noExceptionCheck(Check.NoExceptionCheck c) {
            return new Check.NoExceptionCheck(at(c.step()), c.exceptionType(), c.rule());
        }
    }
}
