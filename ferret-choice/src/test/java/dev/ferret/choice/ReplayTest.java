package dev.ferret.choice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import dev.ferret.choice.engine.Mode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ReplayTest {

    /** Ordered pairs a <= b over 0..2, b delayed: 6 values. */
    private static final Generator<String> PAIRS = () -> {
        Delayed<Integer> b = Choice.delayedInt(0, 2);
        int a = Choice.intIn(0, 2);
        Choice.assume(a <= b.get());
        return a + "," + b.get();
    };

    @Test
    void shouldListTheTrailsOfEveryValueInDepthFirstOrderAndRebuildEachValue() {
        List<String> trails = Replay.trails(PAIRS, 100, 1_000);
        List<Generated<String>> explored = Explorer.of(PAIRS).withMode(Mode.DELAYED).collect().values();
        assertEquals(explored.size(), trails.size());
        for (int i = 0; i < trails.size(); i++) {
            assertEquals(explored.get(i).trail().toString(), trails.get(i));
            assertEquals(explored.get(i).value(), Replay.<String>of(PAIRS, trails.get(i)));
        }
    }

    @Test
    void shouldStopAtTheRequestedNumberOfTrails() {
        assertEquals(Replay.trails(PAIRS, 100, 1_000).subList(0, 2), Replay.trails(PAIRS, 2, 1_000));
    }

    @Test
    void shouldSampleTrailsOfValuesTheGeneratorHas() {
        Set<String> all = new HashSet<>(Replay.trails(PAIRS, 100, 1_000));
        Set<String> sampled = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            String trail = Replay.sample(PAIRS, seed, 100);
            assertTrue(all.contains(trail), trail);
            sampled.add(trail);
        }
        assertTrue(sampled.size() > 1, "different seeds draw different values: " + sampled);
    }

    @Test
    void shouldSampleNothingFromAGeneratorThatAlwaysPrunes() {
        Generator<Integer> none = () -> {
            int x = Choice.intIn(0, 3);
            Choice.assume(x > 3);
            return x;
        };
        assertNull(Replay.sample(none, 1, 50));
        assertTrue(Replay.trails(none, 10, 50).isEmpty());
    }

    @Test
    void shouldRefuseATrailWhosePathIsPruned() {
        assertEquals("0,2", Replay.of(PAIRS, "0.2")); // a = 0 chosen first, then b = 2 forced by assume
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Replay.of(PAIRS, "2.0"));
        assertTrue(e.getMessage().contains("pruned"), e.getMessage());
    }
}
