package dev.ferret.choice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ObjectPoolTest {

    private static PoolProgram program(int size, boolean nul, String ops, int... uses) {
        List<Boolean> isNew = ops.chars().mapToObj(c -> c == 'n').collect(Collectors.toList());
        List<Integer> u = new ArrayList<>();
        for (int i : uses) {
            u.add(i);
        }
        return new PoolProgram(isNew, u, size, nul);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void getAnyOffersEveryPreviousObjectAndOneFreshOne(Mode mode) {
        // a0 a1 a2 over a large pool: set partitions of 3 elements in order, i.e. Bell(3) = 5
        PoolProgram p = program(5, false, "aaa", 2, 1, 0);
        assertEquals(Set.of(List.of(0, 0, 0), List.of(0, 0, 1), List.of(0, 1, 0), List.of(0, 1, 1), List.of(0, 1, 2)),
                p.outcomes(mode, p.standardPools()));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void nullIsOneMoreChoiceOfGetAnyOnly(Mode mode) {
        PoolProgram p = program(1, true, "an", 1, 0);
        assertEquals(Set.of(List.of(-1, 0)), p.outcomes(mode, p.standardPools()));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void snippetAGetAnyThenGetNewAreDistinct(Mode mode) {
        PoolProgram p = program(4, false, "an", 1, 0);
        assertEquals(Set.of(List.of(0, 1)), p.outcomes(mode, p.standardPools()));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void snippetBForcesAllGetAnysToTheFirstObject(Mode mode) {
        // n1 a1 a2 a3 n2 n3 in a pool of 3, then use(a1) use(a2) use(a3): a1 = a2 = a3 = n1
        PoolProgram p = program(3, false, "naaann", 1, 2, 3);
        assertEquals(Set.of(List.of(0, 0, 0, 0, 1, 2)), p.outcomes(mode, p.standardPools()));
    }

    @Test
    void delayedSnippetBDeducesTheEqualitiesWithoutBacktracking() {
        PoolProgram p = program(3, false, "naaann", 1, 2, 3);
        Report<List<Integer>> r = Explorer.of(() -> p.run(p.standardPools())).withMode(Mode.DELAYED).count();
        // a1 can only be fresh; a2, a3 and (at completion) n1 each offer {a1's object, fresh}, and the
        // fresh alternative is pruned at once by the model-size bound: 1 success + 3 pool prunes
        assertEquals(1, r.structs());
        assertEquals(3, r.prunedByPool());
        assertEquals(4, r.explored());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void getNewPrunesAnExhaustedPool(Mode mode) {
        Report<Object> r = Explorer.of(() -> {
            ObjectPool<Object> pool = ObjectPool.finite(2, Object::new);
            pool.getNew().get();
            pool.getNew().get();
            return pool.getNew().get();
        }).withMode(mode).count();
        assertEquals(0, r.structs());
        assertEquals(1, r.prunedByPool());
    }

    @Test
    void iterationCoversAllSlotsAndFreshChoicesTakeThemInOrder() {
        Report<List<Object>> r = Explorer.of(() -> {
            ObjectPool<Object> pool = ObjectPool.finite(3, Object::new);
            List<Object> slots = new ArrayList<>();
            pool.forEach(slots::add);
            assertEquals(3, slots.size());
            assertSame(slots.get(0), pool.getNew().get());
            assertSame(slots.get(1), pool.getNew().get());
            return slots;
        }).withMode(Mode.DELAYED).collect();
        assertEquals(1, r.structs());
        Report<?> infinite = Explorer.of(() -> ObjectPool.infinite(false, Object::new).iterator()).count();
        assertTrue(infinite.failures().get(0).cause() instanceof UnsupportedOperationException);
    }

    @Test
    void infinitePoolsNeverRunOut() {
        Report<Integer> r = Explorer.of(() -> {
            ObjectPool<Object> pool = ObjectPool.infinite(false, Object::new);
            for (int i = 0; i < 50; i++) {
                assertNotNull(pool.getNew().get());
            }
            return 0;
        }).withMode(Mode.DELAYED).count();
        assertEquals(1, r.structs());
    }

    @Test
    void aDelayedReferenceCannotBeForcedOutsideItsExecution() {
        Report<Delayed<Object>> r = Explorer.of(() -> ObjectPool.finite(2, Object::new).getAny())
                .withMode(Mode.DELAYED).withCompletion(dev.ferret.choice.engine.Completion.NONE).collect();
        Delayed<Object> leaked = r.values().get(0).value();
        IllegalStateException e = assertThrows(IllegalStateException.class, leaked::get);
        assertTrue(e.getMessage().contains("no exploration"), e.getMessage());
        assertNotEquals("", leaked.toString());
    }

    @Test
    void eagerAndDelayedGiveTheSameValuesForFiniteAndNullPools() {
        for (Generated<PoolProgram> g : Explorer.of(PoolProgram.all(3, 2, true)).collect().values()) {
            PoolProgram p = g.value();
            assertEquals(p.outcomes(Mode.EAGER, p.standardPools()), p.outcomes(Mode.DELAYED, p.standardPools()),
                    p.toString());
        }
    }
}
