package dev.ferret.core.run;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the stateful phase did: the preconditions, postconditions and implications it inferred from
 * passing calls, which of them a new test refuted, the faults
 * its tests revealed, and the size of its database.
 *
 * @param enabled whether the phase ran
 * @param contracts every inferred contract with its status, ordered by class, method and clause
 * @param faultsByClass the distinct failures the phase's tests revealed, by class under test
 *     (exception or contract and the member blamed)
 * @param testCases calls recorded in the database
 * @param predicateRows predicate evaluations recorded
 * @param testsBuilt tests the reduction built and ran
 * @param invalidTests of those, the ones the judge called invalid
 * @param phaseMillis time the phase took after the random loop (store, infer, reduce, execute)
 * @param database the database engine's product name (e.g. "H2")
 */
public record StatefulReport(boolean enabled, List<Contract> contracts, Map<String, List<String>> faultsByClass,
                             long testCases, long predicateRows, long testsBuilt, long invalidTests,
                             long phaseMillis, String database) implements Serializable {

    /** The phase did not run. */
    public static final StatefulReport NONE = new StatefulReport(false, List.of(), Map.of(), 0, 0, 0, 0, 0, "");

    /** What became of an inferred contract. */
    public enum Status {
        /** No valid test broke it: a likely contract. */
        SURVIVED,
        /** A valid test that broke it passed: the contract was unsound. */
        REFUTED,
        /** A valid test that broke it failed: a fault (an error test). */
        REFUTED_BY_FAILURE,
        /** The database held no object that breaks it. */
        NO_CANDIDATE,
        /** The phase's time ran out before its turn. */
        NOT_ATTACKED,
        /** A postcondition or implication that no new test of its routine reached (its antecedent never held). */
        UNCHALLENGED
    }

    /** What an inferred contract constrains. */
    public enum Kind {
        /** {@code requires}: the state before the call. */
        PRECONDITION,
        /** {@code ensures}: the state after the call, possibly with {@code old(...)}. */
        POSTCONDITION,
        /** {@code ensures old(A) ==> C}: a postcondition that holds when the pre-state satisfies A. */
        IMPLICATION
    }

    /**
     * An inferred contract.
     *
     * @param className the class under test
     * @param method the method's signature
     * @param clause the clause in Java syntax over {@code this} and the parameters ({@code !other.isEmpty()})
     * @param support passing calls it was inferred from
     * @param status what the reduction made of it
     * @param kind a precondition, a postcondition or an implication
     */
    public record Contract(String className, String method, String clause, long support, Status status, Kind kind)
            implements Serializable {

        /** An inferred precondition. */
        public Contract(String className, String method, String clause, long support, Status status) {
            this(className, method, clause, support, status, Kind.PRECONDITION);
        }

        /** Whether a test broke it. */
        public boolean refuted() {
            return status == Status.REFUTED || status == Status.REFUTED_BY_FAILURE;
        }

        String key() {
            return methodKey() + '\u0000' + kind + '\u0000' + clause;
        }

        String methodKey() {
            return className + '\u0000' + method;
        }
    }

    /**
     * The figures of one class.
     *
     * @param className the class
     * @param inferred preconditions inferred
     * @param refuted of those, broken by a valid test
     * @param newFaults error tests the phase added
     * @param postconditions postconditions inferred
     * @param implications implications inferred
     * @param refutedEnsures postconditions and implications broken by a valid test
     */
    public record ClassFigures(String className, long inferred, long refuted, long newFaults, long postconditions,
                               long implications, long refutedEnsures) implements Serializable {
    }

    public StatefulReport {
        contracts = List.copyOf(contracts);
        Map<String, List<String>> faults = new TreeMap<>();
        faultsByClass.forEach((k, v) -> faults.put(k, v.stream().distinct().sorted().toList()));
        faultsByClass = java.util.Collections.unmodifiableMap(faults);
        database = database == null ? "" : database;
    }

    /** The figures per class, ordered by class name. */
    public List<ClassFigures> classes() {
        Map<String, long[]> by = new TreeMap<>();
        for (Contract c : contracts) {
            long[] f = by.computeIfAbsent(c.className(), k -> new long[6]);
            f[c.kind() == Kind.PRECONDITION ? 0 : c.kind() == Kind.POSTCONDITION ? 3 : 4]++;
            if (c.refuted()) {
                f[c.kind() == Kind.PRECONDITION ? 1 : 5]++;
            }
        }
        faultsByClass.forEach((k, v) -> by.computeIfAbsent(k, x -> new long[6])[2] += v.size());
        List<ClassFigures> out = new ArrayList<>();
        by.forEach((k, f) -> out.add(new ClassFigures(k, f[0], f[1], f[2], f[3], f[4], f[5])));
        return out;
    }

    /** The contracts of one kind. */
    public List<Contract> ofKind(Kind kind) {
        return contracts.stream().filter(c -> c.kind() == kind).toList();
    }

    /** The contracts no test broke. */
    public List<Contract> surviving() {
        return contracts.stream().filter(c -> !c.refuted()).toList();
    }

    /**
     * Both workers' reports as one: a contract refuted by either is refuted, support adds up,
     * counts add up, a failure both revealed counts once. A postcondition or implication that only
     * one report inferred for a method both reports have contracts of is dropped: the other
     * worker's passing calls may have broken it (it may also have lacked support there, so this
     * loses some true ones); one a new test refuted is kept, refuted.
     */
    public StatefulReport plus(StatefulReport o) {
        if (!o.enabled) {
            return this;
        }
        if (!enabled) {
            return o;
        }
        Map<String, Contract> merged = new LinkedHashMap<>();
        for (Contract c : contracts) {
            merged.put(c.key(), c);
        }
        for (Contract c : o.contracts) {
            merged.merge(c.key(), c, (a, b) -> new Contract(a.className(), a.method(), a.clause(),
                    a.support() + b.support(), stronger(a.status(), b.status()), a.kind()));
        }
        List<Contract> all = new ArrayList<>(merged.values());
        java.util.Set<String> here = keys(contracts, Contract::key);
        java.util.Set<String> there = keys(o.contracts, Contract::key);
        java.util.Set<String> methodsHere = keys(contracts, Contract::methodKey);
        java.util.Set<String> methodsThere = keys(o.contracts, Contract::methodKey);
        all.removeIf(c -> c.kind() != Kind.PRECONDITION && !c.refuted() && !(here.contains(c.key()) && there.contains(c.key()))
                && methodsHere.contains(c.methodKey()) && methodsThere.contains(c.methodKey()));
        all.sort(java.util.Comparator.comparing(Contract::className).thenComparing(Contract::method)
                .thenComparing(Contract::kind).thenComparing(Contract::clause));
        Map<String, List<String>> faults = new TreeMap<>(faultsByClass);
        o.faultsByClass.forEach((k, v) -> faults.merge(k, v, (a, b) -> java.util.stream.Stream.concat(a.stream(),
                b.stream()).toList()));
        return new StatefulReport(true, all, faults, testCases + o.testCases, predicateRows + o.predicateRows,
                testsBuilt + o.testsBuilt, invalidTests + o.invalidTests, Math.max(phaseMillis, o.phaseMillis),
                database.isEmpty() ? o.database : database);
    }

    private static java.util.Set<String> keys(List<Contract> contracts, java.util.function.Function<Contract, String> key) {
        java.util.Set<String> out = new java.util.HashSet<>();
        contracts.forEach(c -> out.add(key.apply(c)));
        return out;
    }

    /** The status that says more: a failure over a refutation over survival over no candidate. */
    private static Status stronger(Status a, Status b) {
        List<Status> rank = List.of(Status.UNCHALLENGED, Status.NOT_ATTACKED, Status.NO_CANDIDATE, Status.SURVIVED, Status.REFUTED, Status.REFUTED_BY_FAILURE);
        return rank.indexOf(a) >= rank.indexOf(b) ? a : b;
    }
}
