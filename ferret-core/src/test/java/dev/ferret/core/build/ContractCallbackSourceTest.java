package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.Execution;
import dev.ferret.core.execution.SequenceExecutor;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ContractCallbackSourceTest {

    private static final ContractCallbackSource SOURCE = new ContractCallbackSource();

    /** Supplies a {@code type} input for {@code Objects.equals}'s second slot after two strings; the value made. */
    private static Object supply(Class<?> type, int seed) throws Exception {
        Assembly assembly = new Assembly();
        for (String s : List.of("b", "a")) {
            Sequence literal = Sequence.single(new LiteralOperation(String.class, s));
            assembly.appendEntry(new ValuePool(10, List.of(new KeptSequence(literal, new int[] {0},
                    new Class<?>[] {String.class}, new Class<?>[] {String.class}))).select(String.class,
                    new SplittableRandom(seed)));
        }
        MethodOperation user = new MethodOperation(java.util.Objects.class.getMethod("equals", Object.class,
                Object.class), java.util.Objects.class, java.util.Objects.class, false);
        InputRequest request = new InputRequest(user, 1, type, assembly, new SplittableRandom(seed));
        assertTrue(SOURCE.applies(request));
        int index = SOURCE.supply(request);
        Statement[] flat = assembly.sequence(List.of()).statements();
        assertTrue(flat[index].operation() instanceof CallbackOperation, "a generated implementation");
        Execution ex = SequenceExecutor.execute(flat, CallClock.NONE);
        assertFalse(ex.failed(), () -> String.valueOf(ex.thrown()));
        return ex.values()[index];
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
