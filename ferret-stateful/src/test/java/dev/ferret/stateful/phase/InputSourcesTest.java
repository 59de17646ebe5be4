package dev.ferret.stateful.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.record.RecordedCall;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Whether two inputs of a routine's passing calls came from different statements, counting only
 * the calls whose pre-state relates the two (both objects).
 */
class InputSourcesTest {

    private static RecordedCall call(int[] inputs, boolean related) {
        List<PairPredicate> pairs = related ? List.of(new PairPredicate(0, 1, PairPredicate.SAME, "T", "T",
                inputs[0] == inputs[1] ? 1 : 0, false)) : List.of();
        return new RecordedCall(0, 5, null, inputs, true, List.of(), pairs);
    }

    @Test
    void shouldTellWhetherSomeRelatedCallHadTwoSources() {
        InputSources sources = new InputSources(Map.of(
                "T.same(T)", List.of(call(new int[] {2, 2}, true), call(new int[] {3, 4}, false)),
                "T.merge(T)", List.of(call(new int[] {2, 2}, true), call(new int[] {1, 3}, true))));
        assertEquals(false, sources.differ("T.same(T)", 0, 1),
                "the call with two sources did not relate them (one was null)");
        assertEquals(true, sources.differ("T.merge(T)", 0, 1));
        assertEquals(true, sources.differ("T.merge(T)", 1, 0), "either order");
        assertNull(sources.differ("T.other(T)", 0, 1), "no recorded calls: not known");
    }
}
