package dev.ferret.junit.rerun;

/**
 * A test that failed or errored when re-run.
 *
 * @param className binary name of the test class
 * @param methodName the test method's name, without parentheses
 * @param type the exception type reported, may be empty
 * @param message the failure message reported, may be empty
 */
public record TestFailure(String className, String methodName, String type, String message) { }
