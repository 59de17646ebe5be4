package dev.ferret.core.model;

import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.ObjIntConsumer;

/**
 * Open results ({@link TargetTypes}) first used as arguments of calls whose results are open in
 * turn ({@code Comparator.nullsFirst(Comparator.reverseOrder())}): the parameter they feed
 * mentions the call's own variables, so only the call's result, once its first use determines
 * it, determines theirs. When that result's type is known ({@code Comparator<Double>}), the
 * call's variables are matched against it and each linked argument takes its type from the
 * parameter so instantiated ({@code Comparator<? super Double>}: a {@code Comparator<Double>}),
 * as javac infers a chain of generic calls from the last target.
 */
final class OpenLinks {

    /** An open argument {@code value} passed where the call's parameter type is {@code parameter}. */
    private record Link(int value, Type parameter, TargetTypes.Open open) { }

    private final TargetTypes.Open[] results;
    private final List<List<Link>> links;

    OpenLinks(int length) {
        this.results = new TargetTypes.Open[length];
        this.links = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            links.add(null);
        }
    }

    /** Forgets every link (a new typing pass). */
    void clear() {
        Arrays.fill(results, null);
        for (int i = 0; i < links.size(); i++) {
            links.set(i, null);
        }
    }

    /** Forgets the links of {@code call} (typed again). */
    void forget(int call) {
        results[call] = null;
        links.set(call, null);
    }

    /**
     * Records that the open value {@code value} is passed as {@code parameter} (the declared
     * parameter type, not yet ground) of call {@code call}, whose result is open as {@code result}.
     */
    void link(int call, TargetTypes.Open result, int value, Type parameter, TargetTypes.Open open) {
        results[call] = result;
        if (links.get(call) == null) {
            links.set(call, new ArrayList<>(2));
        }
        links.get(call).add(new Link(value, parameter, open));
    }

    /**
     * The result of {@code call} is now declared {@code type}: each linked argument whose type
     * {@code typed} gives for its parameter so instantiated is declared so through {@code declare},
     * and its own links follow.
     *
     * @param typed the open argument's type when passed as a ground parameter type, or null
     */
    void resolved(int call, Type type, BiFunction<TargetTypes.Open, Type, Type> typed, ObjIntConsumer<Type> declare) {
        List<Link> ls = links.get(call);
        if (ls == null || !(type instanceof java.lang.reflect.ParameterizedType)) {
            return;
        }
        TargetTypes.Open made = results[call];
        Map<TypeVariable<?>, Type> b = new HashMap<>(made.bindings());
        if (!TypeAlgebra.unify(made.result(), type, made.own(), b)) {
            return;
        }
        for (Link l : ls) {
            Type p = TypeAlgebra.substitute(l.parameter(), b);
            if (!TypeAlgebra.isGround(p) || !TypeAlgebra.wellFormed(p)) {
                continue;
            }
            Type t = typed.apply(l.open(), p);
            if (t != null) {
                declare.accept(t, l.value());
                resolved(l.value(), t, typed, declare);
            }
        }
    }
}
