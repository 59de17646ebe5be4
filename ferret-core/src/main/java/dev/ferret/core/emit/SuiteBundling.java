package dev.ferret.core.emit;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Brings a class under test down to a number of test methods by bundling small regression tests
 * of the same method into one, as a person writing tests by hand groups the cases of a method:
 * where a reduced suite still has more tests for a class than the cap (its coverage needs them),
 * tests that only assert values (no expected exception, no contract) are ordered by the method
 * their last step calls and consecutive ones are joined, each keeping its own statements and
 * assertions, until the class is within the cap. A bundle runs its parts one after the other;
 * its coverage is the union of theirs. Tests of other classes, and classes within the cap, are
 * returned unchanged. Deterministic for a given input.
 */
public final class SuiteBundling {

    /**
     * The tests per class a reduction may keep for behaviours before bundling brings the class to
     * {@link SuiteReduction#DEFAULT_TESTS_PER_CLASS} test methods: twice as many, so that the
     * suite asserts more behaviours in as many methods (on collections4 the reduced suite's
     * mutation score went from 93.5% to 95.1% of the full suite's).
     */
    public static final int TESTS_BEFORE_BUNDLING = 2 * SuiteReduction.DEFAULT_TESTS_PER_CLASS;

    /** The most statements a bundle is made with, so that it stays readable. */
    static final int MAX_BUNDLE_STEPS = 40;

    private SuiteBundling() {
    }

    /**
     * @param tests regression tests, in any order
     * @param perClass the most test methods wanted per class under test
     * @return the tests, bundled where a class has more than {@code perClass}, in the order of the
     *     input (a bundle where its first part was)
     */
    public static List<GeneratedTest> bundle(List<GeneratedTest> tests, int perClass) {
        Map<String, List<GeneratedTest>> byClass = new LinkedHashMap<>();
        for (GeneratedTest t : tests) {
            byClass.computeIfAbsent(t.classUnderTest(), k -> new ArrayList<>()).add(t);
        }
        Map<GeneratedTest, GeneratedTest> replacedBy = new java.util.IdentityHashMap<>();
        for (List<GeneratedTest> ofClass : byClass.values()) {
            if (ofClass.size() > perClass) {
                bundleClass(ofClass, perClass, replacedBy);
            }
        }
        List<GeneratedTest> out = new ArrayList<>();
        for (GeneratedTest t : tests) {
            GeneratedTest now = replacedBy.containsKey(t) ? replacedBy.get(t) : t;
            if (now != null) {
                out.add(now);
            }
        }
        return out;
    }

    private static void bundleClass(List<GeneratedTest> ofClass, int perClass,
                                    Map<GeneratedTest, GeneratedTest> replacedBy) {
        List<GeneratedTest> joinable = new ArrayList<>();
        for (GeneratedTest t : ofClass) {
            if (joinable(t)) {
                joinable.add(t);
            }
        }
        int others = ofClass.size() - joinable.size();
        int wanted = Math.max(1, perClass - others);
        if (joinable.size() <= wanted) {
            return;
        }
        joinable.sort(Comparator.comparing(SuiteBundling::lastMethod).thenComparingLong(GeneratedTest::ordinal));
        int perBundle = (joinable.size() + wanted - 1) / wanted;
        List<GeneratedTest> parts = new ArrayList<>();
        int steps = 0;
        for (GeneratedTest t : joinable) {
            if (!parts.isEmpty() && (parts.size() == perBundle || steps + t.steps().size() > MAX_BUNDLE_STEPS)) {
                close(parts, replacedBy);
                parts.clear();
                steps = 0;
            }
            parts.add(t);
            steps += t.steps().size();
        }
        close(parts, replacedBy);
    }

    private static void close(List<GeneratedTest> parts, Map<GeneratedTest, GeneratedTest> replacedBy) {
        if (parts.size() < 2) {
            return;
        }
        GeneratedTest joined = join(parts);
        replacedBy.put(parts.get(0), joined);
        for (int i = 1; i < parts.size(); i++) {
            replacedBy.put(parts.get(i), null);
        }
    }

    /** Whether a test only asserts values, so that its parts can run one after another. */
    static boolean joinable(GeneratedTest t) {
        for (Check c : t.checks()) {
            if (!(c instanceof Check.ValueCheck)) {
                return false;
            }
        }
        return !t.steps().isEmpty();
    }

    /** The name of the method the test's last step calls (its constructor's class, or the action's text). */
    static String lastMethod(GeneratedTest t) {
        Action a = t.steps().get(t.steps().size() - 1).action();
        if (a instanceof Action.MethodCall m) {
            return m.name();
        }
        if (a instanceof Action.ConstructorCall c) {
            return "<init>";
        }
        return "~" + a.getClass().getSimpleName();
    }

    /** One test that runs the parts one after another: steps and checks renumbered, coverage united. */
    static GeneratedTest join(List<GeneratedTest> parts) {
        List<Step> steps = new ArrayList<>();
        List<Check> checks = new ArrayList<>();
        BitSet goals = new BitSet();
        for (GeneratedTest part : parts) {
            int offset = steps.size();
            for (Step s : part.steps()) {
                List<Integer> inputs = s.inputs().stream().map(i -> i + offset).toList();
                steps.add(s.withInputs(inputs));
            }
            for (Check c : part.checks()) {
                Check.ValueCheck v = (Check.ValueCheck) c;
                checks.add(new Check.ValueCheck(v.step() + offset, v.observer(), v.expected()));
            }
            for (int i = 0; i < part.coverage().size(); i++) {
                goals.set(part.coverage().goal(i));
            }
        }
        GeneratedTest first = parts.get(0);
        return new GeneratedTest(first.classUnderTest(), first.kind(), steps, checks, first.violation(),
                first.failingMethod(), first.seed(), first.ordinal(), Coverage.of(goals.stream().toArray()));
    }
}
