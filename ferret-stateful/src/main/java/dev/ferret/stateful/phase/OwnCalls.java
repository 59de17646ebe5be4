package dev.ferret.stateful.phase;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.store.Observed;
import dev.ferret.stateful.store.PairCount;
import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Inference's input read from the run's own recorded calls in memory instead of the campaign
 * database ({@link dev.ferret.stateful.store.CampaignStore#observed},
 * {@link dev.ferret.stateful.store.CampaignStore#passingCalls},
 * {@link dev.ferret.stateful.store.CampaignStore#pairCounts}): the same aggregates over the same
 * calls, in the same order, when the database holds nothing else. The two queries cost seconds
 * on a loaded machine; these a pass over the calls.
 */
final class OwnCalls {

    private OwnCalls() {
    }

    /** Per routine, input and predicate: what the passing calls showed before the call, ordered as the query orders them. */
    static List<Observed> observed(List<RecordedCall> calls) {
        Map<String, Long> passing = new HashMap<>();
        Map<List<Object>, long[]> seen = new TreeMap<>(OwnCalls::compare);
        for (RecordedCall c : calls) {
            if (!c.passed()) {
                continue;
            }
            passing.merge(c.method().signature(), 1L, Long::sum);
            for (Predicate p : c.predicates()) {
                if (!p.post()) {
                    long[] f = seen.computeIfAbsent(List.of(c.method().owner().getName(), c.method().signature(),
                            p.role(), p.name()), k -> new long[] {p.value(), p.value(), 0});
                    f[0] = Math.min(f[0], p.value());
                    f[1] = Math.max(f[1], p.value());
                    f[2]++;
                }
            }
        }
        List<Observed> out = new ArrayList<>();
        seen.forEach((k, f) -> out.add(new Observed((String) k.get(0), (String) k.get(1), (Integer) k.get(2),
                (String) k.get(3), f[0], f[1], f[2], passing.get((String) k.get(1)))));
        return out;
    }

    private static int compare(List<Object> a, List<Object> b) {
        int c = ((String) a.get(0)).compareTo((String) b.get(0));
        c = c != 0 ? c : ((String) a.get(1)).compareTo((String) b.get(1));
        c = c != 0 ? c : Integer.compare((Integer) a.get(2), (Integer) b.get(2));
        return c != 0 ? c : ((String) a.get(3)).compareTo((String) b.get(3));
    }

    /** The pre- and post-states of every passing call, in the order of the calls. */
    static List<PassingCall> passingCalls(List<RecordedCall> calls) {
        List<PassingCall> out = new ArrayList<>();
        for (int i = 0; i < calls.size(); i++) {
            RecordedCall c = calls.get(i);
            if (!c.passed()) {
                continue;
            }
            Map<Slot, Long> pre = new HashMap<>();
            Map<Slot, Long> post = new HashMap<>();
            for (Predicate p : c.predicates()) {
                (p.post() ? post : pre).put(new Slot(p.role(), p.name()), p.value());
            }
            out.add(new PassingCall(i, c.method().owner().getName(), c.method().signature(), pre, post));
        }
        return out;
    }

    /**
     * Per routine, pair of inputs, binary predicate and value: the passing calls that showed it
     * before the call, ordered as the query orders them.
     */
    static List<PairCount> pairCounts(List<RecordedCall> calls) {
        Map<String, Long> passing = new HashMap<>();
        Map<List<Object>, long[]> seen = new TreeMap<>(OwnCalls::comparePairs);
        for (RecordedCall c : calls) {
            if (!c.passed()) {
                continue;
            }
            passing.merge(c.method().signature(), 1L, Long::sum);
            for (PairPredicate p : c.pairs()) {
                if (!p.post()) {
                    seen.computeIfAbsent(List.of(c.method().owner().getName(), c.method().signature(), p.role0(),
                            p.role1(), p.name(), p.value()), k -> new long[1])[0]++;
                }
            }
        }
        List<PairCount> out = new ArrayList<>();
        seen.forEach((k, n) -> out.add(new PairCount((String) k.get(0), (String) k.get(1), (Integer) k.get(2),
                (Integer) k.get(3), (String) k.get(4), (Long) k.get(5), n[0], passing.get((String) k.get(1)))));
        return out;
    }

    private static int comparePairs(List<Object> a, List<Object> b) {
        int c = ((String) a.get(0)).compareTo((String) b.get(0));
        c = c != 0 ? c : ((String) a.get(1)).compareTo((String) b.get(1));
        c = c != 0 ? c : Integer.compare((Integer) a.get(2), (Integer) b.get(2));
        c = c != 0 ? c : Integer.compare((Integer) a.get(3), (Integer) b.get(3));
        c = c != 0 ? c : ((String) a.get(4)).compareTo((String) b.get(4));
        return c != 0 ? c : Long.compare((Long) a.get(5), (Long) b.get(5));
    }
}
