package dev.ferret.junit.flaky;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The members whose asserted values did not hold when re-run, by cause: nondeterministic (they
 * changed between runs in the same environment) or environment-dependent (they changed only in a
 * re-run in another environment). For each member, the assertions removed and what the first one
 * reported ({@code expected: <1> but was: <2>}). Thread-safe.
 */
public final class UnstableMembers {

    private final Map<String, Integer> nondeterministic;
    private final Map<String, String> nondeterministicDifferences;
    private final Map<String, Integer> environmentDependent;
    private final Map<String, String> environmentDifferences;

    /** Empty. */
    public UnstableMembers() {
        this(new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), new TreeMap<>());
    }

    /**
     * Records into the maps given (updated as members are recorded).
     *
     * @param nondeterministic assertions removed per nondeterministic member
     * @param nondeterministicDifferences what the first of them reported
     * @param environmentDependent assertions removed per environment-dependent member
     * @param environmentDifferences what the first of them reported
     */
    public UnstableMembers(Map<String, Integer> nondeterministic, Map<String, String> nondeterministicDifferences,
                           Map<String, Integer> environmentDependent, Map<String, String> environmentDifferences) {
        this.nondeterministic = Objects.requireNonNull(nondeterministic, "nondeterministic");
        this.nondeterministicDifferences = Objects.requireNonNull(nondeterministicDifferences, "nondeterministicDifferences");
        this.environmentDependent = Objects.requireNonNull(environmentDependent, "environmentDependent");
        this.environmentDifferences = Objects.requireNonNull(environmentDifferences, "environmentDifferences");
    }

    /** An assertion of {@code member} removed because its value changed between runs. */
    public synchronized void nondeterministic(String member, String difference) {
        nondeterministic.merge(member, 1, Integer::sum);
        nondeterministicDifferences.putIfAbsent(member, difference);
    }

    /** An assertion (or a test) of {@code member} removed because it failed only in another environment. */
    public synchronized void environmentDependent(String member, String difference) {
        environmentDependent.merge(member, 1, Integer::sum);
        environmentDifferences.putIfAbsent(member, difference);
    }

    /** Assertions removed per nondeterministic member, by name. */
    public synchronized Map<String, Integer> nondeterministic() {
        return new TreeMap<>(nondeterministic);
    }

    /** What the first removed assertion of each nondeterministic member reported. */
    public synchronized Map<String, String> nondeterministicDifferences() {
        return new TreeMap<>(nondeterministicDifferences);
    }

    /** Assertions removed per environment-dependent member, by name. */
    public synchronized Map<String, Integer> environmentDependent() {
        return new TreeMap<>(environmentDependent);
    }

    /** What the first removed assertion of each environment-dependent member reported. */
    public synchronized Map<String, String> environmentDifferences() {
        return new TreeMap<>(environmentDifferences);
    }
}
