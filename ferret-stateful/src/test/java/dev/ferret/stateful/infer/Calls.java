package dev.ferret.stateful.infer;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Passing calls of one routine built column by column, and the vocabulary the tests name them in. */
final class Calls {

    /** Role 0 is {@code this}, 1 {@code other} (or {@code item} for a primitive), 2 {@code result}. */
    static final Terms TERMS = new Terms() {
        @Override
        public String variable(String routine, int role) {
            return switch (role) {
                case 0 -> "this";
                case 1 -> routine.contains("int") ? "item" : "other";
                default -> "result";
            };
        }

        @Override
        public boolean isBoolean(String routine, Slot slot) {
            return slot.name().startsWith("$.is") || slot.name().equals(Predicate.NOT_NULL)
                    || slot.name().equals(Predicate.ITSELF) && slot.role() == 2 && routine.startsWith("boolean");
        }
    };

    private final String routine;
    private final int n;
    private final List<Map<Slot, Long>> pre = new ArrayList<>();
    private final List<Map<Slot, Long>> post = new ArrayList<>();

    private Calls(String routine, int n) {
        this.routine = routine;
        this.n = n;
        for (int i = 0; i < n; i++) {
            pre.add(new HashMap<>());
            post.add(new HashMap<>());
        }
    }

    /** {@code n} passing calls of {@code routine} of class {@code L}. */
    static Calls of(String routine, int n) {
        return new Calls(routine, n);
    }

    /** An input's predicate, before and after each call. */
    Calls input(int role, String name, long[] before, long[] after) {
        for (int i = 0; i < n; i++) {
            pre.get(i).put(new Slot(role, name), before[i]);
            post.get(i).put(new Slot(role, name), after[i]);
        }
        return this;
    }

    /** A predicate of the result (role 2), after each call. */
    Calls result(String name, long... after) {
        for (int i = 0; i < n; i++) {
            post.get(i).put(new Slot(2, name), after[i]);
        }
        return this;
    }

    /** A primitive argument (role 1). */
    Calls argument(long... values) {
        return input(1, Predicate.ITSELF, values, values);
    }

    List<PassingCall> build() {
        List<PassingCall> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new PassingCall(i, "L", routine, pre.get(i), post.get(i)));
        }
        return out;
    }

    static long[] v(long... values) {
        return values;
    }

    static Set<String> clauses(List<Postcondition> p) {
        return new java.util.LinkedHashSet<>(p.stream().map(Postcondition::clause).toList());
    }
}
