package dev.ferret.examples.stateful;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The list example's twins: {@link LinkList} behaves like a {@code java.util.ArrayList} on every
 * public feature (random walks over two lists, appends between them and onto themselves
 * included), so no test may accuse it; {@link ChainList} fails only where its bug is planted.
 */
class ListTwinsTest {

    private static final int WALKS = 2_000;
    private static final int STEPS = 30;

    @Test
    void shouldBehaveLikeAnArrayList() {
        Random random = new Random(13);
        for (int walk = 0; walk < WALKS; walk++) {
            List<LinkList> lists = new ArrayList<>();
            List<List<Integer>> models = new ArrayList<>();
            for (int k = 0; k < 2; k++) {
                int item = random.nextInt(5);
                lists.add(new LinkList(item));
                models.add(new ArrayList<>(List.of(item)));
            }
            for (int step = 0; step < STEPS; step++) {
                int k = random.nextInt(2);
                int o = random.nextInt(2);
                step(random, lists.get(k), models.get(k), lists.get(o), models.get(o));
                for (int j = 0; j < 2; j++) {
                    assertSame(models.get(j), lists.get(j));
                }
            }
        }
    }

    private static void step(Random random, LinkList l, List<Integer> m, LinkList other, List<Integer> otherModel) {
        int x = random.nextInt(5) - 1;
        int i = random.nextInt(6) - 1;
        boolean inside = i >= 0 && i < m.size();
        switch (random.nextInt(12)) {
            case 0 -> { l.extend(x); m.add(x); }
            case 1 -> { l.prepend(x); m.add(0, x); }
            case 2 -> {
                if (i >= 0 && i <= m.size()) {
                    l.insert(i, x);
                    m.add(i, x);
                } else {
                    assertThrows(IndexOutOfBoundsException.class, () -> l.insert(i, x));
                }
            }
            case 3 -> { if (random.nextInt(3) == 0) { l.wipeOut(); m.clear(); } }
            case 4 -> { List<Integer> added = new ArrayList<>(otherModel); l.append(other); m.addAll(added); }
            case 5 -> { l.reverse(); Collections.reverse(m); }
            case 6 -> { LinkList c = l.copy(); assertSame(m, c); c.extend(9); }
            case 7 -> {
                if (inside) {
                    assertEquals(m.set(i, x), l.set(i, x));
                } else {
                    assertThrows(IndexOutOfBoundsException.class, () -> l.set(i, x));
                }
            }
            case 8 -> {
                if (inside) {
                    assertEquals(m.get(i), l.get(i));
                } else {
                    assertThrows(IndexOutOfBoundsException.class, () -> l.get(i));
                }
            }
            default -> queries(l, m, x);
        }
    }

    private static void queries(LinkList l, List<Integer> m, int x) {
        assertEquals(m.indexOf(x), l.indexOf(x));
        assertEquals(m.contains(x), l.has(x));
        assertEquals(Collections.frequency(m, x), l.occurrences(x));
        assertEquals(m.stream().mapToInt(Integer::intValue).sum(), l.sum());
        if (m.isEmpty()) {
            assertThrows(NoSuchElementException.class, l::first);
            assertThrows(NoSuchElementException.class, l::last);
            assertThrows(NoSuchElementException.class, l::max);
            assertThrows(NoSuchElementException.class, l::min);
        } else {
            assertEquals(m.get(0), l.first());
            assertEquals(m.get(m.size() - 1), l.last());
            assertEquals(Collections.max(m), l.max());
            assertEquals(Collections.min(m), l.min());
        }
    }

    private static void assertSame(List<Integer> model, LinkList l) {
        assertEquals(model.size(), l.size(), model + " / " + l);
        assertEquals(model.isEmpty(), l.isEmpty());
        assertArrayEquals(model.stream().mapToInt(Integer::intValue).toArray(), l.toArray());
        assertEquals(model.toString(), l.toString());
    }

    @Test
    void shouldFailOnlyWhenANonEmptyListIsAppendedToAnEmptyOne() {
        ChainList empty = new ChainList(1);
        empty.wipeOut();
        assertThrows(AssertionError.class, () -> empty.append(new ChainList(2)), "the planted bug");

        ChainList grown = new ChainList(1);
        grown.prepend(0);
        grown.append(grown);
        grown.reverse();
        assertEquals("[1, 0, 1, 0]", grown.toString());
        ChainList wiped = new ChainList(3);
        wiped.wipeOut();
        ChainList target = wiped.copy();
        target.append(wiped);
        assertTrue(target.isEmpty(), "an empty argument leaves an empty target alone");
        target.prepend(5);
        target.insert(1, 6);
        target.append(grown.copy());
        assertEquals(6, target.size(), "a target emptied and refilled by other features appends correctly");
    }
}
