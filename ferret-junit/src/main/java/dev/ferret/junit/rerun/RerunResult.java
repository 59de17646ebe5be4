package dev.ferret.junit.rerun;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The outcome of re-running test classes.
 *
 * @param testsRun the number of test methods reported
 * @param failures the failing or erroring test methods, by class and method name
 * @param classesWithoutResults selected classes for which no test was reported (for example
 *     because the class could not be loaded, or the run timed out)
 * @param timedOut whether the forked JVM was killed because it exceeded the timeout
 * @param exitCode the forked JVM's exit code, or -1 when it was killed
 * @param log the tail of the forked JVM's console output, for diagnostics
 * @param reportedTests the test methods reported (passed or not), as {@code Class#method}
 */
public record RerunResult(int testsRun, List<TestFailure> failures, Set<String> classesWithoutResults,
                          boolean timedOut, int exitCode, String log, Set<String> reportedTests) {

    public RerunResult {
        failures = List.copyOf(failures);
        classesWithoutResults = Set.copyOf(classesWithoutResults);
        reportedTests = Set.copyOf(reportedTests);
    }

    /** A result that does not name the tests it reported. */
    public RerunResult(int testsRun, List<TestFailure> failures, Set<String> classesWithoutResults, boolean timedOut,
                       int exitCode, String log) {
        this(testsRun, failures, classesWithoutResults, timedOut, exitCode, log, Set.of());
    }

    /** Whether every selected test ran and passed. */
    public boolean passed() {
        return failures.isEmpty() && classesWithoutResults.isEmpty() && !timedOut;
    }

    /** Names of the failing methods of one test class. */
    public Set<String> failingMethods(String className) {
        Set<String> methods = new TreeSet<>();
        for (TestFailure failure : failures) {
            if (failure.className().equals(className)) {
                methods.add(failure.methodName());
            }
        }
        return methods;
    }
}
