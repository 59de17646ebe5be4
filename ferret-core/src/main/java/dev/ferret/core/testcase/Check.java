package dev.ferret.core.testcase;

import java.util.List;

/**
 * An assertion of a generated test.
 *
 * <p>Code that treats the kinds of check differently dispatches through {@link #accept} with a
 * {@link Visitor}, never through {@code instanceof} chains: a new kind of check adds a method to
 * {@code Visitor}, so every such place stops compiling until it handles the new kind.
 */
public sealed interface Check extends java.io.Serializable {

    /**
     * Calls the visitor's method for this kind of check.
     *
     * @param <R> what the visitor returns
     * @param visitor the operation to apply
     * @return the visitor's result
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * An operation on a check, with one method per kind of check.
     *
     * @param <R> the result type
     */
    /** {@code check} if it is a value check, else {@code null}. */
    static ValueCheck valueCheckOrNull(Check check) {
        return check.accept(new Visitor<>() {
            @Override
            public ValueCheck valueCheck(ValueCheck c) {
                return c;
            }

            @Override
            public ValueCheck throwsCheck(ThrowsCheck c) {
                return null;
            }

            @Override
            public ValueCheck contractCheck(ContractCheck c) {
                return null;
            }

            @Override
            public ValueCheck noExceptionCheck(NoExceptionCheck c) {
                return null;
            }
        });
    }

    interface Visitor<R> {
        /** Applies to a value check. */
        R valueCheck(ValueCheck check);

        /** Applies to an expected exception. */
        R throwsCheck(ThrowsCheck check);

        /** Applies to a violated contract. */
        R contractCheck(ContractCheck check);

        /** Applies to an exception classified as an error. */
        R noExceptionCheck(NoExceptionCheck check);
    }

    /**
     * The value of a step, or of a no-argument observer called on it, equals {@code expected}.
     *
     * @param step the step whose value is observed
     * @param observer name of a public no-argument instance method to call on the value, or
     *     {@code null} to assert the step's value itself
     * @param expected a boxed primitive, a {@code String}, an {@link ArrayValue} (the step's
     *     value is an array), or {@code null}
     */
    record ValueCheck(int step, String observer, Object expected) implements Check {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.valueCheck(this);
        }
    }

    /**
     * The step throws an exception of the given (public) type; the step is the last one.
     */
    record ThrowsCheck(int step, String exceptionType) implements Check {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.throwsCheck(this);
        }
    }

    /**
     * A contract that must hold but does not: a Java boolean expression over step values.
     *
     * @param contract the contract's name, used in the assertion message
     * @param condition a boolean Java expression with placeholders {@code {0}}, {@code {1}}, ...
     *     standing for the operands' variables, e.g. {@code {0}.equals({1}) == {1}.equals({0})}
     * @param operands step indices, one per placeholder
     * @param throwsException true when evaluating the condition throws rather than returning
     *     false; the renderer then asserts that evaluating it does not throw
     */
    record ContractCheck(String contract, String condition, List<Integer> operands,
                         boolean throwsException) implements Check {
        public ContractCheck {
            operands = List.copyOf(operands);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.contractCheck(this);
        }
    }

    /**
     * The step throws an exception that the exception policy classifies as an error; the test
     * asserts that the step does not throw, naming the rule in the message. The step is the last
     * one.
     *
     * @param rule the rule's name, e.g. {@code npe-without-null-input}
     */
    record NoExceptionCheck(int step, String exceptionType, String rule) implements Check {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.noExceptionCheck(this);
        }
    }
}
