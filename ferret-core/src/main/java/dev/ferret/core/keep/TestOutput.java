package dev.ferret.core.keep;

import dev.ferret.core.testcase.GeneratedTest;
import java.util.function.Consumer;

/**
 * What leaves the engine during a run: kept tests, numbered in the order they are made and
 * counted by kind against the output limit, and notices, of which only the first 20 are passed
 * on. Shared by the regression and the failure path, so ordinals and the limit are the run's.
 */
public final class TestOutput {

    private static final int MAX_NOTICES = 20;

    private final Consumer<GeneratedTest> tests;
    private final Consumer<String> notices;
    private final long outputLimit;
    private long ordinal;
    private long regressionTests;
    private long errorTests;
    private int noticesSeen;

    /**
     * @param tests receives every emitted test
     * @param notices receives the first notices
     * @param outputLimit the most tests emitted; 0 for no limit
     */
    public TestOutput(Consumer<GeneratedTest> tests, Consumer<String> notices, long outputLimit) {
        this.tests = tests;
        this.notices = notices;
        this.outputLimit = outputLimit;
    }

    /** The ordinal of the next test made (emitted now or later). */
    public long nextOrdinal() {
        return ordinal++;
    }

    /** Whether the output limit is reached: no test beyond it is emitted. */
    public boolean full() {
        return outputLimit > 0 && regressionTests + errorTests >= outputLimit;
    }

    /** Emits a regression test. */
    public void regression(GeneratedTest test) {
        regressionTests++;
        tests.accept(test);
    }

    /**
     * Emits an error-revealing test.
     *
     * @param distinctFailures the distinct failures known with this one: a test that replaces a
     *     longer one of the same failure does not add to the count
     */
    public void error(GeneratedTest test, long distinctFailures) {
        errorTests = distinctFailures;
        tests.accept(test);
    }

    /** Passes a notice on, unless 20 have been already. */
    public void notice(String message) {
        if (noticesSeen++ < MAX_NOTICES) {
            notices.accept(message);
        }
    }

    /** Regression tests emitted. */
    public long regressionTests() {
        return regressionTests;
    }

    /** Error-revealing tests emitted, one per distinct failure. */
    public long errorTests() {
        return errorTests;
    }
}
