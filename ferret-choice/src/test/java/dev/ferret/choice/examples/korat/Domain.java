package dev.ferret.choice.examples.korat;

import dev.ferret.choice.ObjectPool;
import java.util.function.Function;

/**
 * A Korat object domain as a UDITA object pool whose objects refer back to it: the factory gets
 * the pool, so that a fresh object's reference fields are {@code getAny()} cells of the same
 * pool. Run under delayed mode: the cells are then chosen at their first read, which is Korat's
 * lazy, field-access-driven initialisation (in eager mode a factory that chooses would re-enter
 * the pool while it creates an object).
 */
final class Domain {

    private Domain() {
    }

    /** A pool of at most {@code size} objects, each made by {@code factory} from the pool. */
    static <T> ObjectPool<T> of(int size, boolean includeNull, Function<ObjectPool<T>, T> factory) {
        @SuppressWarnings("unchecked")
        ObjectPool<T>[] self = new ObjectPool[1];
        self[0] = ObjectPool.finite(size, includeNull, () -> factory.apply(self[0]));
        return self[0];
    }
}
