package dev.ferret.core.minimize;

import dev.ferret.core.model.Statement;

/**
 * A short sequence from the component set that produces a value able to stand in for a removed
 * statement.
 *
 * @param statements flat statements with absolute input indices
 * @param value index of the value within {@code statements}
 * @param declaredType the static type of that value
 */
public record Replacement(Statement[] statements, int value, Class<?> declaredType) {
}
