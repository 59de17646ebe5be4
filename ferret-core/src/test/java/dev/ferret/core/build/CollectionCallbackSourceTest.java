package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.SubclassOperation;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CollectionCallbackSourceTest {

    private static final CollectionCallbackSource SOURCE = new CollectionCallbackSource();

    /** A {@code type} input supplied after two strings, executed ({@link SuppliedInput}). */
    private static Object supply(Class<?> type, int seed) throws Exception {
        Object made = SuppliedInput.supply(SOURCE, type, seed, SubclassOperation.class);
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
