package dev.ferret.core.testcase;

/** Whether a generated test is expected to pass, to fail, or to end its JVM. */
public enum TestKind {
    /** Passes on the current implementation; asserts the values it observed. */
    REGRESSION,
    /** Fails: reveals a contract violation or an exception classified as an error. */
    ERROR,
    /**
     * Ended the JVM that ran it (a crash, an exit nothing could intercept, an exhausted heap):
     * written disabled, with no checks, for a person to look at; {@link GeneratedTest#violation()}
     * says what happened.
     */
    CRASH
}
