package dev.ferret.core.oracle;

import dev.ferret.core.model.Bridges;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The queries of a class: what a test can call on a receiver to show the state its last call left
 * when the {@linkplain RegressionObserver observers} show none of it (issue 28 §4). A query is a
 * public instance method without arguments that returns a value, is not {@code Object}'s, does
 * not read as a mutator ({@code pop()}, {@code removeFirst()}, {@link #readsAsMutator}) and is not
 * an observer the regression oracle already calls on every receiver ({@code size()},
 * {@code isEmpty()}): {@code topK()} of a selector, {@code snapshot()} and {@code mean()} of an
 * accumulator, {@code asByteSource()} of a stream.
 */
public final class Queries {

    private static final List<String> MUTATOR_PREFIXES = List.of("set", "add", "remove", "put", "clear", "insert",
            "delete", "push", "pop", "reset", "register", "append", "offer", "poll");

    private Queries() {
    }

    /** Whether a method's name reads as a mutator's: {@code set*}, {@code add*}, {@code remove*}, {@code pop}, .... */
    public static boolean readsAsMutator(Method m) {
        for (String prefix : MUTATOR_PREFIXES) {
            if (m.getName().startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code m} is a query (see the class comment). */
    public static boolean isQuery(Method m) {
        Class<?> r = m.getReturnType();
        boolean observed = RegressionObserver.isObserverName(m.getName())
                && (r.isPrimitive() || r == String.class || r.isArray());
        return !Modifier.isStatic(m.getModifiers()) && m.getParameterCount() == 0 && r != void.class && !observed
                && m.getDeclaringClass() != Object.class && !m.getName().equals("hashCode")
                && (!m.isBridge() || Bridges.isVisibilityBridge(m)) && !readsAsMutator(m)
                && !Nondeterminism.matches(m.getDeclaringClass().getName() + "." + m.getName() + "()");
    }

    /** The public queries of {@code c}, by name. */
    public static List<Method> of(Class<?> c) {
        List<Method> out = new ArrayList<>();
        for (Method m : c.getMethods()) {
            if (isQuery(m)) {
                out.add(m);
            }
        }
        out.sort(Comparator.comparing(Method::getName));
        return out;
    }
}
