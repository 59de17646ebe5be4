package dev.ferret.core.oracle;

import java.util.Collection;
import java.util.Map;

/**
 * Values whose equality the JDK leaves undefined: a map, or a multimap's {@code asMap()} view,
 * holding a value that is a plain {@link Collection} with {@code Object}'s identity
 * {@code equals} (neither a list nor a set). The {@code Collection} contract lets such a class
 * keep identity equality, and a map is equal to another when its values are; so two views of one
 * multimap, each making its value collections afresh ({@code Multimaps.transformValues}, whose
 * values are transformed collections), are not equal, and guava documents no equality for a
 * method that returns a {@code Collection}. The {@code equals} contracts do not apply to them. At
 * most {@value #SAMPLE} values are looked at.
 */
final class UndefinedEquality {

    private static final int SAMPLE = 24;

    private UndefinedEquality() {
    }

    /** Whether any of {@code values} is a map or multimap with an identity-equal collection as a value. */
    static boolean any(Object... values) {
        for (Object v : values) {
            if (undefined(v)) {
                return true;
            }
        }
        return false;
    }

    private static boolean undefined(Object value) {
        try {
            Object map = value instanceof Map<?, ?> ? value : LibraryView.of(value, "asMap", Map.class);
            if (!(map instanceof Map<?, ?> m)) {
                return false;
            }
            int seen = 0;
            for (Object v : m.values()) {
                if (v instanceof Collection<?> c && identityEqual(c)) {
                    return true;
                }
                if (++seen >= SAMPLE) {
                    break;
                }
            }
        } catch (RuntimeException | LinkageError e) { // NOPMD: a value we cannot look into is not excused
            return false;
        }
        return false;
    }

    private static boolean identityEqual(Collection<?> c) {
        try {
            return c.getClass().getMethod("equals", Object.class).getDeclaringClass() == Object.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
