package dev.ferret.junit.render;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import java.util.List;

/**
 * Which literals are written inside the one call that uses them ({@code list.remove(100)})
 * rather than as a variable of their own: a literal step used exactly once, as an argument (not
 * the receiver) of a constructor or method call or an element of an array, or captured by a
 * generated implementation when it is written bare ({@code arg0 -> false}: not null, not negative,
 * of its own type; {@link StepWriter#captured}), and asserted by no check. {@link StepWriter#inlined} writes it with the type its variable had, so overload
 * resolution does not change.
 */
final class InlinedLiterals {

    private InlinedLiterals() {
    }

    /** Per step of the test, whether it is a literal written where it is used. */
    static boolean[] of(GeneratedTest test) {
        List<Step> steps = test.steps();
        int n = steps.size();
        int[] uses = new int[n];
        boolean[] asArgument = new boolean[n];
        for (Step step : steps) {
            // arguments a literal can be written into (not an implementation's: its bodies capture them as variables)
            boolean call = step.action() instanceof Action.ConstructorCall || step.action() instanceof Action.MethodCall
                    || step.action() instanceof Action.ArrayLiteral;
            boolean generated = step.action() instanceof Action.Implementation;
            int receiver = NameWords.receiver(step) >= 0 ? 0 : -1;
            for (int k = 0; k < step.inputs().size(); k++) {
                int input = step.inputs().get(k);
                if (input >= 0 && input < n) {
                    uses[input]++;
                    // a generated body captures a literal written as itself: arg0 -> false, not a boolean2 first
                    asArgument[input] = call && k != receiver || generated && StepWriter.bare(steps.get(input));
                }
            }
        }
        for (Check check : test.checks()) {
            for (int used : CheckRoles.usedSteps(check)) {
                if (used >= 0 && used < n) {
                    uses[used] += 2; // never inlined
                }
            }
        }
        boolean[] inlined = new boolean[n];
        for (int i = 0; i < n; i++) {
            inlined[i] = uses[i] == 1 && asArgument[i] && StepWriter.shape(steps.get(i)).literal() != null;
        }
        return inlined;
    }
}
