package dev.ferret.core.keep;

import dev.ferret.core.testcase.GeneratedTest;
import java.util.function.Consumer;

/**
 * What leaves the engine during a run: kept tests, numbered in the order they are made and
 * counted by kind against the output limit, and notices, of which only the first 20 are passed
 * on. Shared by the regression and the failure path, so ordinals and the limit are the run's.
 * Regression tests held back before they are emitted are announced to a {@link Holds}, so that
 * whoever may lose the engine before it ends (a coordinator that kills an overrunning worker)
 * can keep them.
 */
public final class TestOutput {

    /**
     * Told about regression tests held back: each is later emitted with the same ordinal, or
     * withdrawn (a longer kept test contains it, or the output is full).
     */
    public interface Holds {

        /** Hears nothing. */
        Holds NONE = new Holds() {
            @Override
            public void held(GeneratedTest test) {
            }

            @Override
            public void withdrawn(long ordinal) {
            }
        };

        /** A test entered the window of tests held back. */
        void held(GeneratedTest test);

        /** The test of this ordinal, held before, will not be emitted. */
        void withdrawn(long ordinal);
    }

    private static final int MAX_NOTICES = 20;

    private final Consumer<GeneratedTest> tests;
    private final Consumer<String> notices;
    private final long outputLimit;
    private final Holds holds;
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
        this(tests, notices, outputLimit, Holds.NONE);
    }

    /**
     * @param tests receives every emitted test
     * @param notices receives the first notices
     * @param outputLimit the most tests emitted; 0 for no limit
     * @param holds told about regression tests held back and withdrawn
     */
    public TestOutput(Consumer<GeneratedTest> tests, Consumer<String> notices, long outputLimit, Holds holds) {
        this.tests = tests;
        this.notices = notices;
        this.outputLimit = outputLimit;
        this.holds = java.util.Objects.requireNonNull(holds, "holds");
    }

    /** Announces a regression test held back before it is emitted. */
    void held(GeneratedTest test) {
        holds.held(test);
    }

    /** Announces that a test held back will not be emitted. */
    void withdrawn(GeneratedTest test) {
        holds.withdrawn(test.ordinal());
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
