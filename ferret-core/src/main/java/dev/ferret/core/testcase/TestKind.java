package dev.ferret.core.testcase;

/** Whether a generated test is expected to pass or to fail. */
public enum TestKind {
    /** Passes on the current implementation; asserts the values it observed. */
    REGRESSION,
    /** Fails: reveals a contract violation or an exception classified as an error. */
    ERROR
}
