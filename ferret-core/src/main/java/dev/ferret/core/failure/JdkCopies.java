package dev.ferret.core.failure;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.Operation;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The JDK's copy of a collection or map that a parameter takes in its place: a
 * {@code LinkedHashSet} of a set, an {@code ArrayList} of a list or another collection, a
 * {@code LinkedHashMap} of a map (iteration order kept), each made by its copy constructor.
 */
final class JdkCopies {

    private JdkCopies() {
    }

    /**
     * The copy constructor for a value of {@code type} handed to a parameter of type
     * {@code parameter}, or null when the parameter takes none of them (it wants the value's own
     * class, say) or the value is no collection or map.
     */
    static Operation of(Class<?> type, Class<?> parameter) {
        Class<?> copy;
        Class<?> from;
        if (Set.class.isAssignableFrom(type)) {
            copy = LinkedHashSet.class;
            from = Collection.class;
        } else if (Collection.class.isAssignableFrom(type)) {
            copy = ArrayList.class;
            from = Collection.class;
        } else if (Map.class.isAssignableFrom(type)) {
            copy = LinkedHashMap.class;
            from = Map.class;
        } else {
            return null;
        }
        if (!parameter.isAssignableFrom(copy) || parameter == Object.class) {
            return null;
        }
        try {
            return new ConstructorOperation(copy.getConstructor(from), copy);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }
}
