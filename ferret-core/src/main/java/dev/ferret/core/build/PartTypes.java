package dev.ferret.core.build;

import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.ValueTypes;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The declared types ({@link ValueTypes}) of the values of sequences used as parts, remembered
 * for the most recently asked 4,096 sequences (by identity; sequences are immutable): a pool
 * sequence is a part of many assemblies, and typing it again for each would cost a pass over
 * its statements with reflection.
 */
final class PartTypes {

    private static final int CAPACITY = 4096;

    private static final Map<Sequence, Type[]> CACHE = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Sequence, Type[]> eldest) {
            return size() > CAPACITY;
        }
    };

    private PartTypes() {
    }

    /** The declared type of each statement's value of {@code part}. */
    static Type[] of(Sequence part) {
        synchronized (CACHE) {
            Type[] known = CACHE.get(part);
            if (known != null) {
                return known;
            }
        }
        ValueTypes types = ValueTypes.of(part.statements(), part.size());
        Type[] out = new Type[part.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = types.declared(i);
        }
        synchronized (CACHE) {
            CACHE.put(part, out);
        }
        return out;
    }
}
