package dev.ferret.core.model;

import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;

/**
 * A wildcard type argument after substitution ({@code ? super String}).
 *
 * @param upper the upper bound ({@code Object} when none)
 * @param lower the lower bound, or null when none
 */
record AppliedWildcard(Type upper, Type lower) implements WildcardType {

    @Override
    public Type[] getUpperBounds() {
        return new Type[] {upper};
    }

    @Override
    public Type[] getLowerBounds() {
        return lower == null ? new Type[0] : new Type[] {lower};
    }
}
