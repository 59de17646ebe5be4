package dev.ferret.examples.bugs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** One concrete, seed-valued demonstration per planted bug. */
class PlantedBugsTest {

    @Test
    void shouldViolateEqualsReflexive() {
        Quotient q = new Quotient(1, 0);
        assertFalse(q.equals(q));
        Quotient ok = new Quotient(1, 10);
        assertTrue(ok.equals(ok));
    }

    @Test
    void shouldViolateEqualsNull() {
        assertTrue(new Tag("").equals(null));
        assertTrue(new Tag("hi!").equals(null));
    }

    @Test
    void shouldViolateEqualsSymmetric() {
        Label wildcard = new Label(0, "");
        Label specific = new Label(0, "hi!");
        assertTrue(wildcard.equals(specific));
        assertFalse(specific.equals(wildcard));
        assertEquals(wildcard.hashCode(), specific.hashCode());
    }

    @Test
    void shouldViolateEqualsTransitive() {
        Flags a = new Flags(1);
        Flags b = new Flags(3);
        Flags c = new Flags(2);
        assertTrue(a.equals(b) && b.equals(a));
        assertTrue(b.equals(c) && c.equals(b));
        assertFalse(a.equals(c));
        assertEquals(a.hashCode(), c.hashCode());
    }

    @Test
    void shouldViolateEqualsHashCode() {
        Fraction a = new Fraction(1, 1);
        Fraction b = new Fraction(10, 10);
        assertTrue(a.equals(b) && b.equals(a));
        assertNotEquals(a.hashCode(), b.hashCode());
        assertNotEquals(new Fraction(0, 1).hashCode(), new Fraction(0, -1).hashCode());
        assertEquals(new Fraction(0, 1), new Fraction(0, -1));
    }

    @Test
    void shouldViolateEqualsReturnsNormally() {
        Percentage p = new Percentage(1, 0);
        assertThrows(ArithmeticException.class, () -> p.equals(p));
        assertThrows(ArithmeticException.class, () -> new Percentage(1, 10).equals(p));
        assertEquals(0, p.hashCode());
        assertEquals("1 of 0", p.toString());
    }

    @Test
    void shouldViolateHashCodeReturnsNormally() {
        RunningAverage empty = new RunningAverage();
        assertThrows(ArithmeticException.class, empty::hashCode);
        assertTrue(empty.equals(empty));
        empty.add(10);
        assertEquals(new RunningAverage().getClass(), empty.getClass());
        empty.hashCode(); // fine once a sample exists
    }

    @Test
    void shouldViolateToStringReturnsNormally() {
        assertThrows(StringIndexOutOfBoundsException.class, () -> new Initials("").toString());
        assertEquals("h.", new Initials("hi!").toString());
    }

    @Test
    void shouldViolateCompareToReflexive() {
        Ticket t = new Ticket();
        assertEquals(1, t.compareTo(t));
        Ticket later = new Ticket();
        assertEquals(-1, t.compareTo(later));
        assertEquals(1, later.compareTo(t));
    }

    @Test
    void shouldViolateCompareToAntisymmetric() {
        Level a = new Level(0);
        Level b = new Level(1);
        assertTrue(a.compareTo(b) < 0);
        assertTrue(b.compareTo(a) < 0);
        assertEquals(0, a.compareTo(new Level(0)));
    }

    @Test
    void shouldViolateCompareToTransitive() {
        Hand scissors = new Hand(-1);
        Hand paper = new Hand(1);
        Hand rock = new Hand(0);
        assertTrue(scissors.compareTo(paper) > 0);
        assertTrue(paper.compareTo(rock) > 0);
        assertFalse(scissors.compareTo(rock) > 0);
        assertTrue(rock.compareTo(scissors) > 0);
    }

    @Test
    void shouldViolateCompareToEquals() {
        Score a = new Score("", 1);
        Score b = new Score("hi!", 1);
        assertEquals(0, a.compareTo(b));
        assertFalse(a.equals(b));
    }

    @Test
    void shouldViolateCompareToReturnsNormally() {
        Grade empty = new Grade("");
        Grade other = new Grade("hi!");
        assertThrows(StringIndexOutOfBoundsException.class, () -> empty.compareTo(other));
        assertThrows(StringIndexOutOfBoundsException.class, () -> other.compareTo(empty));
    }

    @Test
    void shouldViolateSizeToArray() {
        UniqueBag bag = new UniqueBag();
        bag.add("hi!");
        bag.add("hi!");
        assertEquals(2, bag.size());
        assertEquals(1, bag.toArray().length);
    }

    @Test
    void shouldViolateNpeWithoutNullInput() {
        Session session = new Session();
        assertThrows(NullPointerException.class, session::userName);
        session.login("hi!");
        assertEquals("hi!", session.userName());
    }

    @Test
    void shouldViolateAssertionError() {
        Inventory inventory = new Inventory();
        assertThrows(AssertionError.class, () -> inventory.take(1));
        Inventory stocked = new Inventory();
        stocked.restock(10);
        stocked.take(1);
        assertEquals(9, stocked.stock());
    }
}
