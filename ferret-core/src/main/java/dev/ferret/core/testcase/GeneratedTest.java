package dev.ferret.core.testcase;

import java.util.List;

/**
 * One generated test: straight-line steps followed by checks.
 *
 * <p>Type names throughout this package are {@link Class#getName()} names for classes
 * ({@code java.util.Map$Entry}), Java keywords for primitives ({@code int}), and a component
 * name followed by {@code []} for arrays ({@code java.lang.String[]}). Every type named here is
 * public, so the test can reference it.
 *
 * @param classUnderTest the class this test is filed under (binary name)
 * @param kind regression (passes) or error-revealing (fails)
 * @param steps the statements, in order; a step's inputs refer to earlier steps by index
 * @param checks assertions; for an error-revealing test exactly one check is the failure
 * @param violation for error-revealing tests, the violated contract or exception rule name;
 *     {@code null} for regression tests
 * @param failingMethod for error-revealing tests, a readable name of the method after which the
 *     failure happens ({@code java.util.TreeSet.add}); {@code null} for regression tests
 * @param seed the random seed of the run that found this test
 * @param ordinal the order in which the engine produced this test (stable for a seed)
 * @param coverage the coverage goals its sequence reached when the engine ran it
 *     ({@link Coverage#NONE} when coverage was not measured)
 */
public record GeneratedTest(
        String classUnderTest,
        TestKind kind,
        List<Step> steps,
        List<Check> checks,
        String violation,
        String failingMethod,
        long seed,
        long ordinal,
        Coverage coverage) implements java.io.Serializable {

    public GeneratedTest {
        steps = List.copyOf(steps);
        checks = List.copyOf(checks);
        java.util.Objects.requireNonNull(coverage, "coverage");
    }

    /** A test whose coverage was not measured. */
    public GeneratedTest(String classUnderTest, TestKind kind, List<Step> steps, List<Check> checks, String violation,
                         String failingMethod, long seed, long ordinal) {
        this(classUnderTest, kind, steps, checks, violation, failingMethod, seed, ordinal, Coverage.NONE);
    }

    /** This test with other checks (for example without an assertion that did not hold on re-run). */
    public GeneratedTest withChecks(List<Check> newChecks) {
        return new GeneratedTest(classUnderTest, kind, steps, newChecks, violation, failingMethod, seed, ordinal,
                coverage);
    }

    /** This test with the coverage its sequence reached. */
    public GeneratedTest withCoverage(Coverage reached) {
        return new GeneratedTest(classUnderTest, kind, steps, checks, violation, failingMethod, seed, ordinal, reached);
    }

    /** This test with another ordinal (tests merged from several sources are renumbered). */
    public GeneratedTest withOrdinal(long newOrdinal) {
        return new GeneratedTest(classUnderTest, kind, steps, checks, violation, failingMethod, seed, newOrdinal,
                coverage);
    }
}
