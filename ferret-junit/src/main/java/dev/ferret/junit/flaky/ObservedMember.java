package dev.ferret.junit.flaky;

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
     * for the result of a method call, or of the last call given an array the test made (what
     * that call did to it), or the step's literal kind otherwise.
     */
    static String of(GeneratedTest test, Check.ValueCheck check) {
        Step step = check.step() >= 0 && check.step() < test.steps().size() ? test.steps().get(check.step()) : null;
        if (step == null) {
            return "?";
        }
        if (check.observer() != null) {
            String type = step.variableType() != null ? step.variableType() : step.action().accept(VALUE_TYPE);
            return type + "." + check.observer() + "()";
        }
        if (step.action() instanceof Action.ArrayLiteral) { // an array asserted for what a later call did to it
            for (int i = test.steps().size() - 1; i > check.step(); i--) {
                if (test.steps().get(i).inputs().contains(check.step())) {
                    return ofStep(test, i);
                }
            }
        }
        return step.action().accept(MEMBER);
    }

    /** The member the step at {@code index} calls or reads, or its type (a constructor) or kind (a literal). */
    static String ofStep(GeneratedTest test, int index) {
        return test.steps().get(index).action().accept(MEMBER);
    }

    /** The member an action reads or calls, or its type (a constructor) or kind (a literal). */
    private static final Action.Visitor<String> MEMBER = new Action.Visitor<>() {
        @Override
        public String constructorCall(Action.ConstructorCall call) {
            return call.owner();
        }

        @Override
        public String methodCall(Action.MethodCall call) {
            return call.owner() + "." + call.name() + "()";
        }

        @Override
        public String fieldRead(Action.FieldRead read) {
            return read.owner() + "." + read.name();
        }

        @Override
        public String literal(Action.Literal literal) {
            return "Literal";
        }

        @Override
        public String arrayLiteral(Action.ArrayLiteral array) {
            return "ArrayLiteral";
        }

        @Override
        public String implementation(Action.Implementation implementation) {
            return implementation.interfaceType();
        }

        @Override
        public String tempDir(Action.TempDir tempDir) {
            return "TempDir";
        }
    };

    /** The type of the value a constructor or method call makes, or the kind of other actions. */
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
            return "FieldRead";
        }

        @Override
        public String literal(Action.Literal literal) {
            return "Literal";
        }

        @Override
        public String arrayLiteral(Action.ArrayLiteral array) {
            return "ArrayLiteral";
        }

        @Override
        public String implementation(Action.Implementation implementation) {
            return implementation.interfaceType();
        }

        @Override
        public String tempDir(Action.TempDir tempDir) {
            return Action.TempDir.TYPE;
        }
    };
}
