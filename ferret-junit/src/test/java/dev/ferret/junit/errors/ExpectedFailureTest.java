package dev.ferret.junit.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.TestModels;
import dev.ferret.junit.rerun.RunBreakers;
import dev.ferret.junit.rerun.TestFailure;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A run's failure of an error test against the failure the worker saw, as a runner's report shows both. */
class ExpectedFailureTest {

    private static final String J5_ASSERTION = "org.opentest4j.AssertionFailedError";

    private static GeneratedTest withCheck(Check check) {
        TestModels t = TestModels.of("a.B");
        t.construct("a.B", List.of());
        return t.check(check).error("r", "a.B.m");
    }

    private static TestFailure failure(String type, String message, String... causes) {
        return new TestFailure("p.BErrorTest", "m", type, message, List.of(12), Map.of(), List.of(causes));
    }

    private static DroppedErrorTest.Reason reason(ExpectedFailure expected, TestFailure failure) {
        ExpectedFailure.Mismatch m = expected.judge(failure);
        return m == null ? null : m.reason();
    }

    private final ExpectedFailure npe = ExpectedFailure.of(withCheck(
            new Check.NoExceptionCheck(0, "java.lang.NullPointerException", "npe-without-null-input")));
    private final ExpectedFailure contract = ExpectedFailure.of(withCheck(
            new Check.ContractCheck("equals", "{0}.equals({0})", List.of(0), false)));
    private final ExpectedFailure throwingContract = ExpectedFailure.of(withCheck(
            new Check.ContractCheck("hashCode-throws", "{0}.hashCode() == {0}.hashCode()", List.of(0), true)));

    @Test
    void shouldAcceptTheAssertionAndCauseTheWorkerSaw() {
        String message = "Contract violated: npe-without-null-input: java.lang.NullPointerException";
        assertNull(npe.judge(failure(J5_ASSERTION, message + " ==> Unexpected exception thrown: "
                + "java.lang.NullPointerException: x", "java.lang.NullPointerException")));
        assertNull(npe.judge(failure("java.lang.AssertionError", message, "java.lang.NullPointerException")), "JUnit 4");
        assertNull(contract.judge(failure(J5_ASSERTION, "Contract violated: equals ==> expected: <true> but was: <false>")));
        assertNull(throwingContract.judge(failure(J5_ASSERTION, "Contract violated: hashCode-throws ==> Unexpected "
                + "exception thrown: java.lang.IllegalStateException", "java.lang.IllegalStateException")));
    }

    @Test
    void shouldCallAnotherExceptionOrAssertionAnotherFailure() {
        String message = "Contract violated: npe-without-null-input: java.lang.NullPointerException";
        assertEquals(DroppedErrorTest.Reason.OTHER_FAILURE, reason(npe, failure(J5_ASSERTION, message,
                "java.lang.IllegalStateException")));
        assertEquals(DroppedErrorTest.Reason.OTHER_FAILURE, reason(npe, failure("java.lang.IllegalStateException",
                "thrown by an earlier step")));
        assertEquals(DroppedErrorTest.Reason.OTHER_FAILURE, reason(contract, failure(J5_ASSERTION,
                "Contract violated: equals-symmetric ==> expected: <true> but was: <false>")), "another contract");
        assertEquals(DroppedErrorTest.Reason.OTHER_FAILURE, reason(npe, failure("java.lang.StackOverflowError", "")),
                "a stack overflow the worker did not see is another failure");
        assertEquals(DroppedErrorTest.Reason.OTHER_FAILURE, reason(throwingContract, failure(J5_ASSERTION,
                "Contract violated: hashCode-throws ==> ...", "java.lang.StackOverflowError")),
                "the worker's checker skips a contract that overflows the stack");
    }

    @Test
    void shouldKeepAStackOverflowTheWorkerSaw() {
        ExpectedFailure overflow = ExpectedFailure.of(withCheck(
                new Check.NoExceptionCheck(0, "java.lang.StackOverflowError", "exception-StackOverflowError")));
        assertNull(overflow.judge(failure(J5_ASSERTION, "Contract violated: exception-StackOverflowError: "
                + "java.lang.StackOverflowError ==> Unexpected exception thrown: java.lang.StackOverflowError",
                "java.lang.StackOverflowError")));
    }

    @Test
    void shouldTellMemoryHangsAndTheJvmsEnd() {
        assertEquals(DroppedErrorTest.Reason.OUT_OF_MEMORY, reason(npe, failure("java.lang.AssertionError",
                "Contract violated: npe-without-null-input: java.lang.NullPointerException",
                "java.lang.OutOfMemoryError")));
        assertEquals(DroppedErrorTest.Reason.OUT_OF_MEMORY, reason(npe, failure(RunBreakers.BREAKER_TYPE,
                "the JVM running it ended with exit code 3 before reporting any result "
                        + "(java.lang.OutOfMemoryError: Java heap space)")));
        assertEquals(DroppedErrorTest.Reason.HUNG, reason(npe, failure("java.util.concurrent.TimeoutException",
                "m() timed out after 10 seconds")));
        assertEquals(DroppedErrorTest.Reason.HUNG, reason(npe, failure(RunBreakers.BREAKER_TYPE,
                "the JVM running it alone was still running when it was killed")));
        assertEquals(DroppedErrorTest.Reason.ENDED_JVM, reason(npe, failure(RunBreakers.BREAKER_TYPE,
                "the JVM running it ended with exit code 134 before reporting any result")));
    }

    @Test
    void shouldHaveNothingToCompareForATestWithoutAFailingCheck() {
        assertNull(ExpectedFailure.of(TestModels.arrayListAdd()));
    }
}
