package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ValueTypesTest {

    private static Statement st(Operation op, int... inputs) {
        return new Statement(op, inputs);
    }

    private static ConstructorOperation treeSetOf(Class<?> element) throws Exception {
        return new ConstructorOperation(TreeSet.class.getConstructor(), TreeSet.class).instantiated(List.of(element));
    }

    private static MethodOperation method(Class<?> c, String name, Class<?>... params) throws Exception {
        return new MethodOperation(c.getMethod(name, params), c, c, false);
    }

    private static String name(ValueTypes types, int i) {
        return ValueTypes.name(types.declared(i));
    }

    @Test
    void aConstructedValueHasItsChosenTypeArgumentsAndFittingCallsKeepThem() throws Exception {
        Statement[] flat = {
            st(treeSetOf(String.class)),
            st(new LiteralOperation(String.class, "a")),
            st(method(TreeSet.class, "add", Object.class), 0, 1),
            st(method(TreeSet.class, "headSet", Object.class), 0, 1)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.TreeSet<java.lang.String>", name(types, 0));
        assertEquals("java.util.SortedSet<java.lang.String>", name(types, 3), "the view keeps the element type");
        assertEquals(String.class, types.parameter(2, 1), "add(E) takes a String");
    }

    @Test
    void anIllTypedElementErasesTheValuesItMeetsButNotOthers() throws Exception {
        Statement[] flat = {
            st(treeSetOf(String.class)),
            st(new LiteralOperation(Float.class, 1.5f)),
            st(method(TreeSet.class, "add", Object.class), 0, 1),
            st(treeSetOf(Integer.class))};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertFalse(types.consistent());
        assertEquals("java.util.TreeSet", name(types, 0), "a Float in a TreeSet<String>: raw");
        assertFalse(types.typed(0));
        assertEquals("java.util.TreeSet<java.lang.Integer>", name(types, 3), "not connected to the raw call");
    }

    @Test
    void mapViewsKeepTheirKeyAndValueTypes() throws Exception {
        ConstructorOperation map = new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class)
                .instantiated(List.of(String.class, Integer.class));
        Statement[] flat = {st(map), st(method(HashMap.class, "keySet"), 0), st(method(HashMap.class, "entrySet"), 0)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertEquals("java.util.Set<java.lang.String>", name(types, 1));
        assertEquals("java.util.Set<java.util.Map$Entry<java.lang.String,java.lang.Integer>>", name(types, 2));
    }

    @Test
    void infersTheTypeArgumentsOfAConstructorFromItsArguments() throws Exception {
        ConstructorOperation copy = new ConstructorOperation(TreeSet.class.getConstructor(Collection.class), TreeSet.class);
        Statement[] typed = {st(treeSetOf(Integer.class)), st(copy, 0)};
        Statement[] raw = {st(new ConstructorOperation(TreeSet.class.getConstructor(), TreeSet.class)), st(copy, 0)};

        assertEquals("java.util.TreeSet<java.lang.Integer>", name(ValueTypes.of(typed, 2), 1));
        assertEquals("java.util.TreeSet", name(ValueTypes.of(raw, 2), 1), "nothing to infer from a raw value");
        assertTrue(ValueTypes.of(raw, 2).consistent(), "raw values among themselves are consistent");
    }

    @Test
    void theParameterClassOfAReceiverDependentParameter() throws Exception {
        MethodOperation put = method(Map.class, "put", Object.class, Object.class);
        Statement[] flat = {st(new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class)
                .instantiated(List.of(String.class, Integer.class)))};
        java.lang.reflect.Type receiver = ValueTypes.of(flat, 1).declared(0);

        assertTrue(ValueTypes.dependsOnReceiver(put));
        assertEquals(String.class, ValueTypes.parameterClass(put, receiver, 1));
        assertEquals(Integer.class, ValueTypes.parameterClass(put, receiver, 2));
        assertNull(ValueTypes.parameterClass(put, HashMap.class, 1), "a raw receiver leaves it free");
        assertFalse(ValueTypes.dependsOnReceiver(method(Object.class, "equals", Object.class)));
    }

    @Test
    void aFactoryWithoutDeterminingArgumentsTakesItsTypeArgumentsFromTheParameterItFeeds() throws Exception {
        MethodOperation emptyList = method(java.util.Collections.class, "emptyList");
        MethodOperation natural = method(java.util.Comparator.class, "naturalOrder");
        Statement[] flat = {
            st(treeSetOf(String.class)),
            st(emptyList),
            st(method(TreeSet.class, "addAll", Collection.class), 0, 1),
            st(natural),
            st(new ConstructorOperation(TreeSet.class.getConstructor(java.util.Comparator.class), TreeSet.class)
                    .instantiated(List.of(Integer.class)), 3),
            st(emptyList),
            st(method(List.class, "size"), 5)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.List<java.lang.String>", name(types, 1), "fed to addAll(Collection<? extends String>)");
        assertEquals("java.util.Comparator<java.lang.Integer>", name(types, 3), "fed to new TreeSet<Integer>(comparator)");
        assertEquals("java.util.TreeSet<java.lang.Integer>", name(types, 4));
        assertEquals("java.util.List", name(types, 5), "first used as a receiver: nothing determines it");
    }

    @Test
    void aResultOfATypeVariableOfTheReceiverHasItsArgument() throws Exception {
        ConstructorOperation list = new ConstructorOperation(java.util.LinkedList.class.getConstructor(),
                java.util.LinkedList.class).instantiated(List.of(String.class));
        Statement[] flat = {st(list), st(method(java.util.LinkedList.class, "getFirst"), 0),
            st(method(java.util.LinkedList.class, "peekLast"), 0)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertEquals("java.lang.String", name(types, 1));
        assertEquals("java.lang.String", name(types, 2));
    }
}
