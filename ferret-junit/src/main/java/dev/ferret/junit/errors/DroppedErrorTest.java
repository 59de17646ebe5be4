package dev.ferret.junit.errors;

/**
 * An error-revealing test the check phase dropped, and why.
 *
 * @param testClass binary name of its test class
 * @param method its test method
 * @param classUnderTest the class it was filed under
 * @param failingMethod the method it accused ({@code a.B.m})
 * @param violation the contract or exception rule it asserted
 * @param reason why it was dropped
 * @param detail what the run reported (an exception's first line, or how the JVM ended)
 */
public record DroppedErrorTest(String testClass, String method, String classUnderTest, String failingMethod,
                               String violation, Reason reason, String detail) {

    /** Why an error test was dropped. */
    public enum Reason {
        /** It passed: its failure does not reproduce outside the worker, so it shows no bug. */
        PASSED("passed", "error-test-passed"),
        /** It failed, but not with the assertion and exception the worker saw. */
        OTHER_FAILURE("failed otherwise", "error-test-other-failure"),
        /** It exhausted the heap of the JVM running it. */
        OUT_OF_MEMORY("exhausted memory", "error-test-out-of-memory"),
        /** It ran past the per-test timeout, or kept its JVM running past the run's. */
        HUNG("hung", "error-test-hang"),
        /** The JVM running it ended (or crashed) before reporting any result. */
        ENDED_JVM("ended the JVM", "error-test-ended-jvm");

        private final String words;
        private final String incident;

        Reason(String words, String incident) {
            this.words = words;
            this.incident = incident;
        }

        /** A few words for a summary line: {@code exhausted memory}. */
        public String words() {
            return words;
        }

        /** The incident kind a run reports it under: {@code error-test-out-of-memory}. */
        public String incident() {
            return incident;
        }

        /** Whether the test would take (or keep) down the test JVM of a build, not just fail to convince. */
        public boolean takesRunnerDown() {
            return this == OUT_OF_MEMORY || this == HUNG || this == ENDED_JVM;
        }
    }
}
