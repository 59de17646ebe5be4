package dev.ferret.core.build;

import dev.ferret.core.model.Types;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which classes a generated subclass may extend, through which constructors, and which of their
 * methods it may override. A class is <em>open</em> when it is public, not final, a record, an
 * enum, sealed, generic, an annotation, an inner (non-static member) class, nor a JDK class, has
 * a constructor a test can call ({@code public} or {@code protected}; package-private when every
 * class under test is in its package, as the emitted tests are) whose parameter types a test can
 * name, and every abstract method of it can be overridden. Other classes are closed: their inputs
 * come from existing values.
 *
 * <p>Overridable: instance methods that are not final, private, static, synthetic, bridges or
 * generic, whose parameter and return types are plain classes a test can name; not
 * {@code equals}, {@code hashCode}, {@code toString}, {@code finalize} or {@code clone};
 * package-private ones only when declared in the class's package and visible to the tests.
 */
final class Subclassing {

    private static final Set<String> OBJECT_METHODS = Set.of("equals", "hashCode", "toString", "finalize", "clone");

    private final Set<String> testPackages;
    private final Map<Class<?>, Boolean> open = new java.util.concurrent.ConcurrentHashMap<>();
    private final Map<Class<?>, List<Constructor<?>>> constructors = new java.util.concurrent.ConcurrentHashMap<>();
    private final Map<Class<?>, java.util.Optional<Methods>> methods = new java.util.concurrent.ConcurrentHashMap<>();

    /** @param classesUnderTest the classes under test (their packages are where tests live) */
    Subclassing(Set<Class<?>> classesUnderTest) {
        Set<String> packages = new LinkedHashSet<>();
        for (Class<?> c : classesUnderTest) {
            packages.add(c.getPackageName());
        }
        this.testPackages = packages;
    }

    /** Whether generated subclasses may extend {@code type} (decided once per type). */
    boolean isOpen(Class<?> type) {
        return open.computeIfAbsent(type, this::decideOpen);
    }

    private boolean decideOpen(Class<?> type) {
        if (type.isInterface() || type.isArray() || type.isPrimitive() || type.isEnum() || type.isRecord()
                || type.isSealed() || type.isAnnotation() || Modifier.isFinal(type.getModifiers())
                || type == Object.class || type.getTypeParameters().length > 0 || !Types.isPublic(type)
                || type.isMemberClass() && !Modifier.isStatic(type.getModifiers()) || Types.isJdk(type)) {
            return false;
        }
        if (constructors(type).isEmpty()) {
            return false;
        }
        Methods methods = methods(type);
        return methods != null;
    }

    /** The constructors a test can call with {@code super(...)}, in a stable order. */
    List<Constructor<?>> constructors(Class<?> type) {
        return constructors.computeIfAbsent(type, this::findConstructors);
    }

    private List<Constructor<?>> findConstructors(Class<?> type) {
        List<Constructor<?>> out = new ArrayList<>();
        for (Constructor<?> c : type.getDeclaredConstructors()) {
            int mod = c.getModifiers();
            boolean visible = Modifier.isPublic(mod) || Modifier.isProtected(mod)
                    || !Modifier.isPrivate(mod) && packageVisible(type);
            if (visible && !c.isSynthetic() && c.getTypeParameters().length == 0 && nameable(c.getParameterTypes())
                    && plain(c.getGenericParameterTypes())) {
                out.add(c);
            }
        }
        out.sort((a, b) -> Arrays.toString(a.getParameterTypes()).compareTo(Arrays.toString(b.getParameterTypes())));
        return List.copyOf(out);
    }

    /**
     * The methods of a class a subclass must override (abstract) and may override (concrete),
     * or null when some abstract method cannot be overridden.
     */
    Methods methods(Class<?> type) {
        return methods.computeIfAbsent(type, t -> java.util.Optional.ofNullable(findMethods(t))).orElse(null);
    }

    private Methods findMethods(Class<?> type) {
        Map<String, Method> seen = new LinkedHashMap<>();
        List<Method> abstracts = new ArrayList<>();
        List<Method> concrete = new ArrayList<>();
        for (Class<?> k = type; k != null && k != Object.class; k = k.getSuperclass()) {
            Method[] declared = k.getDeclaredMethods();
            Arrays.sort(declared, (a, b) -> key(a).compareTo(key(b)));
            for (Method m : declared) {
                if (m.isSynthetic() || m.isBridge() || Modifier.isStatic(m.getModifiers())
                        || Modifier.isPrivate(m.getModifiers()) || seen.putIfAbsent(key(m), m) != null) {
                    continue;
                }
                if (!overridable(type, m)) {
                    if (Modifier.isAbstract(m.getModifiers())) {
                        return null;
                    }
                } else if (Modifier.isAbstract(m.getModifiers())) {
                    abstracts.add(m);
                } else {
                    concrete.add(m);
                }
            }
        }
        for (Method m : type.getMethods()) { // abstract methods of interfaces the class does not implement
            if (Modifier.isAbstract(m.getModifiers()) && seen.putIfAbsent(key(m), m) == null) {
                if (!overridable(type, m)) {
                    return null;
                }
                abstracts.add(m);
            }
        }
        return new Methods(List.copyOf(abstracts), List.copyOf(concrete));
    }

    /** What a subclass must and may override. */
    record Methods(List<Method> abstracts, List<Method> concrete) { }

    private boolean overridable(Class<?> type, Method m) {
        int mod = m.getModifiers();
        if (Modifier.isFinal(mod) || OBJECT_METHODS.contains(m.getName()) || m.getTypeParameters().length > 0
                || !nameable(m.getParameterTypes()) || !Types.isPublic(m.getReturnType())
                || !plain(m.getGenericParameterTypes()) || !plain(new Type[] {m.getGenericReturnType()})
                || !nameable(m.getExceptionTypes())) {
            return false;
        }
        if (Modifier.isPublic(mod) || Modifier.isProtected(mod)) {
            return true;
        }
        return m.getDeclaringClass().getPackageName().equals(type.getPackageName()) && packageVisible(type);
    }

    private boolean packageVisible(Class<?> type) {
        return testPackages.size() == 1 && testPackages.contains(type.getPackageName());
    }

    private static boolean nameable(Class<?>[] types) {
        for (Class<?> t : types) {
            if (!Types.isPublic(t)) {
                return false;
            }
        }
        return true;
    }

    private static boolean plain(Type[] types) {
        for (Type t : types) {
            if (!(t instanceof Class<?>)) {
                return false;
            }
        }
        return true;
    }

    static String key(Method m) {
        return m.getName() + Arrays.toString(m.getParameterTypes());
    }
}
