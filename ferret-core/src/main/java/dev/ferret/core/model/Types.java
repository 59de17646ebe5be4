package dev.ferret.core.model;

import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** Type utilities: accessibility from generated tests, boxing, and test-model type names. */
public final class Types {

    private static final Map<Class<?>, Class<?>> BOXES = Map.of(
            int.class, Integer.class, long.class, Long.class, short.class, Short.class,
            byte.class, Byte.class, char.class, Character.class, boolean.class, Boolean.class,
            float.class, Float.class, double.class, Double.class, void.class, Void.class);

    private Types() {
    }

    /** Whether a class is the JDK's: loaded by the boot or the platform class loader. */
    public static boolean isJdk(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader == null || loader == ClassLoader.getPlatformClassLoader();
    }

    /** The wrapper of a primitive type, or the type itself. */
    public static Class<?> box(Class<?> c) {
        return c.isPrimitive() ? BOXES.get(c) : c;
    }

    private static final Map<Class<?>, Class<?>> UNBOXES = Map.of(
            Integer.class, int.class, Long.class, long.class, Short.class, short.class, Byte.class, byte.class,
            Character.class, char.class, Boolean.class, boolean.class, Float.class, float.class,
            Double.class, double.class);

    /** The primitive type of a wrapper, or null. */
    public static Class<?> unbox(Class<?> c) {
        return UNBOXES.get(c);
    }

    /** True for primitives, their wrappers and String: values a test can write as literals. */
    public static boolean isLiteralType(Class<?> c) {
        return c.isPrimitive() ? c != void.class : (c == String.class || unbox(c) != null);
    }

    /**
     * True if generated test code can name this type: it and every enclosing class are public and
     * its package is exported (for JDK modules), or they are not private and in the package the
     * tests share with the code under test ({@link SamePackage}).
     */
    public static boolean isAccessible(Class<?> c) {
        return nameable(c, true);
    }

    /**
     * True if generated test code in any package can name this type: it and every enclosing
     * class are public and its package is exported (for JDK modules). What Ferret generates code
     * for (subclasses, callbacks) must be public.
     */
    public static boolean isPublic(Class<?> c) {
        return nameable(c, false);
    }

    private static boolean nameable(Class<?> c, boolean samePackage) {
        if (c.isPrimitive()) {
            return true;
        }
        if (c.isArray()) {
            return nameable(c.getComponentType(), samePackage);
        }
        if (c.isAnonymousClass() || c.isLocalClass() || c.isSynthetic() || c.isHidden()
                || java.lang.reflect.Proxy.isProxyClass(c)) {
            return false; // a generated implementation's proxy class (jdk.proxy1.$Proxy12) has no name in a test
        }
        boolean shared = samePackage && SamePackage.contains(c);
        for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
            int mod = k.getModifiers();
            if (!Modifier.isPublic(mod) && !(shared && !Modifier.isPrivate(mod))) {
                return false;
            }
        }
        Module m = c.getModule();
        return !m.isNamed() || m.isExported(c.getPackageName());
    }

    /**
     * Whether a test can use {@code member} of a type it can name: public, or not private in the
     * package the tests share with the code under test.
     */
    public static boolean isAccessibleMember(java.lang.reflect.Member member) {
        int mod = member.getModifiers();
        return Modifier.isPublic(mod) || !Modifier.isPrivate(mod) && SamePackage.contains(member.getDeclaringClass());
    }

    /** Whether reflection must be told to skip access checks to call {@code member}: it or its class is not public. */
    public static boolean needsAccess(java.lang.reflect.Member member) {
        return !Modifier.isPublic(member.getModifiers()) || !isPublic(member.getDeclaringClass());
    }

    /**
     * The most specific accessible type that {@code c} is assignable to: {@code c} itself when
     * accessible, else the nearest accessible superclass or interface (breadth first).
     */
    public static Class<?> accessibleSupertype(Class<?> c) {
        if (isAccessible(c)) {
            return c;
        }
        if (java.lang.reflect.Proxy.isProxyClass(c) && c.getInterfaces().length > 0) {
            return accessibleSupertype(c.getInterfaces()[0]); // what it implements, not java.lang.reflect.Proxy
        }
        if (c.isArray()) {
            Class<?> comp = accessibleSupertype(c.getComponentType());
            return comp.arrayType();
        }
        Deque<Class<?>> queue = new ArrayDeque<>();
        Set<Class<?>> seen = new HashSet<>();
        queue.add(c);
        Class<?> marker = null;
        while (!queue.isEmpty()) {
            Class<?> k = queue.poll();
            if (!seen.add(k)) {
                continue;
            }
            if (isAccessible(k)) {
                if (!k.isInterface() || k.getMethods().length > 0) {
                    return k;
                }
                if (marker == null) {
                    marker = k; // RandomAccess, Serializable: usable, but only if nothing better
                }
                continue;
            }
            if (k.getSuperclass() != null && k.getSuperclass() != Object.class) {
                queue.add(k.getSuperclass());
            }
            queue.addAll(java.util.List.of(k.getInterfaces()));
        }
        return marker != null ? marker : Object.class;
    }

    /** The test-model name of a type: {@code java.util.Map$Entry}, {@code int}, {@code T[]}. */
    public static String name(Class<?> c) {
        return c.isArray() ? name(c.getComponentType()) + "[]" : c.getName();
    }

    /** True if a value whose static type is {@code from} can be passed where {@code to} is expected without a cast. */
    public static boolean assignableWithoutCast(Class<?> from, Class<?> to) {
        if (from == to) {
            return true;
        }
        if (from.isPrimitive() && to.isPrimitive()) {
            return false;
        }
        return box(to).isAssignableFrom(box(from));
    }
}
