package dev.ferret.choice.junit;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Mode;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class DynamicTestsTest {

    static Generator<List<Integer>> sortedTriples(AtomicInteger runs) {
        return () -> {
            runs.incrementAndGet();
            Delayed<Integer> a = delayedInt(0, 2);
            Delayed<Integer> b = delayedInt(0, 2);
            Delayed<Integer> c = delayedInt(0, 2);
            assume(a.get() <= b.get() && b.get() <= c.get());
            return List.of(a.get(), b.get(), c.get());
        };
    }

    @TestFactory
    Stream<DynamicTest> everySortedTripleIsSorted() {
        return DynamicTests.of(Explorer.of(sortedTriples(new AtomicInteger())).withMode(Mode.DELAYED),
                t -> assertTrue(t.get(0) <= t.get(1) && t.get(1) <= t.get(2)));
    }

    @Test
    void testsAreNamedByIndexTrailAndValueAndGeneratedLazily() {
        AtomicInteger runs = new AtomicInteger();
        Stream<DynamicTest> tests = DynamicTests.of(Explorer.of(sortedTriples(runs)), String::valueOf, t -> { });
        assertEquals(0, runs.get(), "nothing generated before the stream is pulled");
        List<String> names = tests.limit(2).map(DynamicNode::getDisplayName).collect(Collectors.toList());
        assertEquals(List.of("#1 [0:0.0.0] [0, 0, 0]", "#2 [0:0.0.1] [0, 0, 1]"), names);
        assertTrue(runs.get() <= 3, "ran " + runs.get());
        assertEquals(10, DynamicTests.of(Explorer.of(sortedTriples(runs)), t -> { }).count());
    }
}
