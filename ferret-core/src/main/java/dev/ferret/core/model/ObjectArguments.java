package dev.ferret.core.model;

import dev.ferret.core.testcase.Action;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code Object} as the type argument where nothing else fits ({@link ValueTypes}): for the
 * variables of a generic method's result that its first use does not determine
 * ({@code List<Object> list = List.of();}) and for generated implementations and subclasses
 * ({@code Function<Object, Object>}), whose bodies are written over erased types.
 */
final class ObjectArguments {

    private ObjectArguments() {
    }

    /**
     * An open result's type with {@code Object} for each of its method's variables bound only by
     * {@code Object}; null if another variable is left.
     */
    static Type closed(TargetTypes.Open o) {
        Map<TypeVariable<?>, Type> b = new HashMap<>(o.bindings());
        for (TypeVariable<?> v : o.own()) {
            if (!b.containsKey(v) && TypeAlgebra.objectBounded(v)) {
                b.put(v, Object.class);
            }
        }
        Type t = TypeAlgebra.substitute(o.result(), b);
        return TypeAlgebra.isGround(t) && TypeAlgebra.wellFormed(t) && ValueTypes.accessible(t) ? t : null;
    }

    /** Whether a body passes the generated object itself to a call, whose parameter it would have to fit. */
    private static boolean passesItself(List<CallbackOperation.Body> bodies) {
        for (CallbackOperation.Body body : bodies) {
            for (CallbackOperation.Call call : body.calls()) {
                for (int ref : call.refs()) {
                    if (ref == Action.BodyCall.THIS) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * The type of a generated implementation or subclass of {@code c} with these bodies:
     * {@code Object} for each of its type parameters ({@code Function<Object, Object>},
     * {@code AbstractCollection<Object>}), the types its bodies, written over erased types,
     * implement; raw when a parameter has another bound or a body passes the object on. A use
     * where that does not fit ({@code Function<? super K, ? extends V>} of a
     * {@code Map<String, String>}) is ill typed as a raw one would be.
     */
    static Type generated(Class<?> c, List<CallbackOperation.Body> bodies) {
        if (passesItself(bodies)) {
            return c;
        }
        TypeVariable<?>[] vars = c.getTypeParameters();
        if (vars.length == 0 || !Types.isAccessible(c)) {
            return c;
        }
        Type[] args = new Type[vars.length];
        for (int v = 0; v < vars.length; v++) {
            if (!TypeAlgebra.objectBounded(vars[v])) {
                return c;
            }
            args[v] = Object.class;
        }
        return new AppliedType(c, args);
    }
}
