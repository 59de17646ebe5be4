package dev.ferret.core.model;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Substitution, supertype views and matching of reflected generic types: what {@link ValueTypes}
 * needs to follow type arguments through constructors and calls. Not Java's full type system:
 * whatever it cannot decide is reported as not matching, and the caller falls back to raw types.
 */
final class TypeAlgebra {

    private static final int MAX_CACHED = 10_000;

    /**
     * The bindings of the types asked so far (a pure function of the type: tests are typed on
     * every passing sequence, so the hierarchy walks add up).
     */
    private static final Map<Type, Map<TypeVariable<?>, Type>> BINDINGS = new java.util.concurrent.ConcurrentHashMap<>();

    private TypeAlgebra() {
    }

    /** {@code t} with the bound variables replaced; unbound ones stay. */
    static Type substitute(Type t, Map<TypeVariable<?>, Type> bindings) {
        if (t instanceof TypeVariable<?> v) {
            Type bound = bindings.get(v);
            return bound != null ? bound : v;
        }
        if (t instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw) {
            Type[] args = p.getActualTypeArguments();
            Type[] out = new Type[args.length];
            for (int i = 0; i < args.length; i++) {
                out[i] = substitute(args[i], bindings);
            }
            return new AppliedType(raw, out);
        }
        if (t instanceof WildcardType w) {
            Type[] lower = w.getLowerBounds();
            return new AppliedWildcard(substitute(w.getUpperBounds()[0], bindings),
                    lower.length == 0 ? null : substitute(lower[0], bindings));
        }
        if (t instanceof GenericArrayType a && substitute(a.getGenericComponentType(), bindings) instanceof Class<?> c) {
            return c.arrayType();
        }
        return t;
    }

    /** Whether {@code t} has no type variable left (wildcards allowed). */
    static boolean isGround(Type t) {
        if (t instanceof Class<?>) {
            return true;
        }
        if (t instanceof ParameterizedType p) {
            for (Type a : p.getActualTypeArguments()) {
                if (!isGround(a)) {
                    return false;
                }
            }
            return true;
        }
        if (t instanceof WildcardType w) {
            return isGround(w.getUpperBounds()[0]) && (w.getLowerBounds().length == 0 || isGround(w.getLowerBounds()[0]));
        }
        return false;
    }

