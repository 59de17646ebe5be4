package dev.ferret.core.emit;

import java.util.Comparator;

/**
 * Keeps one error-revealing test per distinct failure: the same violated contract or exception
 * rule after the same method (MinUnit's equivalence, thesis §8.2.1). A later test for a known
 * failure is kept only if it is strictly shorter, or plainer (no generated code where the kept one
 * has some). Also keeps, for the tests kept, their length
 * before minimization.
 *
 * <p>This is the engine's view of {@link ShortestPerFailure}: it decides on a candidate's length
 * before the test is built, so ties go to the earlier one.
 */
public final class FailureDeduplicator {

    private record Kept(String failure, boolean generated, int length, int originalLength) { }

    private final ShortestPerFailure<String, Kept> shortest = new ShortestPerFailure<>(Kept::failure,
            Comparator.comparing(Kept::generated).thenComparingInt(Kept::length));

    /** Whether a failure of this kind and length would be kept (it is new or shorter). */
    public boolean wouldKeep(String violation, String failingMethod, int length) {
        return wouldKeep(violation, failingMethod, false, length);
    }

    /**
     * Whether a failure of this kind would be kept: it is new, or it has no generated code where
     * the one kept has some (the plainest witness), or it is shorter.
     */
    public boolean wouldKeep(String violation, String failingMethod, boolean generated, int length) {
        return shortest.wouldKeep(new Kept(key(violation, failingMethod), generated, length, length));
    }

    /** Whether a failure of this kind was kept before. */
    public boolean known(String violation, String failingMethod) {
        return shortest.known(key(violation, failingMethod));
    }

    /** Whether a failure of this kind and length should be emitted (and remembered). */
    public boolean offer(String violation, String failingMethod, int length) {
        return offer(violation, failingMethod, length, length);
    }

    /**
     * Like {@link #offer(String, String, int)}, for a test minimized from {@code originalLength}
     * statements.
     */
    public boolean offer(String violation, String failingMethod, int length, int originalLength) {
        return offer(violation, failingMethod, false, length, originalLength);
    }

    /** Like {@link #offer(String, String, int, int)}, for a test with generated code or without. */
    public boolean offer(String violation, String failingMethod, boolean generated, int length, int originalLength) {
        return shortest.offer(new Kept(key(violation, failingMethod), generated, length, originalLength)).kept();
    }

    private static String key(String violation, String failingMethod) {
        return dev.ferret.core.oracle.Contracts.family(violation) + "@" + failingMethod;
    }

    /** Number of distinct failures seen. */
    public int distinctFailures() {
        return shortest.size();
    }

    /** Total statements of the kept tests. */
    public long totalLength() {
        return shortest.kept().stream().mapToLong(Kept::length).sum();
    }

    /** Total statements of the kept tests before they were minimized. */
    public long totalOriginalLength() {
        return shortest.kept().stream().mapToLong(Kept::originalLength).sum();
    }
}
