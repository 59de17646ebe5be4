package dev.ferret.junit.errors;

import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.rerun.RunBreakers;
import dev.ferret.junit.rerun.TestFailure;
import java.util.List;
import java.util.Set;

/**
 * How an error-revealing test failed in the worker, as a test runner's report shows it: its one
 * failing check's assertion ({@code Contract violated: <contract or rule>...}, the message every
 * rendering of the check carries in JUnit 5 and 4) thrown as an assertion failure, and, for a check
 * that wraps a call ({@code assertDoesNotThrow} or JUnit 4's try/catch), the exception the worker
 * saw as its cause. {@link #judge} tells a run's failure apart from that one.
 *
 * <p>A {@code StackOverflowError} is judged like any exception: it is the failure when the worker
 * saw one (a rule made it an error: the unbounded recursion is the bug), and another failure when
 * the worker saw something else. An {@code OutOfMemoryError} anywhere in the failure is always
 * {@link DroppedErrorTest.Reason#OUT_OF_MEMORY}: JUnit 5 rethrows it out of the whole run, so such a
 * test takes every other test's result with it in a build.
 */
final class ExpectedFailure {

    private static final String OUT_OF_MEMORY = "java.lang.OutOfMemoryError";
    private static final String TIMEOUT = "java.util.concurrent.TimeoutException";
    /** Thrown while evaluating a contract, these are no violation in the worker (the checker skips the contract). */
    private static final Set<String> NOT_VIOLATIONS = Set.of("java.lang.StackOverflowError", OUT_OF_MEMORY,
            "java.util.ConcurrentModificationException");
    private static final List<String> ASSERTION_TYPES = List.of("org.opentest4j.AssertionFailedError",
            "java.lang.AssertionError", "junit.framework.AssertionFailedError", "junit.framework.ComparisonFailure",
            "org.junit.ComparisonFailure", "org.opentest4j.MultipleFailuresError");

    /** What a verdict says: null for the expected failure. */
    record Mismatch(DroppedErrorTest.Reason reason, String detail) { }

    private final String message;
    /** The cause the assertion must carry: an exception type, "" for any, null for none. */
    private final String cause;

    private ExpectedFailure(String message, String cause) {
        this.message = message;
        this.cause = cause;
    }

    /** The failure of a test's failing check, or {@code null} when it has none (nothing to compare). */
    static ExpectedFailure of(GeneratedTest test) {
        for (Check check : test.checks()) {
            ExpectedFailure f = check.accept(new Check.Visitor<ExpectedFailure>() {
                @Override
                public ExpectedFailure valueCheck(Check.ValueCheck c) {
                    return null;
                }

                @Override
                public ExpectedFailure throwsCheck(Check.ThrowsCheck c) {
                    return null;
                }

                @Override
                public ExpectedFailure contractCheck(Check.ContractCheck c) {
                    return new ExpectedFailure("Contract violated: " + c.contract(), c.throwsException() ? "" : null);
                }

                @Override
                public ExpectedFailure noExceptionCheck(Check.NoExceptionCheck c) {
                    return new ExpectedFailure("Contract violated: " + c.rule() + ": " + c.exceptionType(),
                            c.exceptionType());
                }
            });
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    /** Compares a run's failure of the test with this one; {@code null} when it is this one. */
    Mismatch judge(TestFailure failure) {
        String detail = brief(failure.type() + ": " + failure.message());
        if (failure.type().equals(RunBreakers.BREAKER_TYPE)) {
            return failure.message().contains("OutOfMemoryError")
                    ? new Mismatch(DroppedErrorTest.Reason.OUT_OF_MEMORY, brief(failure.message()))
                    : failure.message().contains("killed")
                    ? new Mismatch(DroppedErrorTest.Reason.HUNG, brief(failure.message()))
                    : new Mismatch(DroppedErrorTest.Reason.ENDED_JVM, brief(failure.message()));
        }
        if (failure.type().equals(OUT_OF_MEMORY) || failure.causes().contains(OUT_OF_MEMORY)) {
            return new Mismatch(DroppedErrorTest.Reason.OUT_OF_MEMORY, detail);
        }
        if (failure.type().equals(TIMEOUT) && failure.message().contains("timed out after")) {
            return new Mismatch(DroppedErrorTest.Reason.HUNG, detail);
        }
        boolean asserted = ASSERTION_TYPES.contains(failure.type()) && failure.message().startsWith(message)
                && (failure.message().length() == message.length() || !isNamePart(failure.message().charAt(message.length())));
        if (!asserted || !causeMatches(failure.causes())) {
            return new Mismatch(DroppedErrorTest.Reason.OTHER_FAILURE, detail
                    + (failure.causes().isEmpty() ? "" : ", caused by " + failure.causes().get(0)));
        }
        return null;
    }

    private boolean causeMatches(List<String> causes) {
        if (cause == null) {
            return true;
        }
        if (causes.isEmpty()) {
            return false;
        }
        String first = causes.get(0);
        if (cause.isEmpty()) {
            return !NOT_VIOLATIONS.contains(first);
        }
        return first.equals(cause)
                // a generated body's assertion is reported as an AssertionError; JUnit 5's is a subclass
                || cause.equals("java.lang.AssertionError") && ASSERTION_TYPES.contains(first);
    }

    /** Whether a character continues a contract or rule name ({@code equals} is not {@code equals-symmetric}). */
    private static boolean isNamePart(char c) {
        return Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.';
    }

    /** A failure's first line, cut to fit a summary line. */
    static String brief(String text) {
        String line = text.lines().findFirst().orElse("").strip();
        return line.length() <= 160 ? line : line.substring(0, 157) + "...";
    }
}
