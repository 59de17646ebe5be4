package dev.ferret.core.build;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.ValueTypes;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Chooses the type arguments of a value a constructor of a generic class makes, when none of
 * the constructor's parameters determines them ({@code new TreeSet()}, {@code new HashMap(int)}):
 * for each type parameter, {@code String} or {@code Integer} (drawn at random), whichever its
 * bounds admit ({@code E extends Comparable<? super E>} admits both). A constructor whose
 * parameters mention a type parameter ({@code TreeSet(Collection<? extends E>)}) is left to
 * inference from its arguments ({@link ValueTypes}); a class whose bounds admit neither keeps
 * raw values.
 */
final class TypeArgumentChoice {

    private static final List<Class<?>> CANDIDATES = List.of(String.class, Integer.class);

    private TypeArgumentChoice() {
    }

    /** {@code op} with type arguments chosen, or {@code op} itself when there is nothing to choose. */
    static Operation instantiate(Operation op, RandomGenerator random) {
        if (!(op instanceof ConstructorOperation c) || c.typeArguments() != null) {
            return op;
        }
        Class<?> k = c.constructor().getDeclaringClass();
        TypeVariable<?>[] vars = k.getTypeParameters();
        if (vars.length == 0 || mentions(c.constructor().getGenericParameterTypes())) {
            return op;
        }
        List<Class<?>> chosen = new ArrayList<>(vars.length);
        for (TypeVariable<?> v : vars) {
            Class<?> first = CANDIDATES.get(random.nextInt(CANDIDATES.size()));
            Class<?> pick = admits(v, first) ? first : CANDIDATES.stream().filter(x -> admits(v, x)).findFirst().orElse(null);
            if (pick == null) {
                return op;
            }
            chosen.add(pick);
        }
        return c.instantiated(chosen);
    }

    private static boolean mentions(Type[] params) {
        for (Type p : params) {
            if (!(p instanceof Class<?>)) {
                return true;
            }
        }
        return false;
    }

    /** Whether every type argument of a bound is the variable itself ({@code Comparable<? super E>}). */
    private static boolean selfBound(Type bound, TypeVariable<?> v) {
        if (!(bound instanceof java.lang.reflect.ParameterizedType p)) {
            return true;
        }
        for (Type a : p.getActualTypeArguments()) {
            Type t = a instanceof java.lang.reflect.WildcardType w
                    ? (w.getLowerBounds().length > 0 ? w.getLowerBounds()[0] : w.getUpperBounds()[0]) : a;
            if (!t.equals(v)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code candidate} is within every bound of {@code v} (bounds that mention variables: their class only). */
    private static boolean admits(TypeVariable<?> v, Class<?> candidate) {
        for (Type bound : v.getBounds()) {
            Class<?> erased = bound instanceof Class<?> b ? b
                    : bound instanceof java.lang.reflect.ParameterizedType p ? (Class<?>) p.getRawType() : null;
            if (erased == null || !erased.isAssignableFrom(candidate) || !selfBound(bound, v)) {
                return false;
            }
        }
        return true;
    }
}
