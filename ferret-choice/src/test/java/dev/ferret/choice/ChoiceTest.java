package dev.ferret.choice;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.bool;
import static dev.ferret.choice.Choice.intIn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import dev.ferret.choice.engine.Report;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ChoiceTest {

    enum Color { RED, GREEN, BLUE }

    private static <T> List<T> values(Report<T> r) {
        return r.values().stream().map(Generated::value).collect(Collectors.toList());
    }

    @Test
    void intInExploresEveryValueInAscendingOrder() {
        Report<Integer> r = Explorer.of(() -> intIn(3, 6)).collect();
        assertEquals(List.of(3, 4, 5, 6), values(r));
        assertEquals(4, r.explored());
        assertTrue(r.isExhaustive());
    }

    @Test
    void booleansComeFalseFirstAndCompose() {
        Report<String> r = Explorer.of(() -> bool() + "," + bool()).collect();
        assertEquals(List.of("false,false", "false,true", "true,false", "true,true"), values(r));
    }

    @Test
    void oneOfListAndEnum() {
        assertEquals(List.of("a", "b"), values(Explorer.of(() -> Choice.oneOf("a", "b")).collect()));
        assertEquals(List.of(Color.values()), values(Explorer.of(() -> Choice.oneOf(Color.class)).collect()));
    }

    @Test
    void singleValueDomainMakesNoChoiceAndEmptyDomainPrunes() {
        Report<Integer> one = Explorer.of(() -> intIn(7, 7)).collect();
        assertEquals(List.of(7), values(one));
        assertEquals(0, one.values().get(0).trail().length());
        Report<Integer> empty = Explorer.of(() -> intIn(2, 1)).count();
        assertEquals(0, empty.structs());
        assertEquals(1, empty.prunedByAssume());
    }

    @Test
    void assumePrunesSilently() {
        Report<Integer> r = Explorer.of(() -> {
            int x = intIn(0, 9);
            assume(x % 3 == 0);
            return x;
        }).collect();
        assertEquals(List.of(0, 3, 6, 9), values(r));
        assertEquals(10, r.explored());
        assertEquals(6, r.prunedByAssume());
    }

    @Test
    void generatorsComposeByPlainCalls() {
        Generator<Integer> digit = () -> intIn(0, 2);
        Generator<List<Integer>> pair = () -> List.of(digit.generate(), digit.generate());
        assertEquals(9, Explorer.of(pair).count().structs());
    }

    @Test
    @SuppressWarnings("PMD.AvoidCatchingThrowable")
    void aCatchAllBlockCannotSwallowAnAssumption() {
        Report<Integer> r = Explorer.of(() -> {
            int x = intIn(0, 3);
            try {
                assume(x < 2);
            } catch (Throwable swallowed) {
                // user code that hides everything
            }
            return x;
        }).collect();
        assertEquals(List.of(0, 1), values(r));
        assertEquals(2, r.prunedByAssume());
    }

    @Test
    void aChoiceAfterASwallowedPruneRethrowsIt() {
        Report<Integer> r = Explorer.of(() -> {
            int x = intIn(0, 1);
            try {
                assume(x == 0);
            } catch (Throwable swallowed) {
                return intIn(5, 6);
            }
            return x;
        }).collect();
        assertEquals(List.of(0), values(r));
        assertEquals(2, r.explored());
    }

    @Test
    void choicesOutsideAnExplorationAreRejected() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> intIn(0, 1));
        assertTrue(e.getMessage().contains("no exploration"), e.getMessage());
    }

    @Test
    void exceptionsAreFailuresWithTheirTrail() {
        Report<Integer> r = Explorer.of(() -> {
            int x = intIn(0, 5);
            if (x == 4) {
                throw new IllegalArgumentException("four");
            }
            return x;
        }).count();
        assertEquals(1, r.failureCount());
        assertEquals("4", r.failures().get(0).trail().toString());
        assertEquals(5, r.explored(), "stops at the first failure");
        Report<Integer> all = Explorer.of(() -> {
            int x = intIn(0, 5);
            assertTrue(x % 2 == 1, "even");
            return x;
        }).collectingAllFailures().count();
        assertEquals(3, all.failureCount());
        assertEquals(6, all.explored());
    }
}
