package dev.ferret.core.model;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The type arguments of a generic method's result that none of its arguments determines
 * ({@code List.of()}, {@code Collections.emptyList()}, {@code Comparator.naturalOrder()}), taken
 * from the parameter type the result is passed as, as javac infers them from an assignment's
 * target: an empty list passed to {@code addAll(Collection<? extends String>)} is a
 * {@code List<String>}.
 */
final class TargetTypes {

    /**
     * A call's result type whose only unbound variables are the method's own.
     *
     * @param result the return type with the bindings known at the call
     * @param own the method's type variables
     * @param bindings what the receiver and the arguments bound
     */
    record Open(Type result, Set<TypeVariable<?>> own, Map<TypeVariable<?>, Type> bindings) { }

    private TargetTypes() {
    }

    /** The open result of calling {@code me} with the bindings {@code b}, or null if nothing is open. */
    static Open open(Method me, Map<TypeVariable<?>, Type> b, Set<TypeVariable<?>> own) {
        Type r = TypeAlgebra.substitute(me.getGenericReturnType(), b);
        Set<TypeVariable<?>> free = new HashSet<>();
        variables(r, free);
        if (free.isEmpty() || !own.containsAll(free) || !(r instanceof ParameterizedType)) {
            return null;
        }
        return new Open(r, own, new HashMap<>(b));
    }

    /**
     * The bindings under which the open result is passed as {@code target} (ground): the result
     * seen as the target's class, argument by argument ({@code ? extends String} and
     * {@code ? super String} both give {@code String}); null on a conflict or a raw target.
     */
    static Map<TypeVariable<?>, Type> bind(Open o, Type target) {
        if (!(target instanceof ParameterizedType p)) {
            return null;
        }
        Class<?> c = TypeAlgebra.erasure(p);
        Class<?> made = TypeAlgebra.erasure(o.result());
        if (!c.isAssignableFrom(made)) {
            return null;
        }
        Map<TypeVariable<?>, Type> seen = made == c ? null : TypeAlgebra.bindingsOf(o.result());
        TypeVariable<?>[] vars = c.getTypeParameters();
        Type[] wanted = p.getActualTypeArguments();
        Type[] own = made == c ? ((ParameterizedType) o.result()).getActualTypeArguments() : null;
        Map<TypeVariable<?>, Type> out = new HashMap<>(o.bindings());
        for (int k = 0; k < vars.length && k < wanted.length; k++) {
            Type a = own != null ? own[k] : seen.get(vars[k]);
            Type g = wanted[k] instanceof WildcardType w
                    ? (w.getLowerBounds().length > 0 ? w.getLowerBounds()[0] : w.getUpperBounds()[0]) : wanted[k];
            if (a == null || g == Object.class && wanted[k] instanceof WildcardType) {
                continue; // nothing to learn from this argument
            }
            if (!TypeAlgebra.isGround(g) || !TypeAlgebra.unify(a, g, o.own(), out)) {
                return null;
            }
        }
        return out;
    }

    /** Adds the type variables {@code t} mentions to {@code out}. */
    static void variables(Type t, Set<TypeVariable<?>> out) {
        if (t instanceof TypeVariable<?> v) {
            out.add(v);
        } else if (t instanceof ParameterizedType p) {
            for (Type a : p.getActualTypeArguments()) {
                variables(a, out);
            }
        } else if (t instanceof WildcardType w) {
            variables(w.getUpperBounds()[0], out);
            for (Type l : w.getLowerBounds()) {
                variables(l, out);
            }
        } else if (t instanceof GenericArrayType a) {
            variables(a.getGenericComponentType(), out);
        }
    }
}
