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
 * The abstract state of a value: its null-ness, the value itself for a primitive, and for an
 * object the values of its class's public pure observers (no arguments, named like an observer,
 * returning {@code boolean}, {@code int} or {@code long}). Purity is checked dynamically: an
 * observer whose second evaluation differs from its first, or that throws, on any object is
 * dropped for its class from then on.
 */
final class AbstractState {

    private static final int MAX_OBSERVERS = 12;

    private final Map<Class<?>, List<Method>> observers = new HashMap<>();
    private final Set<Method> impure = new HashSet<>();
    /** The names of predicates whose values are booleans. */
    private final Set<String> booleanNames = new HashSet<>();

    /** Adds the predicates of {@code value} at {@code role} to {@code out}. */
    void evaluate(int role, Class<?> declared, Object value, boolean post, List<Predicate> out) {
        if (declared.isPrimitive()) {
            Long v = primitive(value);
            if (v != null) {
                if (value instanceof Boolean) {
                    booleanNames.add(Predicate.ITSELF);
                }
                out.add(new Predicate(role, Predicate.ITSELF, Types.name(declared), v, post));
            }
            return;
        }
        booleanNames.add(Predicate.NOT_NULL);
        if (value == null) {
            out.add(new Predicate(role, Predicate.NOT_NULL, "null", 0, post));
            return;
        }
        Class<?> type = visible(value.getClass());
        String typeName = type.getName();
        out.add(new Predicate(role, Predicate.NOT_NULL, typeName, 1, post));
        for (Method m : observersOf(type)) {
            if (impure.contains(m)) {
                continue;
            }
            try {
                Object first = m.invoke(value);
                Object second = m.invoke(value);
                if (!first.equals(second)) {
                    impure.add(m);
                    continue;
                }
                String name = "$." + m.getName() + "()";
                if (first instanceof Boolean) {
                    booleanNames.add(name);
                }
                out.add(new Predicate(role, name, typeName, primitive(first), post));
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                impure.add(m); // throws or cannot be called: not an observer to rely on
            }
        }
    }

    /** The names of the boolean predicates seen so far. */
    Set<String> booleanNames() {
        return booleanNames;
    }

    private static Long primitive(Object v) {
        if (v instanceof Boolean b) {
            return b ? 1L : 0L;
        }
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            return ((Number) v).longValue();
        }
        if (v instanceof Character c) {
            return (long) c;
        }
        return null;
    }

    /** The class whose observers a test can call: generated subclasses are seen as their superclass. */
    static Class<?> visible(Class<?> c) {
        Class<?> at = c;
        while (at.getSuperclass() != null && (at.isSynthetic() || !Types.isAccessible(at))) {
            at = at.getSuperclass();
        }
        return at;
    }

    private List<Method> observersOf(Class<?> type) {
        return observers.computeIfAbsent(type, AbstractState::find);
    }

    private static List<Method> find(Class<?> type) {
        List<Method> out = new ArrayList<>();
        if (!Types.isAccessible(type) || type.isArray()) {
            return out;
        }
        List<Method> methods = new ArrayList<>(List.of(type.getMethods()));
        methods.sort(Comparator.comparing(Method::getName));
        for (Method m : methods) {
            Class<?> r = m.getReturnType();
            boolean fits = r == boolean.class || r == int.class || r == long.class;
            if (fits && m.getParameterCount() == 0 && !Modifier.isStatic(m.getModifiers())
                    && m.getDeclaringClass() != Object.class && !m.getName().equals("hashCode")
                    && RegressionObserver.isObserverName(m.getName()) && out.size() < MAX_OBSERVERS) {
                out.add(m);
            }
        }
        return out;
    }
}
