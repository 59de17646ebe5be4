package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Sequence;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ValuePoolTest {

    /** A two-statement sequence whose last value (index 1) has the given runtime type. */
    private static KeptSequence kept(Class<?> runtime, int id) {
        Sequence s = Sequence.of(List.of(Sequence.single(new LiteralOperation(int.class, id)),
                Sequence.single(new LiteralOperation(int.class, id + 1))), List.of());
        return new KeptSequence(s, new int[] {1}, new Class<?>[] {runtime}, new Class<?>[] {runtime});
    }

    private static KeptSequence seed(Class<?> runtime, Object value) {
        return new KeptSequence(Sequence.single(new LiteralOperation(String.class, String.valueOf(value))),
                new int[] {0}, new Class<?>[] {runtime}, new Class<?>[] {runtime});
    }

    @Test
    void shouldFindValueOfSubtypeForSupertypes() {
        ValuePool pool = new ValuePool(100, List.of());
        KeptSequence list = kept(ArrayList.class, 0);
        pool.add(list);
        SplittableRandom r = new SplittableRandom(1);
        for (Class<?> wanted : List.of(ArrayList.class, List.class, Collection.class, Object.class)) {
            ValuePool.Entry e = pool.select(wanted, r);
            assertNotNull(e, wanted.getName());
            assertSame(list, e.kept());
            assertEquals(1, e.index());
            assertEquals(ArrayList.class, e.declaredType());
            assertTrue(pool.has(wanted));
        }
    }

    @Test
    void shouldNotFindValueForUnrelatedType() {
        ValuePool pool = new ValuePool(100, List.of());
        pool.add(kept(ArrayList.class, 0));
        assertNull(pool.select(Set.class, new SplittableRandom(1)));
        assertFalse(pool.has(Set.class));
        assertFalse(pool.has(String.class));
    }

    @Test
    void shouldSeeValuesAddedAfterATypeWasFirstLookedUp() {
        ValuePool pool = new ValuePool(100, List.of());
        SplittableRandom r = new SplittableRandom(1);
        assertNull(pool.select(Set.class, r));
        KeptSequence set = kept(HashSet.class, 0);
        pool.add(set);
        assertSame(set, pool.select(Set.class, r).kept());
        assertNull(pool.select(List.class, r));
    }

    @Test
    void shouldSelectOnlyCompatibleValuesAmongMany() {
        ValuePool pool = new ValuePool(1000, List.of());
        for (int i = 0; i < 20; i++) {
            pool.add(kept(i % 2 == 0 ? ArrayList.class : HashSet.class, i * 10));
        }
        SplittableRandom r = new SplittableRandom(7);
        Set<KeptSequence> seen = new HashSet<>();
        for (int i = 0; i < 500; i++) {
            ValuePool.Entry e = pool.select(List.class, r);
            assertEquals(ArrayList.class, e.kept().runtimeTypes()[e.slot()]);
            seen.add(e.kept());
        }
        assertEquals(10, seen.size(), "uniform selection should reach every list eventually");
        assertEquals(20, pool.size());
    }

    @Test
    void shouldCountEveryReusableSlot() {
        ValuePool pool = new ValuePool(100, List.of());
        Sequence s = Sequence.of(List.of(Sequence.single(new LiteralOperation(int.class, 1)),
                Sequence.single(new LiteralOperation(int.class, 2))), List.of());
        pool.add(new KeptSequence(s, new int[] {0, 1}, new Class<?>[] {Integer.class, Integer.class},
                new Class<?>[] {int.class, int.class}));
        assertEquals(2, pool.size());
    }

    @Test
    void shouldSelectTheSameEntriesForTheSameSeed() {
        ValuePool pool = new ValuePool(1000, List.of());
        for (int i = 0; i < 30; i++) {
            pool.add(kept(ArrayList.class, i * 10));
        }
        SplittableRandom a = new SplittableRandom(3);
        SplittableRandom b = new SplittableRandom(3);
        for (int i = 0; i < 50; i++) {
            assertSame(pool.select(Object.class, a).kept(), pool.select(Object.class, b).kept());
        }
    }

    @Test
    void shouldKeepSizeBoundedByEvictingOldEntries() {
        int capacity = 50;
        ValuePool pool = new ValuePool(capacity, List.of());
        List<KeptSequence> added = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            KeptSequence k = kept(i % 3 == 0 ? ArrayList.class : i % 3 == 1 ? HashSet.class : String.class, i * 10);
            added.add(k);
            pool.add(k);
            assertTrue(pool.size() <= capacity, "size " + pool.size() + " after " + (i + 1) + " additions");
        }
        assertTrue(pool.evictions() > 0);
        assertTrue(pool.size() > 0);
        // the newest value survives, the oldest does not
        KeptSequence newest = added.get(added.size() - 1);
        boolean foundNewest = false;
        boolean foundOldest = false;
        SplittableRandom r = new SplittableRandom(0);
        for (int i = 0; i < 2000; i++) {
            KeptSequence k = pool.select(Object.class, r).kept();
            foundNewest |= k == newest;
            foundOldest |= k == added.get(0);
        }
        assertTrue(foundNewest);
        assertFalse(foundOldest);
    }

    @Test
    void shouldNeverEvictSeeds() {
        List<KeptSequence> seeds = List.of(seed(String.class, "a"), seed(String.class, "b"), seed(Integer.class, 1));
        ValuePool pool = new ValuePool(10, seeds);
        for (int i = 0; i < 200; i++) {
            pool.add(kept(Integer.class, i * 10));
        }
        assertTrue(pool.size() <= 10);
        SplittableRandom r = new SplittableRandom(0);
        Set<KeptSequence> strings = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            strings.add(pool.select(String.class, r).kept());
        }
        assertEquals(Set.of(seeds.get(0), seeds.get(1)), strings);
        boolean seedInt = false;
        for (int i = 0; i < 500; i++) {
            seedInt |= pool.select(Integer.class, r).kept() == seeds.get(2);
        }
        assertTrue(seedInt, "the Integer seed must survive eviction");
    }

    @Test
    void shouldRemoveTheValuesOfTheKeptSequencesAskedFor() {
        ValuePool pool = new ValuePool(100, List.of());
        KeptSequence first = kept(ArrayList.class, 0);
        KeptSequence second = kept(ArrayList.class, 10);
        pool.add(first);
        pool.add(second);

        assertEquals(1, pool.removeIf(k -> k == first));
        assertEquals(1, pool.size());
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 10; i++) {
            assertSame(second, pool.select(List.class, r).kept());
        }
        assertEquals(0, pool.removeIf(k -> k == first));
    }
}
