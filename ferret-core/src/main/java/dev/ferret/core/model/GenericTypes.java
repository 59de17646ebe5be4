package dev.ferret.core.model;

import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.HashMap;
import java.util.Map;

/**
 * Resolves the type variables of an inherited method's parameters against the class it is called
 * through: {@code compareTo(E)} declared by {@code Enum<E>} takes a {@code Direction} when called
 * on {@code Direction extends Enum<Direction>}. Unresolved variables fall back to their erasure.
 */
final class GenericTypes {

    private GenericTypes() {
    }

    static Class<?>[] parameterTypes(Method m, Class<?> receiver) {
        Class<?>[] erased = m.getParameterTypes();
        Type[] generic = m.getGenericParameterTypes();
        if (generic.length != erased.length) {
            return erased; // synthetic parameters (inner class constructors): keep the erasure
        }
        Map<TypeVariable<?>, Type> bindings = new HashMap<>();
        collect(receiver, bindings);
        Class<?>[] out = new Class<?>[erased.length];
        for (int i = 0; i < erased.length; i++) {
            Type t = generic[i];
            for (int depth = 0; t instanceof TypeVariable<?> v && bindings.containsKey(v) && depth < 10; depth++) {
                t = bindings.get(v);
            }
            out[i] = t instanceof Class<?> c && erased[i].isAssignableFrom(c) && Types.isAccessible(c) ? c : erased[i];
        }
        return out;
    }

    private static void collect(Class<?> c, Map<TypeVariable<?>, Type> bindings) {
        if (c == null) {
            return;
        }
        bind(c.getGenericSuperclass(), bindings);
        for (Type i : c.getGenericInterfaces()) {
            bind(i, bindings);
        }
        collect(c.getSuperclass(), bindings);
        for (Class<?> i : c.getInterfaces()) {
            collect(i, bindings);
        }
    }

    private static void bind(Type supertype, Map<TypeVariable<?>, Type> bindings) {
        if (supertype instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw) {
            TypeVariable<?>[] vars = raw.getTypeParameters();
            Type[] args = p.getActualTypeArguments();
            for (int i = 0; i < vars.length && i < args.length; i++) {
                bindings.putIfAbsent(vars[i], args[i]);
            }
        }
    }
}
