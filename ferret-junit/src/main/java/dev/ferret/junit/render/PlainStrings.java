package dev.ferret.junit.render;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * Strings written as literals: a {@code new String("text")} of a literal becomes the literal
 * {@code "text"} ({@code new String()} becomes {@code ""}), as a developer writes it. Equal, with the same hash code, the value runs the
 * same code under test unless that code tells them apart by identity or by reachability (an
 * interned literal is never collected): not in a test that uses a class named for identity,
 * references or weak or soft keys ({@code IdentityHashMap}, {@code ReferenceMap},
 * {@code WeakHashMap}). A literal only such copies used is then not written at all.
 */
final class PlainStrings {

    private static final String STRING = "java.lang.String";

    private PlainStrings() {
    }

    /**
     * A test with each such copy replaced by a literal step.
     *
     * @param test the test, the same one when it has no such copy
     * @param unwritten per step, whether it is a literal only the copies used, now used by nothing
     */
    record Plain(GeneratedTest test, boolean[] unwritten) { }

    /** The test with each such copy replaced by a literal step. */
    static Plain of(GeneratedTest test) {
        List<Step> steps = test.steps();
        int n = steps.size();
        boolean[] unwritten = new boolean[n];
        if (steps.stream().anyMatch(PlainStrings::identitySensitive)) {
            return new Plain(test, unwritten);
        }
        int[] uses = uses(test);
        List<Step> plain = null;
        for (int i = 0; i < n; i++) {
            String text = copied(steps, i);
            if (text == null) {
                continue;
            }
            if (plain == null) {
                plain = new ArrayList<>(steps);
            }
            Step copy = steps.get(i);
            if (!copy.inputs().isEmpty()) {
                uses[copy.inputs().get(0)]--;
            }
            plain.set(i, new Step(new Action.Literal(STRING, text), List.of(), List.of(), copy.variableType(),
                    copy.rawTypes()));
        }
        if (plain == null) {
            return new Plain(test, unwritten);
        }
        for (int i = 0; i < n; i++) {
            unwritten[i] = uses[i] == 0 && stringLiteral(steps.get(i)) != null && uses(steps, i);
        }
        return new Plain(new GeneratedTest(test.classUnderTest(), test.kind(), plain, test.checks(), test.violation(),
                test.failingMethod(), test.seed(), test.ordinal(), test.coverage()), unwritten);
    }

    /** Whether some copy used step {@code literal}: one that nothing uses now. */
    private static boolean uses(List<Step> steps, int literal) {
        for (int i = literal + 1; i < steps.size(); i++) {
            if (steps.get(i).inputs().size() == 1 && steps.get(i).inputs().get(0) == literal && copied(steps, i) != null) {
                return true;
            }
        }
        return false;
    }

    /** Whether a step uses a class whose behaviour may depend on an object's identity or reachability. */
    private static boolean identitySensitive(Step step) {
        String owner = step.action().memberOwner();
        String type = step.variableType();
        return sensitive(owner) || sensitive(type);
    }

    private static boolean sensitive(String name) {
        return name != null && (name.contains("Identity") || name.contains("Reference") || name.contains("Weak")
                || name.contains("Soft"));
    }

    /** The text of a {@code new String(literal)} step ({@code ""} for {@code new String()}), else {@code null}. */
    private static String copied(List<Step> steps, int i) {
        Step step = steps.get(i);
        if (!(step.action() instanceof Action.ConstructorCall c) || !STRING.equals(c.owner())) {
            return null;
        }
        if (c.parameterTypes().isEmpty() && step.inputs().isEmpty()) {
            return "";
        }
        if (!List.of(STRING).equals(c.parameterTypes()) || step.inputs().size() != 1
                || step.inputCasts().get(0) != null) {
            return null;
        }
        int input = step.inputs().get(0);
        return input >= 0 && input < i ? stringLiteral(steps.get(input)) : null;
    }

    /** The text of a non-null string literal step, else {@code null}. */
    private static String stringLiteral(Step step) {
        return step.action() instanceof Action.Literal l && l.value() instanceof String s ? s : null;
    }

    /** How many times each step's value is used, by later steps' inputs and by checks. */
    private static int[] uses(GeneratedTest test) {
        int n = test.steps().size();
        int[] uses = new int[n];
        for (Step step : test.steps()) {
            for (int input : step.inputs()) {
                if (input >= 0 && input < n) {
                    uses[input]++;
                }
            }
        }
        for (Check check : test.checks()) {
            for (int used : CheckRoles.usedSteps(check)) {
                if (used >= 0 && used < n) {
                    uses[used]++;
                }
            }
        }
        return uses;
    }
}
