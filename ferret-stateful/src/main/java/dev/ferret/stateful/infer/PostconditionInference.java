package dev.ferret.stateful.infer;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Infers postconditions Daikon-style from the passing calls' pre- and post-states
 * ({@link PassingCall}): a {@link PostTemplate} is kept when every passing call of the routine
 * (at least {@link #MIN_SUPPORT}) satisfied it. For an input's predicate that a call can change:
 * unchanged, flipped, a constant step up or down, strictly or weakly monotone, grown by another
 * input's same predicate, and its value after the call when constant (only when it changed). For
 * the result: null-ness, booleans, a constant or bounds, and equality (or negation) with an
 * input's predicate before or after the call or with a primitive argument. Bounds the types or
 * the JDK already imply ({@link Implied}) are left out. Inferred contracts are never oracles.
 */
public final class PostconditionInference {

    /** Passing calls a postcondition needs before it is reported. */
    public static final int MIN_SUPPORT = PreconditionInference.MIN_SUPPORT;

    private final Terms terms;

    /** @param terms how clauses name objects and which predicates are booleans */
    public PostconditionInference(Terms terms) {
        this.terms = terms;
    }

    /** The postconditions of every routine, routine by routine in the order of the calls. */
    public List<Postcondition> infer(List<PassingCall> calls) {
        List<Postcondition> out = new ArrayList<>();
        byRoutine(calls).values().forEach(group -> out.addAll(ofRoutine(group)));
        return out;
    }

    /** The calls grouped by class and routine, in the order of their first call. */
    static Map<String, List<PassingCall>> byRoutine(List<PassingCall> calls) {
        Map<String, List<PassingCall>> out = new LinkedHashMap<>();
        for (PassingCall c : calls) {
            out.computeIfAbsent(c.className() + '\u0000' + c.routine(), k -> new ArrayList<>()).add(c);
        }
        return out;
    }

    /** The postconditions of the passing calls of one routine. */
    List<Postcondition> ofRoutine(List<PassingCall> calls) {
        if (calls.size() < MIN_SUPPORT) {
            return List.of();
        }
        Clauses out = new Clauses(calls.get(0), calls.size());
        Columns cols = new Columns(calls);
        for (Slot s : cols.post) {
            if (!cols.inputs.contains(s.role())) {
                result(cols, s, out);
            } else if (cols.pre.contains(s) && !Terms.immutable(s)) {
                change(cols, s, out);
            }
        }
        return out.list;
    }

    /** An input's predicate: how the call changed it. */
    private void change(Columns cols, Slot s, Clauses out) {
        long[] now = cols.after(s);
        long[] was = cols.before(s);
        if (Columns.all(now, was, (a, b) -> a == b)) {
            out.add(PostTemplate.UNCHANGED, s, null, 0);
            return;
        }
        if (out.isBoolean(s)) {
            if (Columns.all(now, was, (a, b) -> a == 1 - b)) {
                out.add(PostTemplate.FLIPPED, s, null, 0);
            }
            constant(now, s, true, out);
            return;
        }
        Long step = Columns.constant(now, was, (a, b) -> a - b);
        if (step != null) {
            out.add(step > 0 ? PostTemplate.INCREASED_BY : PostTemplate.DECREASED_BY, s, null, Math.abs(step));
        } else if (Columns.all(now, was, (a, b) -> a > b)) {
            out.add(PostTemplate.INCREASED, s, null, 0);
        } else if (Columns.all(now, was, (a, b) -> a < b)) {
            out.add(PostTemplate.DECREASED, s, null, 0);
        } else if (Columns.all(now, was, (a, b) -> a >= b)) {
            out.add(PostTemplate.NOT_DECREASED, s, null, 0);
        } else if (Columns.all(now, was, (a, b) -> a <= b)) {
            out.add(PostTemplate.NOT_INCREASED, s, null, 0);
        }
        grewByOther(cols, s, now, was, out);
        constant(now, s, false, out);
    }

    /** {@code q == old(q) + old(p.q)} for the same predicate {@code q} of another input {@code p}. */
    private static void grewByOther(Columns cols, Slot s, long[] now, long[] was, Clauses out) {
        for (Slot o : cols.pre) {
            if (o.role() != s.role() && o.name().equals(s.name())) {
                long[] other = cols.before(o);
                long[] sum = new long[was.length];
                for (int i = 0; i < sum.length; i++) {
                    sum[i] = was[i] + other[i];
                }
                if (Columns.all(now, sum, (a, b) -> a == b)) {
                    out.add(PostTemplate.GREW_BY_OTHER, s, o, 0);
                }
            }
        }
    }

    /** {@code q}, {@code !q} or {@code q == c} when every call left the same value. */
    private static boolean constant(long[] now, Slot q, boolean bool, Clauses out) {
        Long c = Columns.constant(now, now, (a, b) -> a);
        if (c == null) {
            return false;
        }
        if (bool) {
            out.add(c == 1 ? PostTemplate.POST_TRUE : PostTemplate.POST_FALSE, q, null, 0);
        } else {
            out.add(PostTemplate.POST_EQUALS, q, null, c);
        }
        return true;
    }

    /** A predicate of the result. */
    private void result(Columns cols, Slot s, Clauses out) {
        long[] v = cols.after(s);
        if (s.name().equals(Predicate.NOT_NULL)) {
            Long c = Columns.constant(v, v, (a, b) -> a);
            if (c != null) {
                out.add(c == 1 ? PostTemplate.RESULT_NOT_NULL : PostTemplate.RESULT_NULL, s, null, 0);
            }
            return;
        }
        boolean bool = out.isBoolean(s);
        if (constant(v, s, bool, out)) {
            return;
        }
        if (!bool) {
            long min = java.util.Arrays.stream(v).min().orElseThrow();
            long max = java.util.Arrays.stream(v).max().orElseThrow();
            if (!Implied.lowerBound(out.first.routine(), s.name(), true, min)) {
                out.add(PostTemplate.POST_AT_LEAST, s, null, min);
            }
            if (!Implied.upperBound(max)) {
                out.add(PostTemplate.POST_AT_MOST, s, null, max);
            }
        }
        if (s.name().equals(Predicate.ITSELF)) {
            for (Slot t : cols.post) {
                if (cols.inputs.contains(t.role()) && !t.name().equals(Predicate.NOT_NULL) && out.isBoolean(t) == bool) {
                    relate(cols, s, v, t, bool, out);
                }
            }
        }
    }

    /** A primitive result against one input's predicate: equal or negated, after or before the call. */
    private static void relate(Columns cols, Slot s, long[] v, Slot t, boolean bool, Clauses out) {
        long[] now = cols.after(t);
        if (t.name().equals(Predicate.ITSELF)) {
            if (Columns.all(v, now, (a, b) -> a == b)) {
                out.add(PostTemplate.RESULT_IS_ARGUMENT, s, t, 0);
            }
            return;
        }
        long[] was = cols.pre.contains(t) ? cols.before(t) : null;
        if (Columns.all(v, now, (a, b) -> a == b)) {
            out.add(PostTemplate.RESULT_IS_POST, s, t, 0);
        } else if (was != null && Columns.all(v, was, (a, b) -> a == b)) {
            out.add(PostTemplate.RESULT_IS_OLD, s, t, 0);
        } else if (bool && Columns.all(v, now, (a, b) -> a == 1 - b)) {
            out.add(PostTemplate.RESULT_NEGATES_POST, s, t, 0);
        } else if (bool && was != null && Columns.all(v, was, (a, b) -> a == 1 - b)) {
            out.add(PostTemplate.RESULT_NEGATES_OLD, s, t, 0);
        }
    }

    /** The clauses of one routine as they are found. */
    private final class Clauses {
        final List<Postcondition> list = new ArrayList<>();
        private final PassingCall first;
        private final long support;

        Clauses(PassingCall first, long support) {
            this.first = first;
            this.support = support;
        }

        String term(Slot s) {
            return terms.term(first.routine(), s);
        }

        boolean isBoolean(Slot s) {
            return terms.isBoolean(first.routine(), s);
        }

        void add(PostTemplate t, Slot q, Slot p, long c) {
            list.add(new Postcondition(first.className(), first.routine(), t, support,
                    t.clause(term(q), p == null ? null : term(p), c), q, p, c));
        }
    }
}
