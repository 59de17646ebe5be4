package dev.ferret.junit.render;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import java.util.List;

/**
 * Which literals are written inside the one call that uses them ({@code list.remove(100)})
 * rather than as a variable of their own: a literal step used exactly once, as an argument (not
 * the receiver) of a constructor or method call or an element of an array, and asserted by no
 * check. {@link StepWriter#inlined} writes it with the type its variable had, so overload
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
            boolean call = step.action().accept(TAKES_ARGUMENTS);
            int receiver = NameWords.receiver(step) >= 0 ? 0 : -1;
            for (int k = 0; k < step.inputs().size(); k++) {
                int input = step.inputs().get(k);
                if (input >= 0 && input < n) {
                    uses[input]++;
                    asArgument[input] = call && k != receiver;
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

    /** Whether an action's inputs are arguments a literal can be written into. */
    private static final Action.Visitor<Boolean> TAKES_ARGUMENTS = new Action.Visitor<>() {
        @Override
        public Boolean constructorCall(Action.ConstructorCall call) {
            return true;
        }

        @Override
        public Boolean methodCall(Action.MethodCall call) {
            return true;
        }

        @Override
        public Boolean fieldRead(Action.FieldRead read) {
            return false;
        }

        @Override
        public Boolean literal(Action.Literal literal) {
            return false;
        }

        @Override
        public Boolean arrayLiteral(Action.ArrayLiteral array) {
            return true;
        }

        @Override
        public Boolean implementation(Action.Implementation implementation) {
            return false; // its inputs are captured by generated bodies: they need variables
        }
    };
}
