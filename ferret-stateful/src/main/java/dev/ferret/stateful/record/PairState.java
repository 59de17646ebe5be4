package dev.ferret.stateful.record;

import dev.ferret.core.model.Types;
import dev.ferret.core.oracle.RegressionObserver;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The binary abstract state of a call's objects (the paper's queries with arguments over other
 * reachable objects): for each pair of non-null objects of reference types, {@code ==} and
 * {@code equals} (once per unordered pair), and the first's public boolean observers that take
 * the second ({@code isSiblingOf}, {@code contains}, {@code isAncestorOf}: named like an
 * observer or {@code contains}, one reference parameter the second object fits, not a collection,
 * map or iterable, whose bulk queries such as {@code containsAll} are quadratic). Purity is checked dynamically as
 * for the unary observers: one whose second evaluation differs, or that throws, is dropped from
 * then on, and so is one whose two evaluations took over {@value #SLOW_NANOS} ns (a
 * {@code containsAll} of two long lists; a slow {@code equals} is skipped for its class). Bounded: at most {@value #MAX_OBJECTS} objects per state (so at most
 * {@value #MAX_OBJECTS} * ({@value #MAX_OBJECTS} - 1) ordered pairs) and
 * {@value #MAX_OBSERVERS} observers per class.
 */
final class PairState {

    static final int MAX_OBJECTS = 3;
    static final int MAX_OBSERVERS = 4;
    /** An observer (or a class's {@code equals}) whose two evaluations took longer is dropped: recording stays cheap. */
    static final long SLOW_NANOS = 20_000_000;

    private final Map<Class<?>, List<Method>> observers = new HashMap<>();
    private final Set<Method> impure = new HashSet<>();
    private final Set<Class<?>> slowEquals = new HashSet<>();

    /**
     * Adds the binary predicates over {@code values} (by role; {@code declared} their static
     * types) to {@code out}.
     */
    void evaluate(List<Class<?>> declared, List<Object> values, boolean post, List<PairPredicate> out) {
        List<Integer> roles = new ArrayList<>();
        for (int k = 0; k < values.size() && roles.size() < MAX_OBJECTS; k++) {
            Object v = values.get(k);
            if (!declared.get(k).isPrimitive() && v != null && !(v instanceof String) && !(v instanceof Number)
                    && !(v instanceof Boolean) && !(v instanceof Character) && !v.getClass().isSynthetic()) {
                roles.add(k);
            }
        }
        for (int x = 0; x < roles.size(); x++) {
            for (int y = 0; y < roles.size(); y++) {
                if (x != y) {
                    pair(roles.get(x), values.get(roles.get(x)), roles.get(y), values.get(roles.get(y)), x < y,
                            post, out);
                }
            }
        }
    }

    private void pair(int r0, Object a, int r1, Object b, boolean symmetricToo, boolean post,
                      List<PairPredicate> out) {
        String t0 = AbstractState.visible(a.getClass()).getName();
        String t1 = AbstractState.visible(b.getClass()).getName();
        if (symmetricToo) {
            out.add(new PairPredicate(r0, r1, PairPredicate.SAME, t0, t1, a == b ? 1 : 0, post));
            Boolean eq = slowEquals.contains(a.getClass()) ? null : twice(null, a, b);
            if (eq != null) {
                out.add(new PairPredicate(r0, r1, PairPredicate.EQUAL, t0, t1, eq ? 1 : 0, post));
            }
        }
        for (Method m : observers.computeIfAbsent(AbstractState.visible(a.getClass()), PairState::find)) {
            if (impure.contains(m) || !m.getParameterTypes()[0].isInstance(b)) {
                continue;
            }
            Boolean v = twice(m, a, b);
            if (v != null) {
                out.add(new PairPredicate(r0, r1, "$." + m.getName() + "($)", t0, t1, v ? 1 : 0, post));
            }
        }
    }

    /**
     * {@code m(a, b)} (or {@code a.equals(b)} for null) evaluated twice; null when impure, slow or
     * it throws (then dropped from now on).
     */
    private Boolean twice(Method m, Object a, Object b) {
        try {
            long start = System.nanoTime();
            Object first = m == null ? a.equals(b) : m.invoke(a, b);
            Object second = m == null ? a.equals(b) : m.invoke(a, b);
            if (System.nanoTime() - start > SLOW_NANOS) {
                if (m == null) {
                    slowEquals.add(a.getClass());
                    return null;
                }
            } else if (first.equals(second)) {
                return (Boolean) first;
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            // throws or cannot be called: not an observer to rely on
        }
        if (m != null) {
            impure.add(m);
        }
        return null;
    }

    /** A collection, map or iterable argument: a bulk query ({@code containsAll}), quadratic on long ones. */
    private static boolean bulk(Class<?> parameter) {
        return Iterable.class.isAssignableFrom(parameter) || java.util.Map.class.isAssignableFrom(parameter);
    }

    private static List<Method> find(Class<?> type) {
        List<Method> out = new ArrayList<>();
        if (!Types.isAccessible(type) || type.isArray()) {
            return out;
        }
        List<Method> methods = new ArrayList<>();
        for (Method m : type.getMethods()) {
            String n = m.getName();
            if (m.getReturnType() == boolean.class && m.getParameterCount() == 1
                    && !m.getParameterTypes()[0].isPrimitive() && !Modifier.isStatic(m.getModifiers())
                    && m.getDeclaringClass() != Object.class && !n.equals("equals") && !bulk(m.getParameterTypes()[0])
                    && (RegressionObserver.isObserverName(n) || n.equals("contains"))) {
                methods.add(m);
            }
        }
        methods.sort(Comparator.comparing(Method::getName).thenComparing(m -> m.getParameterTypes()[0].getName()));
        for (Method m : methods) {
            if (out.size() < MAX_OBSERVERS) {
                out.add(m);
            }
        }
        return out;
    }
}