    /**
     * Whether a type could be written as a parameter or variable type: no wildcard at its top
     * level nor inside a wildcard's bound (substituting a receiver's {@code ?} can make both).
     */
    static boolean wellFormed(Type t) {
        if (t instanceof WildcardType) {
            return false;
        }
        if (t instanceof ParameterizedType p) {
            for (Type a : p.getActualTypeArguments()) {
                Type inner = a instanceof WildcardType w
                        ? (w.getLowerBounds().length > 0 ? w.getLowerBounds()[0] : w.getUpperBounds()[0]) : a;
                if (!wellFormed(inner)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The class of a type; {@code Object} for a variable or wildcard. */
    static Class<?> erasure(Type t) {
        if (t instanceof Class<?> c) {
            return c;
        }
        if (t instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) {
            return c;
        }
        if (t instanceof GenericArrayType a) {
            return erasure(a.getGenericComponentType()).arrayType();
        }
        if (t instanceof TypeVariable<?> v && v.getBounds().length > 0) {
            return erasure(v.getBounds()[0]);
        }
        return Object.class;
    }

    /** Whether {@code c} is a generic class: one a declaration without type arguments uses raw. */
    static boolean isGeneric(Class<?> c) {
        Class<?> k = c;
        while (k.isArray()) {
            k = k.getComponentType();
        }
        return k.getTypeParameters().length > 0;
    }

    /** Whether {@code t} mentions a type variable or a generic class (a parameter type raw values endanger). */
    static boolean mentionsGenerics(Type t) {
        return !(t instanceof Class<?> c) || isGeneric(c);
    }

    /** The bindings of every type variable of {@code t}'s class and of its supertypes. */
    static Map<TypeVariable<?>, Type> bindingsOf(Type t) {
        Map<TypeVariable<?>, Type> known = BINDINGS.get(t);
        if (known != null) {
            return known;
        }
        Map<TypeVariable<?>, Type> out = new java.util.HashMap<>();
        collect(t, out, new java.util.HashSet<>());
        if (BINDINGS.size() > MAX_CACHED) {
            BINDINGS.clear();
        }
        Map<TypeVariable<?>, Type> fixed = java.util.Collections.unmodifiableMap(out);
        BINDINGS.put(t, fixed);
        return fixed;
    }

    /** Each supertype once: interfaces reached along several paths bind the same way. */
    private static void collect(Type t, Map<TypeVariable<?>, Type> out, java.util.Set<Class<?>> seen) {
        Class<?> c = erasure(t);
        if (c.isArray() || c.isPrimitive() || !seen.add(c)) {
            return;
        }
        if (t instanceof ParameterizedType p) {
            TypeVariable<?>[] vars = c.getTypeParameters();
            Type[] args = p.getActualTypeArguments();
            for (int i = 0; i < vars.length && i < args.length; i++) {
                out.putIfAbsent(vars[i], args[i]);
            }
        } else if (isGeneric(c)) {
            return; // raw: its supertypes are raw too
        }
        if (c.getGenericSuperclass() != null) {
            collect(substitute(c.getGenericSuperclass(), out), out, seen);
        }
        for (Type i : c.getGenericInterfaces()) {
            collect(substitute(i, out), out, seen);
        }
    }

    /**
     * {@code t} seen as its supertype {@code target} ({@code TreeSet<String>} as
     * {@code Collection<String>}); a raw {@code target} when {@code t} is raw; null when
     * {@code target} is not a supertype.
     */
    static Type asSuper(Type t, Class<?> target) {
        Class<?> c = erasure(t);
        if (!target.isAssignableFrom(c)) {
            return null;
        }
        if (c == target) {
            return t;
        }
        if (!(t instanceof ParameterizedType) && isGeneric(c)) {
            return target;
        }
        Map<TypeVariable<?>, Type> bindings = bindingsOf(t);
        TypeVariable<?>[] vars = target.getTypeParameters();
        if (vars.length == 0) {
            return target;
        }
        Type[] args = new Type[vars.length];
        for (int i = 0; i < vars.length; i++) {
            args[i] = bindings.get(vars[i]);
            if (args[i] == null || !isGround(args[i])) {
                return target;
            }
        }
        return new AppliedType(target, args);
    }

    /**
     * Binds the variables in {@code vars} that {@code param} mentions by matching it with an
     * argument's type; false on a conflict with an earlier binding.
     */
    static boolean unify(Type param, Type arg, java.util.Set<TypeVariable<?>> vars, Map<TypeVariable<?>, Type> out) {
        return unify(param, arg, vars, out, false);
    }

    /**
     * As {@link #unify(Type, Type, java.util.Set, Map)}; with {@code widen}, a variable bound only
     * by {@code Object} that two arguments bind differently becomes {@code Object} instead of a
     * conflict ({@code List.of(a long, a String)} is a {@code List<Object>}), as javac infers it
     * for a target of that type. The caller checks that every argument then fits.
     */
    static boolean unify(Type param, Type arg, java.util.Set<TypeVariable<?>> vars, Map<TypeVariable<?>, Type> out,
                         boolean widen) {
        if (param instanceof TypeVariable<?> v && vars.contains(v)) {
            Type value = arg instanceof Class<?> c ? Types.box(c) : arg;
            if (value instanceof Class<?> c && c.isPrimitive() || !isGround(value)) {
                return true;
            }
            Type old = out.putIfAbsent(v, value);
            if (old == null || old.equals(value)) {
                return true;
            }
            if (widen && objectBounded(v)) {
                out.put(v, Object.class);
                return true;
            }
            return false;
        }
        if (param instanceof WildcardType w) {
            Type bound = w.getLowerBounds().length > 0 ? w.getLowerBounds()[0] : w.getUpperBounds()[0];
            return unify(bound, arg, vars, out, widen);
        }
        if (param instanceof GenericArrayType a && arg instanceof Class<?> c && c.isArray()) {
            return unify(a.getGenericComponentType(), c.getComponentType(), vars, out, widen);
        }
        if (param instanceof ParameterizedType p && asSuper(arg, erasure(p)) instanceof ParameterizedType seen) {
            Type[] ps = p.getActualTypeArguments();
            Type[] as = seen.getActualTypeArguments();
            for (int i = 0; i < ps.length && i < as.length; i++) {
                if (!(as[i] instanceof WildcardType) && !unify(ps[i], as[i], vars, out, widen)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether {@code v}'s only bound is {@code Object}, so {@code Object} is a type argument for it. */
    static boolean objectBounded(TypeVariable<?> v) {
        Type[] bounds = v.getBounds();
        return bounds.length == 1 && bounds[0] == Object.class;
    }

    /**
     * Whether a raw call can put nothing into a value of type {@code t} that its declaration would
     * reject: every type variable of its class and supertypes is bound to {@code Object} or
     * {@code ?} ({@code List<Object>}, {@code Map<Object, Object>}; not {@code MultiKeyMap<Object,
     * Object>}, whose map's keys are {@code MultiKey<?>}).
     */
    static boolean pollutionProof(Type t) {
        if (!(t instanceof ParameterizedType)) {
            return false;
        }
        for (Type b : bindingsOf(t).values()) {
            boolean any = b instanceof WildcardType w && w.getUpperBounds()[0] == Object.class
                    && w.getLowerBounds().length == 0;
            if (b != Object.class && !any) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a value declared {@code from} can be passed where {@code to} (ground) is expected
     * without a cast or an unchecked conversion.
     */
    static boolean assignable(Type from, Type to) {
        if (to instanceof Class<?> c) {
            return Types.assignableWithoutCast(erasure(from), c) && !(isGeneric(c) && from instanceof ParameterizedType);
        }
        if (!(to instanceof ParameterizedType p)) {
            return false;
        }
        Type view = asSuper(from, erasure(p));
        if (!(view instanceof ParameterizedType seen)) {
            return view != null && unboundedOnly(p); // a raw collection as a Collection<?>: nothing to pollute
        }
        Type[] ts = p.getActualTypeArguments();
        Type[] fs = seen.getActualTypeArguments();
        for (int i = 0; i < ts.length; i++) {
            if (!contains(ts[i], fs[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean unboundedOnly(ParameterizedType p) {
        for (Type a : p.getActualTypeArguments()) {
            if (!(a instanceof WildcardType w) || w.getUpperBounds()[0] != Object.class || w.getLowerBounds().length > 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(Type to, Type from) {
        if (!(to instanceof WildcardType w)) {
            return to.equals(from);
        }
        if (from instanceof WildcardType) {
            return w.getUpperBounds()[0] == Object.class && w.getLowerBounds().length == 0;
        }
        if (w.getLowerBounds().length > 0) {
            return subtype(w.getLowerBounds()[0], from);
        }
        return subtype(from, w.getUpperBounds()[0]);
    }

    private static boolean subtype(Type a, Type b) {
        if (a.equals(b) || b == Object.class) {
            return true;
        }
        if (b instanceof Class<?> c) {
            return !isGeneric(c) && (a instanceof Class<?> || a instanceof ParameterizedType)
                    && c.isAssignableFrom(erasure(a));
        }
        return b instanceof ParameterizedType && assignable(a, b);
    }

    /** Whether each bound variable's value is within its bounds ({@code T extends Comparable<? super T>}). */
    static boolean withinBounds(Set<TypeVariable<?>> vars, Map<TypeVariable<?>, Type> b) {
        for (TypeVariable<?> v : vars) {
            Type value = b.get(v);
            if (value == null) {
                continue;
            }
            for (Type bound : v.getBounds()) {
                Type instantiated = substitute(bound, b);
                if (instantiated != Object.class && !(isGround(instantiated)
                        && assignable(value, instantiated))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** {@code Object} for each type variable {@code p} mentions, or null when one has another bound. */
    static Map<TypeVariable<?>, Type> objectFill(Type p) {
        Set<TypeVariable<?>> free = new HashSet<>();
        TargetTypes.variables(p, free);
        Map<TypeVariable<?>, Type> fill = new HashMap<>();
        for (TypeVariable<?> v : free) {
            if (!objectBounded(v)) {
                return null;
            }
            fill.put(v, Object.class);
        }
        return fill;
    }

    /** Whether a test can name {@code t}: its classes and its arguments' are accessible. */
    static boolean accessible(Type t) {
        if (t instanceof ParameterizedType p) {
            for (Type a : p.getActualTypeArguments()) {
                if (!accessible(a)) {
                    return false;
                }
            }
            return Types.isAccessible(erasure(p));
        }
        if (t instanceof WildcardType w) {
            return accessible(w.getUpperBounds()[0]) && (w.getLowerBounds().length == 0 || accessible(w.getLowerBounds()[0]));
        }
        return t instanceof Class<?> c && Types.isAccessible(c);
    }
}
