package dev.ferret.core.oracle;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.model.Bridges;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
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
 * Records the regression oracle of a normal sequence: primitive and String results, nulls, array
 * results ({@link #arrayValue}), and the values of observer methods (public, non-static, no
 * arguments, returning a primitive or String, or an array in the slots those leave, named size,
 * length, count, toString, get*, is* or has*), leaving out known
 * nondeterministic members, values that print identity hash codes and values that name the run's
 * scratch directory ({@link ScratchMentions}: the emitted test's temporary directory is elsewhere).
 */
public final class RegressionObserver {

    private static final int MAX_OBSERVERS = 10;
    private static final int MAX_STRING = 200;
    /** The most elements of an array asserted one by one; a longer array has its length asserted. */
    static final int MAX_ELEMENTS = 20;
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
        if (value.getClass().isArray()) {
            if (asValue && (declared.isArray() || declared.isAssignableFrom(Object[].class))) { // or Object, Cloneable, Serializable
                out.add(new Check.ValueCheck(index, null, arrayValue(value)));
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
                if (result != null && result.getClass().isArray()) {
                    out.add(new Check.ValueCheck(index, o.name, arrayValue(result)));
                } else if (assertable(result)) {
                    out.add(new Check.ValueCheck(index, o.name, result));
                }
            } catch (Throwable t) {
                // an observer that throws is not asserted
            }
        }
        return out;
    }

    /**
     * What an assertion of an array keeps: its elements when there are at most {@value #MAX_ELEMENTS}
     * and a reader can write each as a literal (the component type is a primitive, {@code String},
     * a boxed primitive, an enum the tests can name, or {@code Object} with literal elements; nulls
     * allowed; strings asserted like a string result, together at most as long as one), else its
     * length only (nested arrays, arrays of other objects, longer arrays).
     *
     * @param array an array
     */
    public ArrayValue arrayValue(Object array) {
        Class<?> component = array.getClass().getComponentType();
        int length = Array.getLength(array);
        String type = Types.name(component);
        boolean literals = Types.isLiteralType(component) || component == Object.class
                || component.isEnum() && Types.isAccessible(component);
        if (length > MAX_ELEMENTS || !literals && length > 0) {
            return ArrayValue.ofLength(type, length);
        }
        List<Object> elements = new ArrayList<>(length);
        int chars = 0;
        for (int i = 0; i < length; i++) {
            Object e = Array.get(array, i);
            Object element = element(component, e);
            if (element == null && e != null) {
                return ArrayValue.ofLength(type, length);
            }
            chars += e instanceof String s ? s.length() : 0;
            elements.add(element);
        }
        return chars > MAX_STRING ? ArrayValue.ofLength(type, length) : ArrayValue.of(type, elements);
    }

    /** An array's element as a check keeps it, or {@code null} (for a non-null one: not assertable). */
    private Object element(Class<?> component, Object e) {
        if (e == null) {
            return null;
        }
        if (component.isEnum()) {
            return new ArrayValue.Constant(((Enum<?>) e).name());
        }
        boolean literal = Types.isLiteralType(component) || component == Object.class && Types.isLiteralType(e.getClass());
        return literal && assertable(e) ? e : null;
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

    private static final Method OBJECT_TO_STRING;

    static {
        try {
            OBJECT_TO_STRING = Object.class.getMethod("toString");
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static List<Observer> find(Class<?> declared) {
        List<Observer> out = new ArrayList<>();
        if (!Types.isAccessible(declared) || declared.isArray()) {
            return out;
        }
        List<Method> methods = new ArrayList<>(List.of(declared.getMethods()));
        if (declared.isInterface()) {
            methods.add(OBJECT_TO_STRING); // an interface's members leave out Object's, which its values have
        }
        methods.sort(Comparator.comparing(Method::getName));
        for (boolean arrays : new boolean[] {false, true}) { // observers of arrays take the slots left
            for (Method m : methods) {
                if (out.size() >= MAX_OBSERVERS) {
                    break;
                }
                if (isObserver(declared, m) && m.getReturnType().isArray() == arrays) {
                    add(declared, m, out);
                }
            }
        }
        return out;
    }

    private static void add(Class<?> declared, Method m, List<Observer> out) {
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
                && r != void.class && (r.isPrimitive() || r == String.class || r.isArray() && Types.isAccessible(r))
                && (!m.isBridge() || Bridges.isVisibilityBridge(m))
                && (m.getDeclaringClass() != Object.class || n.equals("toString"))
                && !Nondeterminism.matches(declared.getName() + "." + n + "()");
    }

    private static boolean prefixed(String name, String prefix) {
        return name.length() > prefix.length() && name.startsWith(prefix)
                && Character.isUpperCase(name.charAt(prefix.length()));
    }
}
