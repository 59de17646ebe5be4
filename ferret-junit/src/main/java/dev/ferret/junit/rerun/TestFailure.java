package dev.ferret.junit.rerun;

import java.util.List;

/**
 * A test that failed or errored when re-run.
 *
 * @param className binary name of the test class
 * @param methodName the test method's name, without parentheses
 * @param type the exception type reported, may be empty
 * @param message the failure message reported, may be empty
 * @param lines the lines of the test's source in the stack trace's frames of the test method
 *     (and of lambdas in it), in the order they appear, including those of suppressed
 *     exceptions (the failures an {@code assertAll} collected); empty if unknown
 */
public record TestFailure(String className, String methodName, String type, String message, List<Integer> lines) {

    public TestFailure {
        lines = List.copyOf(lines);
    }
}
