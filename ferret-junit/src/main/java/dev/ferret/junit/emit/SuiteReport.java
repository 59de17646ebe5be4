package dev.ferret.junit.emit;

import dev.ferret.core.testcase.Coverage;
import dev.ferret.junit.errors.DroppedErrorTest;
import java.util.List;
import java.util.Map;

/**
 * What {@link SuiteEmitter#finish} produced.
 *
 * @param files the test files of the final suite, ordered by class under test, kind, and part
 * @param regressionTests regression tests in the final suite
 * @param errorTests error-revealing tests in the final suite
 * @param droppedUncompilable tests removed because they did not compile
 * @param removedFailingRegression regression tests removed because they failed when re-run
 * @param removedAssertions assertions removed from regression tests because they did not hold
 *     in every re-run (the tests stayed)
 * @param nondeterministicMembers the members whose asserted results changed between runs, with
 *     the number of assertions removed for each, by name
 * @param nondeterministicDifferences for each of those members, what its first failing assertion
 *     reported (the exception's first line, e.g. {@code AssertionFailedError: expected: <1> but
 *     was: <2>}), so a reader can tell a real difference from a misattributed failure
 * @param notes remarks on steps that could not be completed (for example a re-run that produced
 *     no results), empty when everything went as expected
 * @param reducedAway regression tests left out by the reduction to a set cover (0 without it)
 * @param regressionCoverage the coverage goals the final regression tests reach together
 *     ({@link Coverage#NONE} when coverage was not measured)
 * @param phaseMillis where the time of {@link SuiteEmitter#finish} went, in milliseconds, by phase:
 *     {@code reduce}, {@code write} (rendering and writing files), {@code compile} (the compile
 *     gate and the probes), {@code rerun} (re-run JVMs of the regression tests), {@code rerunErrors} (the JVMs
 *     that ran the error-revealing tests), in that order; phases not run are absent
 * @param environmentDependentMembers the members whose asserted results changed (or whose tests
 *     failed) only in a re-run in another environment (clock, default zone and locale, user),
 *     with the number of assertions and tests removed for each, by name
 * @param environmentDependentDifferences for each of those members, what its first failure reported
 * @param removedErrorTests the error-revealing tests removed because, run as a build runs them,
 *     they did not fail the way they failed when generated: they passed, failed otherwise, exhausted
 *     memory, hung or ended the JVM ({@link dev.ferret.junit.errors.ErrorTestCheck})
 */
public record SuiteReport(List<WrittenFile> files, int regressionTests, int errorTests,
                          int droppedUncompilable, int removedFailingRegression, int removedAssertions,
                          Map<String, Integer> nondeterministicMembers,
                          Map<String, String> nondeterministicDifferences, List<String> notes,
                          int reducedAway, Coverage regressionCoverage, Map<String, Long> phaseMillis,
                          Map<String, Integer> environmentDependentMembers,
                          Map<String, String> environmentDependentDifferences,
                          List<DroppedErrorTest> removedErrorTests) {

    public SuiteReport {
        removedErrorTests = List.copyOf(removedErrorTests);
        files = List.copyOf(files);
        nondeterministicMembers = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(nondeterministicMembers));
        nondeterministicDifferences = java.util.Collections.unmodifiableMap(
                new java.util.TreeMap<>(nondeterministicDifferences));
        notes = List.copyOf(notes);
        phaseMillis = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(phaseMillis));
        environmentDependentMembers = java.util.Collections.unmodifiableMap(
                new java.util.TreeMap<>(environmentDependentMembers));
        environmentDependentDifferences = java.util.Collections.unmodifiableMap(
                new java.util.TreeMap<>(environmentDependentDifferences));
    }

    /** A report without removed error tests. */
    public SuiteReport(List<WrittenFile> files, int regressionTests, int errorTests, int droppedUncompilable,
                       int removedFailingRegression, int removedAssertions, Map<String, Integer> nondeterministicMembers,
                       Map<String, String> nondeterministicDifferences, List<String> notes, int reducedAway,
                       Coverage regressionCoverage, Map<String, Long> phaseMillis,
                       Map<String, Integer> environmentDependentMembers, Map<String, String> environmentDependentDifferences) {
        this(files, regressionTests, errorTests, droppedUncompilable, removedFailingRegression, removedAssertions,
                nondeterministicMembers, nondeterministicDifferences, notes, reducedAway, regressionCoverage, phaseMillis,
                environmentDependentMembers, environmentDependentDifferences, List.of());
    }

    /** A report without environment-dependent members. */
    public SuiteReport(List<WrittenFile> files, int regressionTests, int errorTests, int droppedUncompilable,
                       int removedFailingRegression, int removedAssertions, Map<String, Integer> nondeterministicMembers,
                       Map<String, String> nondeterministicDifferences, List<String> notes, int reducedAway,
                       Coverage regressionCoverage, Map<String, Long> phaseMillis) {
        this(files, regressionTests, errorTests, droppedUncompilable, removedFailingRegression, removedAssertions,
                nondeterministicMembers, nondeterministicDifferences, notes, reducedAway, regressionCoverage, phaseMillis,
                Map.of(), Map.of());
    }

    /** A report without phase times. */
    public SuiteReport(List<WrittenFile> files, int regressionTests, int errorTests, int droppedUncompilable,
                       int removedFailingRegression, int removedAssertions, Map<String, Integer> nondeterministicMembers,
                       Map<String, String> nondeterministicDifferences, List<String> notes, int reducedAway,
                       Coverage regressionCoverage) {
        this(files, regressionTests, errorTests, droppedUncompilable, removedFailingRegression, removedAssertions,
                nondeterministicMembers, nondeterministicDifferences, notes, reducedAway, regressionCoverage, Map.of());
    }
}
