package dev.ferret.core.model;

import dev.ferret.core.testcase.Action;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code Object} as the type argument where nothing else fits ({@link ValueTypes}; {@code Integer}
 * or {@code String} where {@code Object} is not within a variable's bounds): for the
 * variables of a generic method's result that its first use does not determine
 * ({@code List<Object> list = List.of();}) and for generated implementations and subclasses
 * ({@code Function<Object, Object>}), whose bodies are written over erased types.
 */
final class ObjectArguments {

    /** The type arguments tried, in order, for a variable {@code Object} is not within. */
    static final List<Class<?>> ORDERED = List.of(Integer.class, String.class);

    private ObjectArguments() {
    }

    /**
     * An open result's type with {@code Object} for each of its method's variables bound only by
     * {@code Object}, and, if {@code ordered}, for one with another bound the first of
     * {@link #ORDERED} within it ({@code TopKSelector<Integer> selector = TopKSelector.least(10);}
     * for {@code <T extends Comparable<? super T>>}: its calls then take values that compare and
     * print, where a raw one takes any object); null if another variable is left.
     *
     * @param ordered whether nothing but the declaration constrains the result (never used, or
     *     used as a receiver); not for a result passed on, whose callee's other arguments may
     *     need another type argument
     */
    static Type closed(TargetTypes.Open o, boolean ordered) {
        Map<TypeVariable<?>, Type> b = new HashMap<>(o.bindings());
        for (TypeVariable<?> v : o.own()) {
            if (!b.containsKey(v) && TypeAlgebra.objectBounded(v)) {
                b.put(v, Object.class);
            }
        }
        for (TypeVariable<?> v : ordered ? o.own() : java.util.Set.<TypeVariable<?>>of()) {
            for (int n = 0; n < ORDERED.size() && !b.containsKey(v); n++) {
                b.put(v, ORDERED.get(n));
                if (!TypeAlgebra.withinBounds(java.util.Set.of(v), b)) {
                    b.remove(v);
                }
            }
        }
        Type t = TypeAlgebra.substitute(o.result(), b);
        return TypeAlgebra.isGround(t) && TypeAlgebra.wellFormed(t) && TypeAlgebra.accessible(t) ? t : null;
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

    /**
     * Whether the bodies can put nothing into the captured value {@code slot} (of
     * {@code captured}, declared {@code type}) nor into what they read from it that its type would
     * reject: it, and each result of a call on it, is only the receiver of calls whose parameter
     * types do not mention its class's type variables ({@code hasNext()}, {@code get(int)},
     * {@code contains(Object)}; not {@code add(E)}) or, for calls on the value itself, mention
     * only variables its type binds to {@code Object} ({@code put(K, K, V)} of a
     * {@code MultiKeyMap<Object, Object>}: it takes whatever the erased body passes), never an
     * argument nor returned. A typed value captured so keeps its type: a generated iterator that
     * forwards to a {@code List<String>}'s iterator only reads it.
     */
    static boolean onlyRead(List<CallbackOperation.Body> bodies, int captured, int slot, Type type) {
        for (CallbackOperation.Body body : bodies) {
            int base = captured + body.method().getParameterCount();
            java.util.Set<Integer> derived = new java.util.HashSet<>(List.of(slot));
            for (int c = 0; c < body.calls().size(); c++) {
                CallbackOperation.Call call = body.calls().get(c);
                int[] refs = call.refs();
                boolean onIt = call.operation() instanceof MethodOperation m && !m.isStatic() && refs.length > 0
                        && derived.contains(refs[0]);
                for (int j = onIt ? 1 : 0; j < refs.length; j++) {
                    if (derived.contains(refs[j])) {
                        return false;
                    }
                }
                if (onIt) {
                    MethodOperation m = (MethodOperation) call.operation();
                    if (mentionsClassVariables(m) && !(refs[0] == slot && takesObjects(m, type))) {
                        return false;
                    }
                    if (!ValueTypes.immutableScalar(call.operation().outputType())) {
                        derived.add(base + c); // a view or element of it: an iterator, a sublist
                    }
                }
            }
            if (derived.contains(body.result())) {
                return false; // it, or a view of it, handed to the code under test
            }
        }
        return true;
    }

    /**
     * Whether every parameter of {@code m} that mentions type variables is {@code Object} once
     * the receiver's type {@code receiver} instantiates them.
     */
    private static boolean takesObjects(MethodOperation m, Type receiver) {
        if (!(receiver instanceof java.lang.reflect.ParameterizedType)) {
            return false;
        }
        Map<TypeVariable<?>, Type> b = TypeAlgebra.bindingsOf(receiver);
        for (Type p : m.method().getGenericParameterTypes()) {
            if (!(p instanceof Class<?>) && TypeAlgebra.substitute(p, b) != Object.class) {
                return false;
            }
        }
        return true;
    }

    private static boolean mentionsClassVariables(MethodOperation m) {
        java.lang.reflect.Method me = m.method();
        if (me.getDeclaringClass().getTypeParameters().length == 0) {
            return false;
        }
        for (Type p : me.getGenericParameterTypes()) {
            if (!(p instanceof Class<?>)) {
                return true;
            }
        }
        return false;
    }
}
