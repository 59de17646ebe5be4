package dev.ferret.choice.examples.sort;

import static dev.ferret.choice.Choice.delayedInt;
import static dev.ferret.choice.Choice.intIn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.engine.Completion;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import org.junit.jupiter.api.Test;

/**
 * The paper's Fig. 24: sorting keys and values together. The sort swaps value handles without
 * reading them (copy propagation), so in delayed mode no value is ever chosen and the number of
 * paths does not depend on the value bound V; eager mode multiplies it by V per element.
 */
class CopyPropagationSortTest {

    static void sort(Delayed<Integer>[] keys, Delayed<Integer>[] vals, int len) {
        for (int i = 0; i < len; i++) {
            for (int j = i + 1; j < len; j++) {
                if (keys[i].get() > keys[j].get()) {
                    Delayed<Integer> k = keys[i];
                    keys[i] = keys[j];
                    keys[j] = k;
                    Delayed<Integer> v = vals[i];
                    vals[i] = vals[j];
                    vals[j] = v;
                }
            }
        }
    }

    /** Fig. 24 {@code main}: returns the number of values that were chosen on the path. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Generator<Integer> program(int n, int v) {
        return () -> {
            int len = intIn(0, n);
            Delayed<Integer>[] keys = new Delayed[len];
            Delayed<Integer>[] vals = new Delayed[len];
            for (int i = 0; i < len; i++) {
                keys[i] = delayedInt(0, n);
                vals[i] = delayedInt(0, v - 1);
            }
            sort(keys, vals, len);
            int forced = 0;
            for (int i = 0; i < len; i++) {
                if (i > 0) {
                    assertTrue(keys[i - 1].get() <= keys[i].get(), "sorted");
                }
                forced += vals[i].isForced() ? 1 : 0;
            }
            return forced;
        };
    }

    private static Report<Integer> delayed(int n, int v) {
        return Explorer.of(program(n, v)).withMode(Mode.DELAYED).withCompletion(Completion.NONE).collect();
    }

    @Test
    void delayedPathsDoNotDependOnTheValueBound() {
        Report<Integer> small = delayed(4, 2);
        Report<Integer> large = delayed(4, 1_000_000);
        assertEquals(small.explored(), large.explored());
        assertEquals(small.structs(), large.structs());
        assertEquals(0, small.failureCount());
        assertTrue(large.values().stream().allMatch(g -> g.value() == 0), "no value was chosen");
        // every key sequence of length 2..4 over 0..4 (25 + 125 + 625); lengths 0 and 1 compare no
        // key, so their key stays unchosen and they are one path each
        assertEquals(1 + 1 + 25 + 125 + 625, small.structs());
    }

    @Test
    void eagerPathsGrowWithTheValueBound() {
        for (int v = 1; v <= 3; v++) {
            long expected = 0;
            for (int len = 0; len <= 3; len++) {
                expected += (long) Math.pow(4 * v, len);
            }
            Report<Integer> eager = Explorer.of(program(3, v)).count();
            assertEquals(expected, eager.explored(), "V=" + v);
            assertEquals(0, eager.failureCount());
        }
    }

    @Test
    void thePapersSizeFiveRunsForAnyValueBound() {
        // N = 5 took 4.8 s on JPF for any V; here both bounds explore the same paths
        assertEquals(delayed(5, 2).explored(), delayed(5, Integer.MAX_VALUE).explored());
    }
}
