package dev.ferret.stateful.infer;

import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.LongBinaryOperator;

/** The passing calls of one routine as columns: each predicate's values before and after, call by call. */
final class Columns {

    private final List<PassingCall> calls;
    /** Predicates evaluated before every call. */
    final Set<Slot> pre;
    /** Predicates evaluated after every call. */
    final Set<Slot> post;
    /** The roles of the inputs (the others, after the call, are the result's). */
    final Set<Integer> inputs = new HashSet<>();

    Columns(List<PassingCall> calls) {
        this.calls = calls;
        this.pre = universal(PassingCall::pre);
        this.post = universal(PassingCall::post);
        calls.forEach(c -> c.pre().keySet().forEach(s -> inputs.add(s.role())));
    }

    int size() {
        return calls.size();
    }

    private Set<Slot> universal(Function<PassingCall, Map<Slot, Long>> state) {
        Set<Slot> out = new TreeSet<>(state.apply(calls.get(0)).keySet());
        calls.forEach(c -> out.retainAll(state.apply(c).keySet()));
        return out;
    }

    long[] before(Slot s) {
        return column(s, PassingCall::pre);
    }

    long[] after(Slot s) {
        return column(s, PassingCall::post);
    }

    private long[] column(Slot s, Function<PassingCall, Map<Slot, Long>> state) {
        long[] out = new long[calls.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = state.apply(calls.get(i)).get(s);
        }
        return out;
    }

    /** Whether {@code f(a[i], b[i])} is the same value {@code c} for every call: c, or null. */
    static Long constant(long[] a, long[] b, LongBinaryOperator f) {
        long c = f.applyAsLong(a[0], b[0]);
        for (int i = 1; i < a.length; i++) {
            if (f.applyAsLong(a[i], b[i]) != c) {
                return null;
            }
        }
        return c;
    }

    /** Whether {@code test(a[i], b[i])} holds for every call. */
    static boolean all(long[] a, long[] b, LongPairTest test) {
        for (int i = 0; i < a.length; i++) {
            if (!test.holds(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }

    /** A test on two values of one call. */
    @FunctionalInterface
    interface LongPairTest {
        boolean holds(long a, long b);
    }
}
