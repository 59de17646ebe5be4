package dev.ferret.junit.emit;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;

/** Names the member whose result a value check asserts, for reporting nondeterminism. */
final class ObservedMember {

    private ObservedMember() {
    }

    /**
     * {@code pkg.Type.observer()} for an observer called on a step's value, {@code pkg.Type.method()}
     * for the result of a method call, or the step's literal kind otherwise.
     */
    static String of(GeneratedTest test, Check.ValueCheck check) {
        Step step = check.step() >= 0 && check.step() < test.steps().size() ? test.steps().get(check.step()) : null;
        if (step == null) {
            return "?";
        }
        if (check.observer() != null) {
            String type = step.variableType() != null ? step.variableType() : ownerOf(step.action());
            return type + "." + check.observer() + "()";
        }
        Action action = step.action();
        if (action instanceof Action.MethodCall m) {
            return m.owner() + "." + m.name() + "()";
        }
        if (action instanceof Action.FieldRead f) {
            return f.owner() + "." + f.name();
        }
        return ownerOf(action);
    }

    private static String ownerOf(Action action) {
        if (action instanceof Action.ConstructorCall c) {
            return c.owner();
        }
        if (action instanceof Action.MethodCall m) {
            return m.returnType();
        }
        return action.getClass().getSimpleName();
    }
}
