package dev.ferret.core.judge;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SelfContainmentTest {

    private static final Statement[] LIST_ADD_TWICE;

    static {
        try {
            ConstructorOperation newList = new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class);
            MethodOperation add = new MethodOperation(ArrayList.class.getMethod("add", Object.class), ArrayList.class,
                    ArrayList.class, true);
            LIST_ADD_TWICE = new Statement[] {new Statement(newList, new int[0]), new Statement(newList, new int[0]),
                new Statement(add, new int[] {0, 1}), new Statement(add, new int[] {0, 0})};
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void shouldFindACollectionPassedToItsOwnMethod() {
        List<Object> a = new ArrayList<>();
        List<Object> b = new ArrayList<>();
        Object[] values = {a, b, true, true};
        assertTrue(SelfContainment.found(LIST_ADD_TWICE, values, 3), "a.add(a)");
        assertFalse(SelfContainment.found(LIST_ADD_TWICE, values, 2), "only a.add(b) ran");
    }

    @Test
    void shouldFindItThroughAnotherStatementHoldingTheSameObject() {
        List<Object> a = new ArrayList<>();
        Object[] values = {a, a, true, true};
        assertTrue(SelfContainment.found(LIST_ADD_TWICE, values, 2), "statements 0 and 1 are one list");
    }

    @Test
    void shouldFindACollectionHoldingItselfThroughADecoratorAndAMap() {
        List<Object> list = new ArrayList<>();
        List<Object> view = java.util.Collections.synchronizedList(list);
        java.util.Map<Object, Object> map = new java.util.HashMap<>();
        map.put("k", view);
        list.add(map);
        assertTrue(SelfContainment.cyclic(new Object[] {"x", list}), "list -> map -> view -> list");
        assertTrue(SelfContainment.cyclic(new Object[] {view}), "view -> map -> view");
    }

    @Test
    void shouldNotFindACycleInNestedDistinctCollections() {
        List<Object> inner = new ArrayList<>(List.of(1, 2));
        List<Object> outer = new ArrayList<>(List.of(inner, inner, java.util.Map.of("a", inner)));
        assertFalse(SelfContainment.cyclic(new Object[] {outer, inner, null, 3}), "a DAG, shared twice");
    }
}
