package dev.ferret.stateful.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How long one new test of the phase may run: ten times the waiting attacks' fair share, at least 100 ms. */
class AttackTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void shouldBoundANewTestByTenTimesItsShareOfTheTimeLeft() {
        assertEquals(600_000_000L, Attack.bound(6 * SECOND, 100), "6 s for 100 attacks: 60 ms each, 10 times");
        assertEquals(6 * SECOND, Attack.bound(6 * SECOND, 10));
    }

    @Test
    void shouldLetANewTestRunAtLeastATenthOfASecond() {
        assertEquals(Attack.MIN_BOUND_NANOS, Attack.bound(6 * SECOND, 1_000), "6 ms a share: 60 ms is below the least");
        assertEquals(Attack.MIN_BOUND_NANOS, Attack.bound(0, 5), "no time left");
        assertEquals(60 * SECOND, Attack.bound(6 * SECOND, 0), "no attack waits: as one");
    }
}
