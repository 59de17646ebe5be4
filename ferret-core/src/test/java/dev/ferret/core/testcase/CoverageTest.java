package dev.ferret.core.testcase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CoverageTest {

    @Test
    void shouldCoverExactlyTheCoveragesWhoseGoalsItHasAll() {
        Coverage c = Coverage.of(7, 2, 5);
        assertTrue(c.covers(Coverage.of(5, 2)));
        assertTrue(c.covers(Coverage.NONE));
        assertTrue(c.covers(c));
        assertFalse(c.covers(Coverage.of(2, 3)), "3 is not one");
        assertFalse(c.covers(Coverage.of(8)), "beyond the last");
        assertFalse(Coverage.NONE.covers(Coverage.of(1)));
    }

    @Test
    void shouldUniteTheGoalsOfTwoCoverages() {
        assertArrayEquals(new int[] {1, 2, 5, 9}, Coverage.of(5, 1).union(Coverage.of(9, 2, 5)).goals());
        assertArrayEquals(new int[] {3}, Coverage.NONE.union(Coverage.of(3)).goals());
    }
}
