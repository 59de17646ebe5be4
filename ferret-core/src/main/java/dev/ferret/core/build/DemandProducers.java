package dev.ferret.core.build;

import dev.ferret.core.model.ArrayOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.FieldOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Types;
import dev.ferret.core.oracle.Nondeterminism;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Demand-driven input creation: operations that produce values of types outside the classes under
 * test ({@code List}, {@code Map}, {@code CharSequence}, arrays, ...) from accessible public
 * constructors and static factories, including well-known JDK implementations of interfaces and
 * the standard charsets. None names a file ({@link FileNamingProducers}): paths and files are
 * made inside the scratch directory. Results are cached per type and sorted by signature.
 */
final class DemandProducers {

    private static final int MAX_PARAMS = 3;
    private static final int MAX_ARRAY_LENGTH = 3;

    private static final Map<Class<?>, List<Class<?>>> IMPLEMENTATIONS = Map.ofEntries(
            Map.entry(Object.class, List.of(String.class, Integer.class)),
            Map.entry(Iterable.class, List.of(java.util.ArrayList.class)),
            Map.entry(java.util.Collection.class, List.of(java.util.ArrayList.class, java.util.HashSet.class)),
            Map.entry(java.util.List.class, List.of(java.util.ArrayList.class, java.util.LinkedList.class, java.util.Arrays.class)),
            Map.entry(java.util.AbstractList.class, List.of(java.util.ArrayList.class)),
            Map.entry(java.util.Set.class, List.of(java.util.HashSet.class, java.util.TreeSet.class, java.util.LinkedHashSet.class)),
            Map.entry(java.util.SortedSet.class, List.of(java.util.TreeSet.class)),
            Map.entry(java.util.NavigableSet.class, List.of(java.util.TreeSet.class)),
            Map.entry(java.util.Map.class, List.of(java.util.HashMap.class, java.util.TreeMap.class, java.util.LinkedHashMap.class)),
            Map.entry(java.util.SortedMap.class, List.of(java.util.TreeMap.class)),
            Map.entry(java.util.NavigableMap.class, List.of(java.util.TreeMap.class)),
            Map.entry(java.util.Queue.class, List.of(java.util.ArrayDeque.class, java.util.LinkedList.class, java.util.PriorityQueue.class)),
            Map.entry(java.util.Deque.class, List.of(java.util.ArrayDeque.class, java.util.LinkedList.class)),
            Map.entry(CharSequence.class, List.of(String.class, StringBuilder.class)),
            Map.entry(Number.class, List.of(Integer.class, Long.class, Double.class)),
            Map.entry(Comparable.class, List.of(String.class, Integer.class)),
            Map.entry(java.util.Comparator.class, List.of(java.util.Collections.class)),
            Map.entry(java.nio.file.OpenOption.class,
                    List.of(java.nio.file.StandardOpenOption.class, java.nio.file.LinkOption.class)),
            Map.entry(java.nio.file.CopyOption.class,
                    List.of(java.nio.file.StandardCopyOption.class, java.nio.file.LinkOption.class)));

    /**
     * Classes whose public static final fields are values of another type: the charsets every JDK
     * has ({@code StandardCharsets.UTF_8}), for code that reads and writes text.
     */
    private static final Map<Class<?>, Class<?>> CONSTANTS = Map.of(
            java.nio.charset.Charset.class, java.nio.charset.StandardCharsets.class);

    private final Map<Class<?>, List<Operation>> cache = new HashMap<>();

    /** Operations whose result is assignable to {@code type}; empty if none is known. */
    List<Operation> producersFor(Class<?> type) {
        return cache.computeIfAbsent(type, DemandProducers::find);
    }

    private static List<Operation> find(Class<?> type) {
        List<Operation> ops = new ArrayList<>();
        if (type.isPrimitive() || !Types.isAccessible(type)) {
            return ops;
        }
        if (type.isArray()) {
            for (int n = 0; n <= MAX_ARRAY_LENGTH; n++) {
                ops.add(new ArrayOperation(type.getComponentType(), n));
            }
            return ops;
        }
        List<Class<?>> sources = new ArrayList<>();
        sources.add(type);
        sources.addAll(IMPLEMENTATIONS.getOrDefault(type, List.of()));
        for (Class<?> k : sources) {
            addProducers(k, type, ops);
        }
        Class<?> holder = CONSTANTS.get(type);
        if (holder != null) {
            for (Field f : holder.getFields()) {
                if (Modifier.isStatic(f.getModifiers()) && Modifier.isFinal(f.getModifiers())
                        && type.isAssignableFrom(f.getType())) {
                    ops.add(new FieldOperation(f, holder, null));
                }
            }
        }
        ops.removeIf(op -> Nondeterminism.matches(op.signature()) || FileNamingProducers.matches(op.signature()));
        ops.sort(Comparator.comparing(Operation::signature));
        return ops;
    }

    private static void addProducers(Class<?> k, Class<?> wanted, List<Operation> ops) {
        if (!Types.isAccessible(k)) {
            return;
        }
        if (k.isEnum()) {
            for (Field f : k.getFields()) {
                if (f.isEnumConstant()) {
                    ops.add(new FieldOperation(f, k, null));
                }
            }
            return;
        }
        if (!k.isInterface() && !Modifier.isAbstract(k.getModifiers()) && wanted.isAssignableFrom(k)) {
            for (Constructor<?> c : k.getConstructors()) {
                if (simple(c.getParameterTypes())) {
                    ops.add(new ConstructorOperation(c, null));
                }
            }
        }
        for (Method m : k.getMethods()) {
            if (Modifier.isStatic(m.getModifiers()) && m.getDeclaringClass() == k && !m.isSynthetic()
                    && wanted.isAssignableFrom(m.getReturnType()) && simple(m.getParameterTypes())) {
                ops.add(new MethodOperation(m, k, null, false));
            }
        }
    }

    private static boolean simple(Class<?>[] params) {
        if (params.length > MAX_PARAMS) {
            return false;
        }
        for (Class<?> p : params) {
            if (!Types.isAccessible(p) || p.isInterface() && !IMPLEMENTATIONS.containsKey(p) && p != Iterable.class) {
                return false;
            }
        }
        return true;
    }
}
