package dev.ferret.choice;

import java.lang.reflect.Field;

/**
 * One field of a {@link Finitization}: an {@code int} (or {@code boolean}) in {@code [lo, hi]}, or
 * a reference to one of the {@code count} objects of a class, or null.
 *
 * @param field the field, accessible
 * @param lo the smallest value (0 for a reference: null)
 * @param hi the largest value (for a reference: the number of objects of its class)
 * @param reference whether the field refers to objects of a class the finitization creates
 */
record FieldSlot(Field field, int lo, int hi, boolean reference) {

    /** The number of values in the field's domain; a domain of one value makes no choice. */
    int size() {
        return hi - lo + 1;
    }

    /** The value of domain index {@code k}: the int, or null and the objects in slot order. */
    Object value(int k, Object[] objects) {
        if (reference) {
            return k == 0 ? null : objects[k - 1];
        }
        return field.getType() == boolean.class ? (Object) (k == 1) : (Object) (lo + k);
    }
}
