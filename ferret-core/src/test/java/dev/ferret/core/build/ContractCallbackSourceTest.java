package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.CallbackOperation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ContractCallbackSourceTest {

    private static final ContractCallbackSource SOURCE = new ContractCallbackSource();

    /** A {@code type} input supplied after two strings, executed ({@link SuppliedInput}). */
    private static Object supply(Class<?> type, int seed) throws Exception {
        return SuppliedInput.supply(SOURCE, type, seed, CallbackOperation.class);
    }

    @Test
    void shouldIterateAListOfTheSequencesValuesOnce() throws Exception {
        Set<Integer> sizes = new HashSet<>();
        for (int seed = 0; seed < 12; seed++) {
            Iterator<?> it = (Iterator<?>) supply(Iterator.class, seed);
            List<Object> seen = new ArrayList<>();
            while (it.hasNext()) {
                seen.add(it.next());
            }
            assertTrue(seen.size() <= 2 && List.of("a", "b").containsAll(seen), seen.toString());
            assertFalse(it.hasNext(), "one pass");
            sizes.add(seen.size());
            Enumeration<?> e = (Enumeration<?>) supply(Enumeration.class, seed);
            int n = 0;
            while (e.hasMoreElements()) {
                e.nextElement();
                n++;
            }
            assertTrue(n <= 2);
        }
        assertEquals(Set.of(0, 1, 2), sizes, "zero to two elements");
    }

    @Test
    void shouldGiveAFreshIteratorOnEachCallOfAnIterable() throws Exception {
        Iterable<?> iterable = (Iterable<?>) supply(Iterable.class, 4);
        List<Object> first = new ArrayList<>();
        iterable.forEach(first::add);
        List<Object> second = new ArrayList<>();
        iterable.forEach(second::add);
        assertEquals(first, second);
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldCompareConsistently() throws Exception {
        Set<String> kinds = new HashSet<>();
        List<String> values = List.of("a", "b", "c", "a");
        for (int seed = 0; seed < 12; seed++) {
            Comparator<Object> c = (Comparator<Object>) supply(Comparator.class, seed);
            for (String x : values) {
                for (String y : values) {
                    assertEquals(Integer.signum(c.compare(x, y)), -Integer.signum(c.compare(y, x)), "antisymmetric");
                    if (x.equals(y)) {
                        assertEquals(0, c.compare(x, y));
                    }
                }
            }
            int ab = Integer.signum(c.compare("a", "b"));
            kinds.add(ab < 0 ? "natural" : ab > 0 ? "reverse" : "all equal");
            assertEquals(ab, Integer.signum(c.compare("b", "c")), "transitive with the same order");
        }
        assertEquals(Set.of("natural", "reverse", "all equal"), kinds);
    }
}
