package dev.ferret.core.testcase;

import java.util.List;

/** An assertion of a generated test. */
public sealed interface Check extends java.io.Serializable {

    /**
     * The value of a step, or of a no-argument observer called on it, equals {@code expected}.
     *
     * @param step the step whose value is observed
     * @param observer name of a public no-argument instance method to call on the value, or
     *     {@code null} to assert the step's value itself
     * @param expected a boxed primitive, a {@code String}, or {@code null}
     */
    record ValueCheck(int step, String observer, Object expected) implements Check { }

    /**
     * The step throws an exception of the given (public) type; the step is the last one.
     */
    record ThrowsCheck(int step, String exceptionType) implements Check { }

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
    }

    /**
     * The step throws an exception that the exception policy classifies as an error; the test
     * asserts that the step does not throw, naming the rule in the message. The step is the last
     * one.
     *
     * @param rule the rule's name, e.g. {@code npe-without-null-input}
     */
    record NoExceptionCheck(int step, String exceptionType, String rule) implements Check { }
}
