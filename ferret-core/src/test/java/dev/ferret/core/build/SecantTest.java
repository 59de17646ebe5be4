package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SecantTest {

    @Test
    void shouldSolveALinearDistanceForEachWantedValue() {
        // distance = 2x - 10: at x = 1, -8; at x = 2, -6
        assertEquals(List.of(5, 4, 6), Secant.solve(int.class, 1, -8, 2, -6, List.of(0L, -2L, 2L)));
    }

    @Test
    void shouldRoundIntegralResultsBothWays() {
        // distance = 2x - 9 has its zero at 4.5
        assertEquals(List.of(4, 5), Secant.solve(int.class, 0, -9, 1, -7, List.of(0L)));
    }

    @Test
    void shouldKeepTheLiteralsTypeAndNeverItsOldValue() {
        assertEquals(List.of('a'), Secant.solve(char.class, 'c', 2, 'd', 3, List.of(0L)));
        assertEquals(List.of(), Secant.solve(int.class, 5, 0, 6, 1, List.of(0L)), "5 is the witness's own value");
        assertEquals(List.of(2.5), Secant.solve(double.class, 0.0, -5, 1.0, -3, List.of(0L)));
        assertEquals(List.of(100L), Secant.solve(long.class, 1L, -99, 2L, -98, List.of(0L)));
    }

    @Test
    void shouldSolveNothingWithoutASlope() {
        assertTrue(Secant.solve(int.class, 1, 4, 2, 4, List.of(0L)).isEmpty(), "the distance did not move");
        assertTrue(Secant.solve(String.class, "a", 4, "b", 5, List.of(0L)).isEmpty(), "not numeric");
        assertTrue(Secant.solve(char.class, 'a', 1, 'b', 2, List.of(-1000L)).isEmpty(), "no such char");
    }
}
