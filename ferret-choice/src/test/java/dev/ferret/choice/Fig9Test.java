package dev.ferret.choice;

import static dev.ferret.choice.Choice.assume;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The paper's Fig. 9: ordered n-tuples over {0, 1}, eager vs delayed. */
class Fig9Test {

    static Generator<List<Integer>> orderedTuple(int n) {
        return () -> {
            List<Delayed<Integer>> x = new java.util.ArrayList<>();
            for (int i = 0; i < n; i++) {
                x.add(Choice.delayedInt(0, 1));
            }
            for (int i = 0; i + 1 < n; i++) {
                assume(x.get(i).get() <= x.get(i + 1).get());
            }
            return x.stream().map(Delayed::get).collect(Collectors.toList());
        };
    }

    @Test
    void fourTuple() {
        Report<List<Integer>> eager = Explorer.of(orderedTuple(4)).collect();
        Report<List<Integer>> delayed = Explorer.of(orderedTuple(4)).withMode(Mode.DELAYED).collect();
        assertEquals(16, eager.explored());
        assertEquals(11, delayed.explored());
        assertEquals(5, eager.structs());
        assertEquals(5, delayed.structs());
        List<List<Integer>> expected = List.of(List.of(0, 0, 0, 0), List.of(0, 0, 0, 1), List.of(0, 0, 1, 1),
                List.of(0, 1, 1, 1), List.of(1, 1, 1, 1));
        assertEquals(expected, eager.values().stream().map(Generated::value).collect(Collectors.toList()));
        assertEquals(expected, delayed.values().stream().map(Generated::value).collect(Collectors.toList()));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5, 6, 8})
    void closedForms(int n) {
        assertEquals(1L << n, Explorer.of(orderedTuple(n)).count().explored());
        Report<List<Integer>> delayed = Explorer.of(orderedTuple(n)).withMode(Mode.DELAYED).count();
        assertEquals((n + 1) + n * (n - 1) / 2, delayed.explored());
        assertEquals(n + 1, delayed.structs());
    }

    @Test
    void delayedTrailsFollowForceOrder() {
        Report<List<Integer>> delayed = Explorer.of(orderedTuple(3)).withMode(Mode.DELAYED).collect();
        assertEquals(Arrays.asList("0.0.0", "0.0.1", "0.1.1", "1.1.1"),
                delayed.values().stream().map(g -> g.trail().toString()).collect(Collectors.toList()));
    }
}
