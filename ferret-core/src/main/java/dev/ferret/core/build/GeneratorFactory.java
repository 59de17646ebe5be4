package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.ReplayOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * One factory of a user's generator class: a public static method returning a
 * {@code dev.ferret.choice.Generator<T>} with no parameter or one {@code int} (the size to
 * generate). It explores its generators through {@code dev.ferret.choice.Replay} (by
 * reflection, in the generator's class loader, in the JVM that runs the code under test) and
 * writes the statements that rebuild one value: the factory's call, the trail, and
 * {@code Replay.of} ({@link ReplayOperation}).
 */
final class GeneratorFactory {

    private static final String GENERATOR = "dev.ferret.choice.Generator";

    /** Paths one exploration may try: a generator that prunes nearly everything gives up early. */
    static final long MAX_PATHS = 2_000;

    private final Method method;
    private final Class<?> valueType;
    private final MethodOperation call;
    private final ReplayOperation replay;
    private final MethodHandle trails;
    private final MethodHandle sample;

    private GeneratorFactory(Method method, Class<?> valueType) {
        this.method = method;
        this.valueType = valueType;
        this.call = new MethodOperation(method, method.getDeclaringClass(), null, false);
        ClassLoader loader = method.getDeclaringClass().getClassLoader();
        this.replay = new ReplayOperation(valueType, loader);
        try {
            Class<?> r = Class.forName(ReplayOperation.REPLAY, true, loader);
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            this.trails = lookup.findStatic(r, "trails",
                    MethodType.methodType(List.class, Supplier.class, int.class, long.class));
            this.sample = lookup.findStatic(r, "sample",
                    MethodType.methodType(String.class, Supplier.class, long.class, long.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException(ReplayOperation.REPLAY + " lacks trails or sample: " + e);
        }
    }

    /**
     * The factories of a generator class, in name order: its public static methods that return a
     * {@code Generator<T>} of a public class {@code T} and take nothing or one {@code int}.
     */
    static List<GeneratorFactory> of(Class<?> generators) {
        List<Method> methods = new ArrayList<>(List.of(generators.getMethods()));
        methods.sort(java.util.Comparator.comparing(Method::getName).thenComparing(Method::getParameterCount));
        List<GeneratorFactory> out = new ArrayList<>();
        for (Method m : methods) {
            Class<?> t = valueType(m);
            if (t != null && Modifier.isStatic(m.getModifiers()) && m.getDeclaringClass() == generators
                    && (m.getParameterCount() == 0 || m.getParameterCount() == 1 && m.getParameterTypes()[0] == int.class)) {
                out.add(new GeneratorFactory(m, t));
            }
        }
        return out;
    }

    /** {@code T} of a method returning {@code Generator<T>} with {@code T} a public class; else null. */
    static Class<?> valueType(Method m) {
        if (!m.getReturnType().getName().equals(GENERATOR)
                || !(m.getGenericReturnType() instanceof ParameterizedType p)) {
            return null;
        }
        Type t = p.getActualTypeArguments()[0];
        Class<?> c = t instanceof Class<?> k ? k : t instanceof ParameterizedType q && q.getRawType() instanceof Class<?> k ? k : null;
        return c != null && Types.isPublic(c) ? c : null;
    }

    /** The type of the values, {@code T}. */
    Class<?> valueType() {
        return valueType;
    }

    /** Whether the factory takes the size to generate. */
    boolean sized() {
        return method.getParameterCount() == 1;
    }

    /** {@code Class.method} for messages. */
    String name() {
        return method.getDeclaringClass().getName() + "." + method.getName();
    }

    /** The trails of the first {@code max} values at {@code size} in depth-first order. */
    @SuppressWarnings("unchecked")
    List<String> trails(int size, int max) {
        try {
            return (List<String>) trails.invoke(generator(size), max, MAX_PATHS);
        } catch (Throwable e) {
            return List.of(); // the factory or the generator fails: no values from it
        }
    }

    /** The trail of one value drawn at random from the generator of {@code size}, or null if none was found. */
    String sample(int size, long seed) {
        try {
            return (String) sample.invoke(generator(size), seed, MAX_PATHS);
        } catch (Throwable e) {
            return null;
        }
    }

    private Supplier<?> generator(int size) throws Throwable {
        return (Supplier<?>) (sized() ? method.invoke(null, size) : method.invoke(null));
    }

    /** The statements that rebuild the value: [size literal,] factory call, trail literal, replay; the value is last. */
    Sequence sequence(int size, String trail) {
        List<Statement> s = new ArrayList<>();
        if (sized()) {
            s.add(new Statement(new LiteralOperation(int.class, size), new int[0]));
            s.add(new Statement(call, new int[] {0}));
        } else {
            s.add(new Statement(call, new int[0]));
        }
        int generator = s.size() - 1;
        s.add(new Statement(new LiteralOperation(String.class, trail), new int[0]));
        s.add(new Statement(replay, new int[] {generator, generator + 1}));
        return Sequence.of(List.of(), s);
    }
}
