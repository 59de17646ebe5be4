package dev.ferret.core.testcase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class VisitorTest {

    /** Names the visitor method called. */
    private static final class Names implements Action.Visitor<String>, Check.Visitor<String> {
        @Override
        public String constructorCall(Action.ConstructorCall call) {
            return "constructorCall";
        }

        @Override
        public String methodCall(Action.MethodCall call) {
            return "methodCall";
        }

        @Override
        public String fieldRead(Action.FieldRead read) {
            return "fieldRead";
        }

        @Override
        public String literal(Action.Literal literal) {
            return "literal";
        }

        @Override
        public String arrayLiteral(Action.ArrayLiteral array) {
            return "arrayLiteral";
        }

        @Override
        public String implementation(Action.Implementation implementation) {
            return "implementation";
        }

        @Override
        public String tempDir(Action.TempDir tempDir) {
            return "tempDir";
        }

        @Override
        public String valueCheck(Check.ValueCheck check) {
            return "valueCheck";
        }

        @Override
        public String throwsCheck(Check.ThrowsCheck check) {
            return "throwsCheck";
        }

        @Override
        public String contractCheck(Check.ContractCheck check) {
            return "contractCheck";
        }

        @Override
        public String noExceptionCheck(Check.NoExceptionCheck check) {
            return "noExceptionCheck";
        }
    }

    @Test
    void shouldCallTheVisitorMethodOfEachKindOfAction() {
        List<Action> actions = List.of(new Action.ConstructorCall("a.B", List.of()),
                new Action.MethodCall("a.B", "m", List.of(), "void", true), new Action.FieldRead("a.B", "F", "int"),
                new Action.Literal("int", 1), new Action.ArrayLiteral("int"),
                new Action.Implementation("java.lang.Runnable", List.of()), new Action.TempDir());
        assertEquals(List.of("constructorCall", "methodCall", "fieldRead", "literal", "arrayLiteral", "implementation",
                        "tempDir"),
                actions.stream().map(a -> a.accept(new Names())).toList());
        assertEquals(Action.class.getPermittedSubclasses().length, actions.size(), "every kind is listed here");
    }

    @Test
    void shouldCallTheVisitorMethodOfEachKindOfCheck() {
        List<Check> checks = List.of(new Check.ValueCheck(0, null, 1), new Check.ThrowsCheck(0, "a.E"),
                new Check.ContractCheck("c", "{0} != null", List.of(0), false),
                new Check.NoExceptionCheck(0, "a.E", "rule"));
        assertEquals(List.of("valueCheck", "throwsCheck", "contractCheck", "noExceptionCheck"),
                checks.stream().map(c -> c.accept(new Names())).toList());
        assertEquals(Check.class.getPermittedSubclasses().length, checks.size(), "every kind is listed here");
    }
}
