package dev.ferret.core.oracle;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.model.Bridges;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Check;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Records the regression oracle of a normal sequence: primitive and String results, nulls, and
 * the values of observer methods (public, non-static, no arguments, returning a primitive or
 * String, named size, length, count, toString, get*, is* or has*), leaving out known
 * nondeterministic members, values that print identity hash codes and values that name the run's
 * scratch directory ({@link ScratchMentions}: the emitted test's temporary directory is elsewhere).
 */
public final class RegressionObserver {

    private static final int MAX_OBSERVERS = 10;
    private static final int MAX_STRING = 200;
    private static final Set<String> NAMES = Set.of("size", "length", "count", "toString");
    private static final Pattern IDENTITY = Pattern.compile("@[0-9a-f]{4,}");

    private record Observer(String name, MethodHandle handle) { }

    private final Map<Class<?>, List<Observer>> observers = new HashMap<>();
    private final Map<Class<?>, Boolean> overridesToString = new HashMap<>();
    private final ScratchMentions scratch;

    /** An observer that asserts no value naming a scratch directory. */
    public RegressionObserver() {
        this(ScratchMentions.NONE);
    }

    /** @param scratch the texts that name the run's scratch directory, never asserted */
    public RegressionObserver(ScratchMentions scratch) {
        this.scratch = scratch;
    }

    /**
     * Observes the value at {@code index}.
     *
     * @param value the value
     * @param declared the declared type of the variable holding it
     * @param index the step index the checks refer to
     * @param asValue whether to assert the value itself (the result of the last call)
     */
    public List<Check.ValueCheck> observe(Object value, Class<?> declared, int index, boolean asValue, CallClock clock) {
        List<Check.ValueCheck> out = new ArrayList<>();
        if (declared == void.class) {
            return out;
        }
        if (value == null) {
            if (asValue && !declared.isPrimitive()) {
                out.add(new Check.ValueCheck(index, null, null));
            }
            return out;
        }
        if (Types.isLiteralType(value.getClass())) {
            if (asValue && Types.isLiteralType(declared) && assertable(value)) {
                out.add(new Check.ValueCheck(index, null, value));
            }
            return out;
        }
        for (Observer o : observersOf(declared)) {
            if (o.name.equals("toString") && (!overridesToString(value.getClass()) || isBig(value))
                    || overriddenByGeneratedCode(value.getClass(), o.name)) {
                continue;
            }
            try {
                clock.callStarted();
                Object result = o.handle.invoke(value);
                if (assertable(result)) {
                    out.add(new Check.ValueCheck(index, o.name, result));
                }
            } catch (Throwable t) {
                // an observer that throws is not asserted
            }
        }
        return out;
    }

    /**
     * What a value that is an object prints, for telling whether it differs between two runs (a
     * date made from the clock), or {@code null} where that tells nothing: a primitive, string or
     * {@code null} (compared as they are), a class that does not override {@code toString}, a
     * generated subclass, a big value, or a text with identity hash codes or the scratch directory.
     *
     * @param value a step's value
     * @param clock times the call of {@code toString}
     */
    public Fingerprint fingerprint(Object value, CallClock clock) {
        if (value == null || Types.isLiteralType(value.getClass()) || value.getClass().isSynthetic()
                || !overridesToString(value.getClass()) || isBig(value)) {
            return null;
        }
        try {
            clock.callStarted();
            String text = String.valueOf(value);
            return assertable(text) ? new Fingerprint(text) : null;
        } catch (Throwable t) { // NOPMD: a toString that fails tells nothing
            return null;
        }
    }

    /** What an object printed ({@link #fingerprint}); never asserted, only compared with another run's. */
    public record Fingerprint(String text) { }

    /**
     * Whether a generated subclass overrides the observer: its body may mutate or answer anything,
     * so calling it to observe would change what the test does.
     */
    private static boolean overriddenByGeneratedCode(Class<?> c, String observer) {
        if (!c.isSynthetic()) {
            return false;
        }
        try {
            c.getDeclaredMethod(observer);
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static boolean isBig(Object v) {
        return v instanceof java.util.Collection<?> c && c.size() > 50
                || v instanceof java.util.Map<?, ?> m && m.size() > 50
                || v instanceof CharSequence cs && cs.length() > MAX_STRING;
    }

    private boolean assertable(Object v) {
        if (v instanceof String s) {
            return s.length() <= MAX_STRING && !IDENTITY.matcher(s).find() && !scratch.in(s);
        }
        return true;
    }

    private boolean overridesToString(Class<?> c) {
        return overridesToString.computeIfAbsent(c, k -> {
            try {
                return k.getMethod("toString").getDeclaringClass() != Object.class;
            } catch (NoSuchMethodException e) {
                return false;
            }
        });
    }

    private List<Observer> observersOf(Class<?> declared) {
        return observers.computeIfAbsent(declared, RegressionObserver::find);
    }

    private static List<Observer> find(Class<?> declared) {
        List<Observer> out = new ArrayList<>();
        if (!Types.isAccessible(declared) || declared.isArray()) {
            return out;
        }
        List<Method> methods = new ArrayList<>(List.of(declared.getMethods()));
        methods.sort(Comparator.comparing(Method::getName));
        for (Method m : methods) {
            if (out.size() >= MAX_OBSERVERS) {
                break;
            }
            if (isObserver(declared, m)) {
                try {
                    MethodHandle h;
                    if (Types.isPublic(declared)) {
                        h = MethodHandles.publicLookup().findVirtual(declared, m.getName(),
                                MethodType.methodType(m.getReturnType()));
                    } else { // a class of the package the tests share with the code under test
                        m.setAccessible(true);
                        h = MethodHandles.lookup().unreflect(m);
                    }
                    out.add(new Observer(m.getName(), h));
                } catch (ReflectiveOperationException | RuntimeException e) {
                    // not callable through the declared type: skip
                }
            }
        }
        return out;
    }

    /**
     * Whether a method of this name, without arguments, reads as an observer: {@code size},
     * {@code length}, {@code count}, {@code toString}, {@code get*}, {@code is*} or {@code has*}.
     */
    public static boolean isObserverName(String n) {
        return NAMES.contains(n) || prefixed(n, "get") || prefixed(n, "is") || prefixed(n, "has");
    }

    private static boolean isObserver(Class<?> declared, Method m) {
        String n = m.getName();
        Class<?> r = m.getReturnType();
        return isObserverName(n) && m.getParameterCount() == 0 && !Modifier.isStatic(m.getModifiers())
                && r != void.class && (r.isPrimitive() || r == String.class)
                && (!m.isBridge() || Bridges.isVisibilityBridge(m))
                && (m.getDeclaringClass() != Object.class || n.equals("toString"))
                && !Nondeterminism.matches(declared.getName() + "." + n + "()");
    }

    private static boolean prefixed(String name, String prefix) {
        return name.length() > prefix.length() && name.startsWith(prefix)
                && Character.isUpperCase(name.charAt(prefix.length()));
    }
}
