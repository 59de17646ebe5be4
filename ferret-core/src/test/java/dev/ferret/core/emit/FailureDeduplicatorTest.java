package dev.ferret.core.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FailureDeduplicatorTest {

    private final FailureDeduplicator dedup = new FailureDeduplicator();

    @Test
    void shouldAcceptFirstFailureOfAKind() {
        assertTrue(dedup.offer("equals-symmetric", "a.B.m", 5));
        assertEquals(1, dedup.distinctFailures());
    }

    @Test
    void shouldKeepOnlyStrictlyShorterRepeats() {
        assertTrue(dedup.offer("equals-symmetric", "a.B.m", 5));
        assertFalse(dedup.offer("equals-symmetric", "a.B.m", 5), "same length");
        assertFalse(dedup.offer("equals-symmetric", "a.B.m", 9), "longer");
        assertTrue(dedup.offer("equals-symmetric", "a.B.m", 3), "shorter");
        assertFalse(dedup.offer("equals-symmetric", "a.B.m", 4), "longer than the new best");
        assertEquals(1, dedup.distinctFailures());
    }

    @Test
    void shouldTreatAMapsAndASetsCopyEqualityOfOneClassAsOneFailure() {
        assertTrue(dedup.offer("map-equals-copy", "a.M", 6));
        assertFalse(dedup.wouldKeep("set-equals-copy", "a.M", 7));
        assertTrue(dedup.known("set-equals-copy", "a.M"));
        assertTrue(dedup.offer("set-equals-copy", "a.N", 7), "another class");
        assertEquals(2, dedup.distinctFailures());
    }

    @Test
    void shouldPreferAWitnessWithoutGeneratedCode() {
        assertTrue(dedup.offer("equals-symmetric", "a.B.m", true, 3, 9));
        assertTrue(dedup.wouldKeep("equals-symmetric", "a.B.m", false, 7), "plainer, though longer");
        assertTrue(dedup.offer("equals-symmetric", "a.B.m", false, 7, 7));
        assertFalse(dedup.wouldKeep("equals-symmetric", "a.B.m", true, 2), "shorter, but with generated code");
        assertTrue(dedup.wouldKeep("equals-symmetric", "a.B.m", false, 6));
        assertEquals(1, dedup.distinctFailures());
    }

    @Test
    void shouldTreatDifferentContractsOrMethodsAsDistinct() {
        assertTrue(dedup.offer("equals-symmetric", "a.B.m", 5));
        assertTrue(dedup.offer("equals-hashcode", "a.B.m", 5));
        assertTrue(dedup.offer("equals-symmetric", "a.B.n", 5));
        assertEquals(3, dedup.distinctFailures());
    }
}
