package dev.ferret.examples.flaky;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Behaviour of the stable observers, and cheap demonstrations of the unstable ones. */
class FlakyClassesTest {

    @Test
    void shouldDescribeAStampByItsLabel() {
        Stamp stamp = new Stamp("hi!");
        assertEquals("hi!", stamp.getLabel());
        assertEquals(3, stamp.length());
        assertFalse(stamp.isEmpty());
        assertTrue(new Stamp("").isEmpty());
        assertEquals("Stamp[hi!x]", stamp.append("x").toString());
        assertThrows(NullPointerException.class, () -> new Stamp(null));
    }

    @Test
    void shouldTakeAStampFromTheClocks() {
        long before = System.currentTimeMillis();
        Stamp stamp = new Stamp("");
        long after = System.currentTimeMillis();
        assertTrue(before <= stamp.getCreatedAtMillis() && stamp.getCreatedAtMillis() <= after);
        long age = stamp.getAgeNanos();
        assertTrue(age >= 0 && age <= stamp.getAgeNanos(), "age grows");
    }

    @Test
    void shouldTrackAHandlesSizeAndState() {
        Handle handle = new Handle("log", 1);
        assertEquals("log", handle.getName());
        assertEquals(11, handle.grow(10));
        assertEquals(11, handle.getSize());
        assertThrows(IllegalArgumentException.class, () -> handle.grow(-12));
        assertEquals(11, handle.getSize());
        assertFalse(handle.isClosed());
        handle.close();
        assertTrue(handle.isClosed());
        assertEquals("Handle[log, 11, closed]", handle.toString());
        assertThrows(IllegalStateException.class, () -> handle.grow(1));
        assertThrows(IllegalArgumentException.class, () -> new Handle("", -1));
    }

    @Test
    void shouldGiveTwoHandlesDifferentTokens() {
        Handle a = new Handle("same");
        Handle b = new Handle("same");
        assertEquals(a.toString(), b.toString());
        assertEquals(a.getToken(), a.getToken(), "stable within one object's life");
        assertNotEquals(a.getToken(), b.getToken(), "tokens follow identity hash codes");
        assertTrue(a.getToken().matches("handle-[0-9a-f]+"), a.getToken());
    }

    @Test
    void shouldCountACrowdWhateverItsOrder() {
        Crowd crowd = new Crowd();
        assertTrue(crowd.isEmpty());
        assertFalse(crowd.hasMembers());
        assertEquals("", crowd.getRoster());
        assertEquals("ann", crowd.add("ann").getName());
        crowd.add("bob");
        crowd.add("ann");
        assertEquals(3, crowd.size());
        assertTrue(crowd.hasMembers());
        assertEquals(9, crowd.getTotalNameLength());
        assertEquals("Crowd[3 members]", crowd.toString());
        String[] roster = crowd.getRoster().split(",");
        Arrays.sort(roster);
        assertEquals(List.of("ann", "ann", "bob"), List.of(roster), "a permutation of the names");
        assertEquals("Member[ann]", new Crowd.Member("ann").toString());
    }

    @Test
    void shouldCountPassesPerTurnstile() {
        Turnstile t = new Turnstile("north");
        assertEquals("north", t.getGate());
        assertEquals(0, t.getPasses());
        assertFalse(t.hasPasses());
        assertEquals(1, t.pass());
        assertEquals(2, t.pass());
        assertTrue(t.hasPasses());
        assertEquals("Turnstile[north, 2 passes]", t.toString());
    }

    @Test
    void shouldNumberTurnstilesByConstructionOrder() {
        Turnstile first = new Turnstile("a");
        Turnstile second = new Turnstile("a");
        assertEquals(first.toString(), second.toString());
        assertTrue(second.getSerial() > first.getSerial(), "serials depend on earlier constructions in this JVM");
    }
}
