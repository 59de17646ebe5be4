package dev.ferret.core.model;

import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Other type arguments for a constructed value whose drawn ones ({@code String} or
 * {@code Integer}, {@link ConstructorOperation#typeArguments()}) made a statement ill typed
 * ({@link ValueTypes}): {@code Object} where the class's bounds admit it, else, for each variable,
 * the one class of the values the sequence's calls on it put in where that variable stands
 * ({@code treeBidiMap.put(-1, "a")} makes a {@code TreeBidiMap<Integer, String>}, which
 * {@code Object} could not be: {@code K extends Comparable<K>}).
 */
final class ChosenArguments {

    private ChosenArguments() {
    }

    /** Whether every type parameter of the constructor's class is bound only by {@code Object}. */
    static boolean objectAdmitted(ConstructorOperation c) {
        for (TypeVariable<?> v : c.constructor().getDeclaringClass().getTypeParameters()) {
            if (!TypeAlgebra.objectBounded(v)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code op} is a constructor of a generic class (its type arguments inferred, not
     * chosen) or a generic method whose own variables are all bound only by {@code Object}, so that
     * {@code Object} can stand for each.
     */
    static boolean inferredAdmitsObject(Operation op) {
        TypeVariable<?>[] vars = op instanceof ConstructorOperation c && c.typeArguments() == null
                ? c.constructor().getDeclaringClass().getTypeParameters()
                : op instanceof MethodOperation m ? m.method().getTypeParameters() : new TypeVariable<?>[0];
        if (vars.length == 0) {
            return false;
        }
        for (TypeVariable<?> v : vars) {
            if (!TypeAlgebra.objectBounded(v)) {
                return false;
            }
        }
        return true;
    }

    /** {@code n} times {@code Object}. */
    static Type[] objects(int n) {
        Type[] out = new Type[n];
        Arrays.fill(out, Object.class);
        return out;
    }

    /**
     * The type arguments of the value statement {@code made} constructs with {@code c}: for each
     * variable, the class the values (null literals aside) that the first {@code length}
     * statements of {@code flat} pass to the calls on that value bind it to ({@code put(K, V)},
     * {@code add(E)}, {@code putAll(Map<? extends K, ? extends V>)}) when they all bind it to that
     * one class and it is within the variable's bounds; else the variable keeps its argument in
     * {@code now}.
     *
     * @param declared the declared types of the statements' values (a primitive literal counts as
     *     its box)
     */
    static Type[] putIn(ConstructorOperation c, Type[] now, int made, Statement[] flat, int length, Type[] declared) {
        Class<?> k = c.constructor().getDeclaringClass();
        TypeVariable<?>[] vars = k.getTypeParameters();
        Map<TypeVariable<?>, Type> asOwn = TypeAlgebra.bindingsOf(new AppliedType(k, vars));
        java.util.Set<TypeVariable<?>> own = java.util.Set.of(vars);
        Type[] seen = new Type[vars.length];
        boolean[] mixed = new boolean[vars.length];
        for (int s = made + 1; s < length; s++) {
            int[] in = flat[s].inputs();
            if (!(flat[s].operation() instanceof MethodOperation m) || m.isStatic() || in.length == 0 || in[0] != made) {
                continue;
            }
            Method me = m.method();
            Type[] params = me.getGenericParameterTypes();
            if (params.length != in.length - 1) {
                continue;
            }
            for (int j = 0; j < params.length; j++) {
                int arg = in[j + 1];
                if (isNull(flat[arg]) || declared[arg] == null) {
                    continue;
                }
                Map<TypeVariable<?>, Type> bound = new HashMap<>(); // put(K, V), putAll(Map<? extends K, ? extends V>)
                if (!TypeAlgebra.unify(TypeAlgebra.substitute(params[j], asOwn), declared[arg], own, bound)) {
                    continue;
                }
                bound.forEach((var, t) -> {
                    int v = indexOf(vars, var);
                    if (seen[v] == null) {
                        seen[v] = t;
                    } else if (!seen[v].equals(t)) {
                        mixed[v] = true;
                    }
                });
            }
        }
        Type[] out = now.clone();
        Map<TypeVariable<?>, Type> b = new HashMap<>();
        for (int v = 0; v < vars.length; v++) {
            if (seen[v] != null && !mixed[v] && seen[v] instanceof Class<?> cl && !TypeAlgebra.isGeneric(cl)
                    && Types.isAccessible(cl)) {
                out[v] = seen[v];
            }
            b.put(vars[v], out[v]);
        }
        return TypeAlgebra.withinBounds(java.util.Set.of(vars), b) ? out : now; // else they do not fit together
    }

    private static int indexOf(TypeVariable<?>[] vars, Type t) {
        for (int v = 0; v < vars.length; v++) {
            if (vars[v].equals(t)) {
                return v;
            }
        }
        return -1;
    }

    private static boolean isNull(Statement s) {
        return s.operation() instanceof LiteralOperation l && l.value() == null;
    }
}
