package dev.ferret.choice.junit;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;
import static dev.ferret.choice.Choice.intIn;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Mode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The README's example, compiled and run. */
class ReadmeExampleTest {

    static Generator<List<Integer>> sortedLists(int n) {
        return () -> {
            List<Delayed<Integer>> xs = new ArrayList<>();
            for (int i = intIn(0, n); i > 0; i--) {
                xs.add(delayedInt(0, n - 1));
            }
            for (int i = 1; i < xs.size(); i++) {
                assume(xs.get(i - 1).get() <= xs.get(i).get());
            }
            return xs.stream().map(Delayed::get).collect(Collectors.toList());
        };
    }

    static List<Integer> reverse(List<Integer> list) {
        List<Integer> copy = new ArrayList<>(list);
        Collections.reverse(copy);
        return copy;
    }

    @TestFactory
    Stream<DynamicTest> reverseTwiceIsIdentity() {
        return DynamicTests.of(Explorer.of(sortedLists(4)).withMode(Mode.DELAYED),
                list -> assertEquals(list, reverse(reverse(list))));
    }

    @Test
    void theExampleGeneratesEverySortedListOnce() {
        // non-decreasing lists of length 0..4 over 4 values: C(8, 4)
        assertEquals(70, DynamicTests.of(Explorer.of(sortedLists(4)).withMode(Mode.DELAYED), l -> { }).count());
    }
}
