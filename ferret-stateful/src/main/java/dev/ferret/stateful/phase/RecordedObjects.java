package dev.ferret.stateful.phase;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.Condition;
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
 * through the call); the shortest sequences first, then the order of the calls, a pre-state
 * before a post-state. A search in a fresh database of the run's own calls costs tens of
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

    /**
     * @param calls the recorded calls, in order
     * @param sequenceLength the length of each recorded sequence, by id
     * @param cap the most objects a search returns
     */
    RecordedObjects(List<RecordedCall> calls, IntUnaryOperator sequenceLength, int cap) {
        this.cap = cap;
        this.calls = calls;
        for (int i = 0; i < calls.size(); i++) {
            RecordedCall c = calls.get(i);
            int length = sequenceLength.applyAsInt(c.sequence());
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
        java.util.Comparator<Row> order = java.util.Comparator.comparingInt(Row::length).thenComparingInt(Row::call)
                .thenComparing(Row::post);
        byName.values().forEach(rows -> rows.sort(order));
    }

    @Override
    public List<Candidate> find(Condition broken, List<String> types, List<Condition> also) {
        List<Candidate> out = new ArrayList<>();
        Set<String> fitting = new HashSet<>(types);
        for (Row r : byName.getOrDefault(broken.name(), List.of())) {
            if (out.size() >= cap) {
                break;
            }
            if (fitting.contains(r.type()) && broken.holds(r.value()) && holds(r, also)) {
                out.add(new Candidate(r.call(), r.sequence(), r.statement(), r.prefix()));
            }
        }
        return out;
    }

    /** Whether the row's object satisfies every condition in the row's state (each evaluated there). */
    private boolean holds(Row r, List<Condition> also) {
        List<Predicate> state = calls.get(r.call()).predicates();
        for (Condition c : also) {
            boolean held = false;
            for (Predicate p : state) {
                if (p.post() == r.post() && p.role() == r.role() && p.name().equals(c.name())) {
                    held = c.holds(p.value());
                    break;
                }
            }
            if (!held) {
                return false;
            }
        }
        return true;
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
