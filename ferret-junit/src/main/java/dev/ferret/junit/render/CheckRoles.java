package dev.ferret.junit.render;

import dev.ferret.core.testcase.Check;
import java.util.List;

/** What each kind of check means for the layout of a test method. */
final class CheckRoles {

    private CheckRoles() {
    }

    /**
     * The step a check wraps in an assertion about its exception (an expected exception, or one
     * that must not be thrown), or -1 for a check asserted after the steps.
     */
    static int wrappedStep(Check check) {
        return check.accept(WRAPPED_STEP);
    }

    /** The steps whose values a check asserted after the steps refers to. */
    static List<Integer> usedSteps(Check check) {
        return check.accept(USED_STEPS);
    }

    /** The exception type a check wrapping a step names (expected or not), else {@code null}. */
    static String exceptionType(Check check) {
        return check.accept(EXCEPTION_TYPE);
    }

    /** The check if it is a value check, else {@code null}. */
    static Check.ValueCheck asValueCheck(Check check) {
        return Check.valueCheckOrNull(check);
    }

    private static final Check.Visitor<Integer> WRAPPED_STEP = new Check.Visitor<>() {
        @Override
        public Integer valueCheck(Check.ValueCheck check) {
            return -1;
        }

        @Override
        public Integer throwsCheck(Check.ThrowsCheck check) {
            return check.step();
        }

        @Override
        public Integer contractCheck(Check.ContractCheck check) {
            return -1;
        }

        @Override
        public Integer noExceptionCheck(Check.NoExceptionCheck check) {
            return check.step();
        }
    };

    private static final Check.Visitor<List<Integer>> USED_STEPS = new Check.Visitor<>() {
        @Override
        public List<Integer> valueCheck(Check.ValueCheck check) {
            return List.of(check.step());
        }

        @Override
        public List<Integer> throwsCheck(Check.ThrowsCheck check) {
            return List.of(); // the wrapped step is rendered in place
        }

        @Override
        public List<Integer> contractCheck(Check.ContractCheck check) {
            return check.operands();
        }

        @Override
        public List<Integer> noExceptionCheck(Check.NoExceptionCheck check) {
            return List.of(); // the wrapped step is rendered in place
        }
    };

    private static final Check.Visitor<String> EXCEPTION_TYPE = new Check.Visitor<>() {
        @Override
        public String valueCheck(Check.ValueCheck check) {
            return null;
        }

        @Override
        public String throwsCheck(Check.ThrowsCheck check) {
            return check.exceptionType();
        }

        @Override
        public String contractCheck(Check.ContractCheck check) {
            return null;
        }

        @Override
        public String noExceptionCheck(Check.NoExceptionCheck check) {
            return check.exceptionType();
        }
    };
}
