package dev.ferret.junit.rerun;

import java.util.List;
import java.util.Map;

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
 * @param lineMessages for each of those lines, the first line of the exception (or suppressed
 *     exception) whose frame it is, such as {@code AssertionFailedError: expected: <1> but was: <2>}
 * @param causes the types of the exception's causes, as the stack trace's {@code Caused by:} lines
 *     name them, outermost first ({@code java.lang.IllegalStateException} for an
 *     {@code assertDoesNotThrow} that caught one); empty if none or unknown
 */
public record TestFailure(String className, String methodName, String type, String message, List<Integer> lines,
                          Map<Integer, String> lineMessages, List<String> causes) {

    public TestFailure {
        lines = List.copyOf(lines);
        lineMessages = Map.copyOf(lineMessages);
        causes = List.copyOf(causes);
    }

    /** A failure whose causes are unknown. */
    public TestFailure(String className, String methodName, String type, String message, List<Integer> lines,
                       Map<Integer, String> lineMessages) {
        this(className, methodName, type, message, lines, lineMessages, List.of());
    }

    /** A failure whose lines have no messages. */
    public TestFailure(String className, String methodName, String type, String message, List<Integer> lines) {
        this(className, methodName, type, message, lines, Map.of());
    }

    /** What the exception of a frame at this line said, or the failure's message. */
    public String messageAt(int line) {
        return lineMessages.getOrDefault(line, type + ": " + message);
    }
}
