package dev.ferret.core.emit;

import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The one rule for "keep the shortest test per failure": of the candidates offered for the same
 * failure, keeps the first in an order (fewest statements first, ties broken by the order), and
 * rejects a candidate that is not strictly before the one kept, so of equal candidates the first
 * offered stays.
 *
 * <p>What identifies a failure and how ties break are parameters: the engine knows only a
 * candidate's length before it builds the test ({@link FailureDeduplicator}), while the suite and
 * the coordinator of worker JVMs compare finished tests ({@link #ofTests()}). Not thread-safe.
 *
 * @param <K> what identifies a failure
 * @param <T> a candidate (a test, or what stands for one)
 */
public final class ShortestPerFailure<K, T> {

    /**
     * What {@link #offer} did.
     *
     * @param <T> the candidate type
     * @param kept whether the candidate is now the one kept for its failure
     * @param replaced the candidate it replaced, or {@code null} if it was the first for its
     *     failure or was not kept
     */
    public record Offer<T>(boolean kept, T replaced) { }

    private final Function<? super T, ? extends K> failure;
    private final Comparator<? super T> order;
    private final Map<K, T> kept = new HashMap<>();

    /**
     * @param failure what identifies a candidate's failure (a key with {@code equals} and
     *     {@code hashCode})
     * @param order which candidate is preferred: the smaller one
     */
    public ShortestPerFailure(Function<? super T, ? extends K> failure, Comparator<? super T> order) {
        this.failure = Objects.requireNonNull(failure, "failure");
        this.order = Objects.requireNonNull(order, "order");
    }

    /**
     * The rule for finished tests: one per kind, violation and failing method (and class under
     * test, but for error-revealing tests: one failure filed under two classes that share the
     * failing method is one cause); for a built-in contract of an object's own methods broken
     * after a method of the class it is filed under, one per class, whichever method came last,
     * as the engine counts them ({@code failure.FailurePath}; an object of a class not under test,
     * such as a view a static factory of a superclass made, is filed under whichever class
     * reached it, so there the method counts; a map's and a set's copy equality are one contract,
     * {@link dev.ferret.core.oracle.Contracts#family}); a test without generated code first (the plainest witness),
     * then the one with the fewest steps, then the smallest {@link GeneratedTest#ordinal()}.
     */
    public static ShortestPerFailure<List<Object>, GeneratedTest> ofTests() {
        return new ShortestPerFailure<>(ShortestPerFailure::failureOf,
                Comparator.<GeneratedTest, Boolean>comparing(ShortestPerFailure::hasGeneratedCode)
                        .thenComparingInt(t -> t.steps().size()).thenComparingLong(GeneratedTest::ordinal));
    }

    /** Whether a test builds a generated implementation or subclass. */
    static boolean hasGeneratedCode(GeneratedTest t) {
        return t.steps().stream().anyMatch(s -> s.action() instanceof dev.ferret.core.testcase.Action.Implementation);
    }

    private static List<Object> failureOf(GeneratedTest t) {
        List<Object> key = new ArrayList<>(4); // List.of refuses the null violation of a regression test
        boolean error = t.kind() == dev.ferret.core.testcase.TestKind.ERROR;
        boolean byClass = error && t.violation() != null && dev.ferret.core.oracle.Contracts.isBuiltin(t.violation())
                && t.failingMethod() != null && t.failingMethod().startsWith(t.classUnderTest() + ".");
        key.add(error && !byClass ? null : t.classUnderTest());
        key.add(t.kind());
        key.add(t.violation() == null ? null : dev.ferret.core.oracle.Contracts.family(t.violation()));
        key.add(byClass ? null : t.failingMethod());
        return key;
    }

    /** Whether {@link #offer} would keep this candidate: its failure is new, or it comes first. */
    public boolean wouldKeep(T candidate) {
        T best = kept.get(failure.apply(candidate));
        return best == null || order.compare(candidate, best) < 0;
    }

    /** Whether a candidate was kept for this failure. */
    public boolean known(K key) {
        return kept.containsKey(key);
    }

    /** Keeps the candidate if {@link #wouldKeep} says so, in place of the one kept before. */
    public Offer<T> offer(T candidate) {
        Objects.requireNonNull(candidate, "candidate");
        if (!wouldKeep(candidate)) {
            return new Offer<>(false, null);
        }
        return new Offer<>(true, kept.put(failure.apply(candidate), candidate));
    }

    /**
     * Forgets a kept candidate (compared by identity), so that its failure counts as new again;
     * does nothing if it is not the one kept.
     *
     * @return whether it was forgotten
     */
    public boolean forget(T candidate) {
        K key = failure.apply(candidate);
        if (kept.get(key) != candidate) {
            return false;
        }
        kept.remove(key);
        return true;
    }

    /** The candidates kept, one per failure, in no particular order. */
    public List<T> kept() {
        return List.copyOf(kept.values());
    }

    /** The number of distinct failures. */
    public int size() {
        return kept.size();
    }
}
