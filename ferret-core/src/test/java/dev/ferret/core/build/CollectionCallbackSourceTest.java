package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.Execution;
import dev.ferret.core.execution.SequenceExecutor;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.SubclassOperation;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CollectionCallbackSourceTest {

    private static final CollectionCallbackSource SOURCE = new CollectionCallbackSource();

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
        assertTrue(flat[index].operation() instanceof SubclassOperation, "a generated subclass");
        Execution ex = SequenceExecutor.execute(flat, CallClock.NONE);
        assertFalse(ex.failed(), () -> String.valueOf(ex.thrown()));
        Object made = ex.values()[index];
        assertTrue(type.isInstance(made), made.getClass().getName());
        assertTrue(made.getClass().getName().startsWith("dev.ferret.generated."), made.getClass().getName());
        return made;
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldMakeModifiableCollectionsOfTheSequencesValues() throws Exception {
        Set<Integer> sizes = new HashSet<>();
        for (int seed = 0; seed < 12; seed++) {
            Collection<Object> c = (Collection<Object>) supply(Collection.class, seed);
            List<Object> seen = new ArrayList<>(c);
            assertEquals(c.size(), seen.size(), "size agrees with iteration");
            assertTrue(List.of("a", "b").containsAll(seen), seen.toString());
            sizes.add(seen.size());
            assertTrue(c.add("z"));
            assertTrue(c.contains("z") && c.size() == seen.size() + 1, "modifiable");

            List<Object> list = (List<Object>) supply(List.class, seed);
            list.add(0, "first");
            assertEquals("first", list.get(0));
            assertEquals("first", list.remove(0));
            assertEquals(new ArrayList<>(list), list, "a list equal to its copy");

            Set<Object> set = (Set<Object>) supply(Set.class, seed);
            assertEquals(new HashSet<>(set).size(), set.size(), "no duplicates");
            set.add("q");
            assertFalse(set.add("q"), "a set keeps one of each");
        }
        assertEquals(Set.of(0, 1, 2), sizes, "zero to two elements");
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldMakeModifiableMaps() throws Exception {
        Set<Integer> sizes = new HashSet<>();
        for (int seed = 0; seed < 12; seed++) {
            Map<Object, Object> map = (Map<Object, Object>) supply(Map.class, seed);
            sizes.add(map.size());
            map.put("k", "v");
            assertEquals("v", map.get("k"));
            assertEquals(Map.copyOf(map), map, "value equality with a JDK map");
        }
        assertEquals(Set.of(0, 1), sizes, "empty or one entry");
    }
}
