package dev.ferret.core.model;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;

/**
 * A generic class applied to type arguments, such as {@code TreeSet<String>}: the instantiated
 * types Ferret gives values ({@link ValueTypes}). Equal to another {@link ParameterizedType} of
 * the same raw class, owner and arguments.
 *
 * @param rawType the generic class
 * @param arguments its type arguments, one per type parameter
 */
record AppliedType(Class<?> rawType, Type[] arguments) implements ParameterizedType {

    @Override
    public Type[] getActualTypeArguments() {
        return arguments.clone();
    }

    @Override
    public Type getRawType() {
        return rawType;
    }

    @Override
    public Type getOwnerType() {
        return rawType.getDeclaringClass();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ParameterizedType p && p.getRawType() == rawType
                && Arrays.equals(arguments, p.getActualTypeArguments());
    }

    @Override
    public int hashCode() {
        return rawType.hashCode() * 31 + Arrays.hashCode(arguments);
    }

    @Override
    public String toString() {
        return rawType.getName() + Arrays.toString(arguments);
    }
}
