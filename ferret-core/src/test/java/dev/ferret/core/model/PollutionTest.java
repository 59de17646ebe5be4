package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class PollutionTest {

    /** A map whose class fixes its keys to classes, as guava's class-to-instance maps do. */
    static final class ClassKeyed<B> extends HashMap<Class<? extends B>, B> {
    }

    /** A list whose own variable is bound by {@code Number}. */
    static final class Numbers<N extends Number> extends ArrayList<N> {
    }

    /** A map whose entries cannot be looked at. */
    static final class Sealed extends HashMap<String, Integer> {
        @Override
        public Set<Map.Entry<String, Integer>> entrySet() {
            throw new UnsupportedOperationException("sealed");
        }
    }

    @Test
    void shouldFindAKeyTheClassRulesOutThatOnlyARawPutLetIn() {
        ClassKeyed<Object> map = new ClassKeyed<>();
        map.put(String.class, "s");
        assertFalse(Pollution.polluted(map));
        @SuppressWarnings({"rawtypes", "unchecked"})
        Map<Object, Object> raw = (Map) map;
        raw.put(java.util.Comparator.naturalOrder(), 1);
        assertTrue(Pollution.polluted(map));
        assertTrue(Pollution.anyPolluted("x", map));
    }

    @Test
    void shouldFindAnElementOutsideTheBoundOfTheClassesOwnVariable() {
        Numbers<Integer> numbers = new Numbers<>();
        numbers.add(1);
        assertFalse(Pollution.polluted(numbers));
        @SuppressWarnings({"rawtypes", "unchecked"})
        List<Object> raw = (List) numbers;
        raw.add("one");
        assertTrue(Pollution.polluted(numbers));
    }

    @Test
    void shouldNotJudgeContainersWhoseTypeArgumentsOnlyTheirDeclarationsKnow() {
        Map<Object, Object> mixed = new HashMap<>(Map.of(1, "a", "b", 2.0));
        assertFalse(Pollution.polluted(mixed), "a HashMap's classes fix nothing");
        assertFalse(Pollution.polluted(new TreeMap<>(Map.of(1, 2))));
        assertFalse(Pollution.polluted(new Sealed()), "one that cannot be looked into");
        assertFalse(Pollution.polluted("not a container"));
        assertFalse(Pollution.polluted(null));
    }

    /** A sorted map of one entry, by natural order, that never compares its key. */
    static final class OneEntry extends java.util.AbstractMap<Object, Object> implements java.util.SortedMap<Object, Object> {
        private final Object key;
        private final java.util.Comparator<Object> order;

        OneEntry(Object key) {
            this(key, null);
        }

        OneEntry(Object key, java.util.Comparator<Object> order) {
            this.key = key;
            this.order = order;
        }

        @Override
        public Set<Map.Entry<Object, Object>> entrySet() {
            return Set.of(Map.entry(key, "x"));
        }

        @Override
        public java.util.Comparator<? super Object> comparator() {
            return order;
        }

        @Override
        public java.util.SortedMap<Object, Object> subMap(Object from, Object to) {
            return this;
        }

        @Override
        public java.util.SortedMap<Object, Object> headMap(Object to) {
            return this;
        }

        @Override
        public java.util.SortedMap<Object, Object> tailMap(Object from) {
            return this;
        }

        @Override
        public Object firstKey() {
            return key;
        }

        @Override
        public Object lastKey() {
            return key;
        }
    }

    @Test
    void shouldFindAKeyWithoutTheNaturalOrderASortedContainerUses() {
        @SuppressWarnings({"rawtypes", "unchecked"})
        java.util.SortedMap<Object, Object> raw = (java.util.SortedMap) new TreeMap<>(Map.of(1, "a"));
        assertFalse(Pollution.polluted(raw));
        java.util.SortedMap<Object, Object> one = new OneEntry(new Object()); // as ImmutableSortedMap.copyOf makes
        assertTrue(Pollution.polluted(one));
        java.util.SortedMap<Object, Object> byHash = new TreeMap<>(java.util.Comparator.comparingInt(Object::hashCode));
        byHash.put(new Object(), "x");
        assertFalse(Pollution.polluted(byHash), "a comparator of its own orders anything");
        assertTrue(Pollution.polluted(one.keySet()) || Pollution.polluted(one), "the map at least");
        @SuppressWarnings({"rawtypes", "unchecked"})
        java.util.Comparator<Object> casting = (x, y) -> ((Comparable) y).compareTo(x);
        assertTrue(Pollution.polluted(new OneEntry(new Object(), casting)), "a comparator that cannot compare the key");
        assertFalse(Pollution.polluted(new OneEntry("k", casting)));
    }

    @Test
    void shouldTellTheFixedTypeOfASupertypesVariable() {
        assertEquals(Class.class, Pollution.fixed(ClassKeyed.class, Map.class, 0));
        assertNull(Pollution.fixed(ClassKeyed.class, Map.class, 1), "B is bound by Object only");
        assertEquals(Number.class, Pollution.fixed(Numbers.class, java.util.Collection.class, 0));
        assertEquals(String.class, Pollution.fixed(Sealed.class, Map.class, 0));
        assertEquals(Enum.class, Pollution.fixed(java.util.EnumMap.class, Map.class, 0));
        assertNull(Pollution.fixed(HashMap.class, Map.class, 0));
    }
}
