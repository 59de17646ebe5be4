package dev.ferret.core.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class IndexPrunerTest {

    /** Equal to every other Approx, but prints its concrete state. */
    static final class Approx {
        final int v;

        Approx(int v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Approx;
        }

        @Override
        public int hashCode() {
            return 1;
        }

        @Override
        public String toString() {
            return "Approx(" + v + ")";
        }
    }

    static final class ThrowingEquals {
        @Override
        public boolean equals(Object o) {
            throw new IllegalStateException();
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    private final IndexPruner pruner = new IndexPruner(10_000, 1_000);

    @Test
    void shouldPruneNull() {
        assertFalse(pruner.reusable(null));
    }

    @Test
    void shouldPruneLargeNumbers() {
        assertFalse(pruner.reusable(10_001));
        assertFalse(pruner.reusable(-10_001L));
        assertFalse(pruner.reusable(1e6));
        assertFalse(pruner.reusable(-20_000f));
        assertTrue(pruner.reusable(10_000));
        assertTrue(pruner.reusable(-10_000L));
        assertTrue(pruner.reusable(2.5));
    }

    @Test
    void shouldPruneValuesEqualToOnesSeenBefore() {
        assertTrue(pruner.reusable(5));
        assertFalse(pruner.reusable(5));
        assertTrue(pruner.reusable(5L), "a Long is not the same value as an Integer");
        assertTrue(pruner.reusable(new ArrayList<>(List.of(1, 2))));
        assertFalse(pruner.reusable(new ArrayList<>(List.of(1, 2))));
        assertTrue(pruner.reusable(new ArrayList<>(List.of(2, 1))));
        assertTrue(pruner.reusable("abc"));
        assertFalse(pruner.reusable(new String("abc")));
    }

    @Test
    void shouldKeepNegativeZeroApartFromZero() {
        assertTrue(pruner.reusable(0.0));
        assertTrue(pruner.reusable(-0.0));
        assertFalse(pruner.reusable(-0.0));
    }

    @Test
    void shouldKeepEqualValuesThatPrintDifferently() {
        assertTrue(pruner.reusable(new Approx(0)));
        assertTrue(pruner.reusable(new Approx(1)));
        assertFalse(pruner.reusable(new Approx(1)));
    }

    @Test
    void shouldPruneLongStringsAndLargeCollections() {
        assertFalse(pruner.reusable("x".repeat(101)));
        assertTrue(pruner.reusable("x".repeat(100)));
        assertFalse(pruner.reusable(new ArrayList<>(Collections.nCopies(1001, 0))));
        assertFalse(pruner.reusable(new int[5000]));
        assertTrue(pruner.reusable(new ArrayList<>(Collections.nCopies(1000, 0))));
    }

    @Test
    void shouldPruneValuesWhoseEqualsThrowsOnCollision() {
        assertTrue(pruner.reusable(new ThrowingEquals()));
        assertFalse(pruner.reusable(new ThrowingEquals()));
    }

    @Test
    void shouldClearMemoryWhenCapacityIsReached() {
        IndexPruner small = new IndexPruner(10_000, 3);
        assertTrue(small.reusable(1));
        assertTrue(small.reusable(2));
        assertFalse(small.reusable(2));
        assertTrue(small.reusable(3));
        assertEquals(0, small.clears());
        assertTrue(small.reusable(1), "the set is full, so it is cleared and 1 is forgotten");
        assertEquals(1, small.clears());
        assertFalse(small.reusable(1));
        assertTrue(small.reusable(2));
    }

    @Test
    void shouldReportGroupNoveltyOnce() {
        assertTrue(pruner.novelGroup("Approx[Approx(0), Approx(1)]"));
        assertFalse(pruner.novelGroup("Approx[Approx(0), Approx(1)]"));
        assertTrue(pruner.novelGroup("Approx[Approx(0), Approx(2)]"));
    }
}
