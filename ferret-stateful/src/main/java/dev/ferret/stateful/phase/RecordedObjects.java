package dev.ferret.stateful.phase;

import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.Condition;
import dev.ferret.stateful.store.PairCandidate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntUnaryOperator;

/**
 * The searches of the campaign database's {@code predicates_1} answered from the recorded calls in
 * memory, with the same rows and order: every input's predicates before a call (the object as
 * the call found it) and, after a passing call, its inputs' and result's (the object replayed
 * through the call); for a bound ({@code <}, {@code >}) the value closest to it first, then the
 * shortest sequences, then the order of the calls, a pre-state before a post-state. A search in a fresh database of the run's own calls costs tens of
 * milliseconds and a phase attacks hundreds of preconditions; this one costs a pass over one
 * predicate's rows.
 */
final class RecordedObjects implements ObjectSearch {

    /** One predicate of one object in one state. */
    private record Row(int call, int sequence, int statement, int prefix, int length, boolean post, int role,
                       String type, long value) {
    }

    private final int cap;
    private final List<RecordedCall> calls;
    private final Map<String, List<Row>> byName = new HashMap<>();
    private final Map<String, Map<String, long[]>> ranges = new HashMap<>();
    /** Each object's predicates in one state, by call, role and pre/post ({@link #stateOf}), when first asked. */
    private final Map<Long, Map<String, Long>> states = new HashMap<>();
    /** The calls' indices, the shortest sequences first (then in order): the pairs' search order. */
    private final int[] byLength;

    /**
     * @param calls the recorded calls, in order
     * @param sequenceLength the length of each recorded sequence, by id
     * @param cap the most objects a search returns
     */
    RecordedObjects(List<RecordedCall> calls, IntUnaryOperator sequenceLength, int cap) {
        this.cap = cap;
        this.calls = calls;
        List<Integer> order = new ArrayList<>();
        int[] lengths = new int[calls.size()];
        for (int i = 0; i < calls.size(); i++) {
            RecordedCall c = calls.get(i);
            int length = sequenceLength.applyAsInt(c.sequence());
            lengths[i] = length;
            order.add(i);
            int[] post = c.postObjects();
            for (Predicate p : c.predicates()) {
                if (p.post() && !c.passed()) {
                    continue;
                }
                int statement = p.post() ? post[p.role()] : c.inputs()[p.role()];
                byName.computeIfAbsent(p.name(), k -> new ArrayList<>()).add(new Row(i, c.sequence(), statement,
                        p.post() ? c.at() + 1 : c.at(), length, p.post(), p.role(), p.type(), p.value()));
                long[] r = ranges.computeIfAbsent(p.name(), k -> new HashMap<>())
                        .computeIfAbsent(p.type(), k -> new long[] {p.value(), p.value()});
                r[0] = Math.min(r[0], p.value());
                r[1] = Math.max(r[1], p.value());
            }
        }
        java.util.Comparator<Row> rowOrder = java.util.Comparator.comparingInt(Row::length).thenComparingInt(Row::call)
                .thenComparing(Row::post);
        byName.values().forEach(rows -> rows.sort(rowOrder));
        order.sort(java.util.Comparator.comparingInt(i -> lengths[i]));
        byLength = order.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public List<Candidate> find(Condition broken, List<String> types, List<Condition> also) {
        Set<String> fitting = new HashSet<>(types);
        List<Row> rows = byName.getOrDefault(broken.name(), List.of());
        if (broken.comparison() == Comparison.LT || broken.comparison() == Comparison.GT) {
            // the closest to the bound first, as the database orders them (a stable sort)
            List<Row> breaking = new ArrayList<>();
            for (Row r : rows) {
                if (fitting.contains(r.type()) && broken.holds(r.value())) {
                    breaking.add(r);
                }
            }
            breaking.sort(java.util.Comparator.comparingLong(r -> Math.abs(r.value() - broken.value())));
            rows = breaking;
        }
        List<Candidate> out = new ArrayList<>();
        for (Row r : rows) {
            if (out.size() >= cap) {
                break;
            }
            if (fitting.contains(r.type()) && broken.holds(r.value()) && holds(r, also)) {
                out.add(new Candidate(r.call(), r.sequence(), r.statement(), r.prefix()));
            }
        }
        return out;
    }

    @Override
    public List<PairCandidate> findPairs(String name, long value, List<String> types0, List<String> types1) {
        List<PairCandidate> out = new ArrayList<>();
        Set<String> fitting0 = new HashSet<>(types0);
        Set<String> fitting1 = new HashSet<>(types1);
        for (int i : byLength) {
            RecordedCall c = calls.get(i);
            for (boolean post : new boolean[] {false, true}) {
                if (post && !c.passed()) {
                    continue;
                }
                int[] objects = post ? c.postObjects() : c.inputs();
                for (PairPredicate p : c.pairs()) {
                    if (out.size() < cap && p.post() == post && p.name().equals(name) && p.value() == value
                            && fitting0.contains(p.type0()) && fitting1.contains(p.type1())) {
                        out.add(new PairCandidate(i, c.sequence(), objects[p.role0()], objects[p.role1()],
                                post ? c.at() + 1 : c.at()));
                    }
                }
            }
        }
        return out;
    }

    /** Whether the row's object satisfies every condition in the row's state (each evaluated there). */
    private boolean holds(Row r, List<Condition> also) {
        if (also.isEmpty()) {
            return true;
        }
        Map<String, Long> state = states.computeIfAbsent(((long) r.call() << 32) | (r.role() << 1) | (r.post() ? 1 : 0),
                k -> stateOf(r));
        for (Condition c : also) {
            Long v = state.get(c.name());
            if (v == null || !c.holds(v)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The predicates of the row's object in the row's state, by name (the first of each, as a pass
     * over the call's predicates finds it): a class with dozens of observers (joda-time's) has as
     * many other preconditions per input, and each search asks them of thousands of rows.
     */
    private Map<String, Long> stateOf(Row r) {
        Map<String, Long> out = new HashMap<>();
        for (Predicate p : calls.get(r.call()).predicates()) {
            if (p.post() == r.post() && p.role() == r.role()) {
                out.putIfAbsent(p.name(), p.value());
            }
        }
        return out;
    }

    @Override
    public Map<String, Map<String, long[]>> ranges() {
        return ranges;
    }

    @Override
    public List<String> types() {
        java.util.Set<String> out = new java.util.TreeSet<>();
        ranges.values().forEach(byType -> out.addAll(byType.keySet()));
        return List.copyOf(out);
    }
}
