package dev.ferret.examples.correct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Contract and behaviour checks for the correct example classes. */
class CorrectClassesTest {

    static void assertObjectContracts(List<?> values) {
        for (Object a : values) {
            assertTrue(a.equals(a), "reflexive " + a);
            assertFalse(a.equals(null), "null " + a);
            assertFalse(a.equals("hi!"), "foreign " + a);
            assertNotNull(a.toString());
            for (Object b : values) {
                assertEquals(a.equals(b), b.equals(a), "symmetric " + a + " / " + b);
                if (a.equals(b)) {
                    assertEquals(a.hashCode(), b.hashCode(), "hashCode " + a + " / " + b);
                }
                for (Object c : values) {
                    if (a.equals(b) && b.equals(c)) {
                        assertTrue(a.equals(c), "transitive " + a + " / " + b + " / " + c);
                    }
                }
            }
        }
    }

    static <T extends Comparable<T>> void assertComparableContracts(List<T> values) {
        assertObjectContracts(values);
        for (T a : values) {
            assertEquals(0, a.compareTo(a));
            for (T b : values) {
                assertEquals(Integer.signum(a.compareTo(b)), -Integer.signum(b.compareTo(a)), a + " / " + b);
                assertEquals(a.equals(b), a.compareTo(b) == 0, "consistent with equals " + a + " / " + b);
                for (T c : values) {
                    if (a.compareTo(b) > 0 && b.compareTo(c) > 0) {
                        assertTrue(a.compareTo(c) > 0, "transitive " + a + " / " + b + " / " + c);
                    }
                }
            }
        }
    }

    @Test
    void shouldKeepPointContracts() {
        assertComparableContracts(List.of(new Point(0, 0), new Point(0, 0), new Point(-1, 1), new Point(1, -1),
                new Point(10, 100), new Point(0, 1)));
        assertEquals(new Point(1, 1), new Point(0, 0).translate(1, 1));
        assertEquals(4, new Point(-1, -1).manhattanDistance(new Point(1, 1)));
    }

    @Test
    void shouldKeepMoneyContracts() {
        assertComparableContracts(List.of(new Money("", 0), new Money("", 0), new Money("hi!", 0),
                new Money("hi!", -1), new Money("", 100)));
        assertEquals(new Money("hi!", 9), new Money("hi!", 10).plus(new Money("hi!", -1)));
        assertThrows(IllegalArgumentException.class, () -> new Money("", 1).plus(new Money("hi!", 1)));
    }

    @Test
    void shouldKeepVersionContracts() {
        assertComparableContracts(List.of(new Version(0, 0, 0), new Version(0, 0, 0), new Version(1, 0, 0),
                new Version(0, 10, 1), new Version(0, 10, 100), new Version(1, 0, 0).nextPatch()));
        assertEquals("1.1.0", new Version(1, 0, 10).nextMinor().toString());
        assertThrows(IllegalArgumentException.class, () -> new Version(-1, 0, 0));
    }

    @Test
    void shouldKeepIntPairContracts() {
        IntPair p = new IntPair(1, 10);
        assertObjectContracts(List.of(p, p.swap(), p.swap().swap(), new IntPair(1, 10), p.withLeft(0), p.withRight(-1)));
        assertEquals(new IntPair(10, 1), p.swap());
    }

    @Test
    void shouldKeepDirectionContracts() {
        assertComparableContracts(List.of(Direction.values()));
        for (Direction d : Direction.values()) {
            assertEquals(d, d.turnRight().turnLeft());
            assertEquals(d, d.opposite().opposite());
            assertEquals(d, Direction.fromDegrees(d.degrees()));
        }
        assertEquals(Direction.WEST, Direction.fromDegrees(-90));
        assertThrows(IllegalArgumentException.class, () -> Direction.fromDegrees(10));
    }

    @Test
    void shouldKeepBoundedStackConsistent() {
        BoundedStack stack = new BoundedStack(1);
        assertThrows(IllegalStateException.class, stack::pop);
        stack.push(10);
        assertTrue(stack.isFull());
        assertThrows(IllegalStateException.class, () -> stack.push(1));
        assertEquals("[10]", stack.toString());
        assertEquals(10, stack.pop());
        assertEquals(0, stack.size());
        assertThrows(IllegalArgumentException.class, () -> new BoundedStack(-1));
        assertObjectContracts(List.of(stack, new BoundedStack(0)));
    }

    @Test
    void shouldCountCorrectly() {
        Counter counter = new Counter(10);
        assertEquals(11, counter.increment());
        assertEquals(10, counter.decrement());
        assertEquals(110, counter.add(100));
        counter.reset();
        assertEquals(0, counter.get());
        assertThrows(ArithmeticException.class, () -> new Counter(Integer.MAX_VALUE).increment());
        assertObjectContracts(List.of(counter, new Counter()));
    }

    @Test
    void shouldKeepRecentWindowSizeConsistent() {
        RecentWindow window = new RecentWindow(1);
        assertEquals(window.size(), window.toArray().length);
        window.add("hi!");
        window.add("");
        assertEquals(1, window.size());
        assertEquals(window.size(), window.toArray().length);
        assertEquals("", window.newest());
        window.addAll(window);
        assertEquals(window.size(), window.toArray().length);
        RecentWindow big = new RecentWindow(10);
        big.add("hi!");
        big.add("hi!");
        big.addAll(big);
        assertEquals(4, big.size());
        assertEquals(big.size(), big.toArray().length);
        big.remove("hi!");
        assertEquals(3, big.toArray().length);
        big.clear();
        assertEquals(0, big.toArray().length);
        assertObjectContracts(List.of(window, big));
    }
}
