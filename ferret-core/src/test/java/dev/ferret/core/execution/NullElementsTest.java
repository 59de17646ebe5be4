package dev.ferret.core.execution;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class NullElementsTest {

    @Test
    void shouldFindANullElementOfAnObjectArray() {
        assertTrue(NullElements.in(Arrays.copyOf(new String[] {"a"}, 3)), "padded by copyOf");
        assertFalse(NullElements.in(new String[] {"a", "b"}));
        assertFalse(NullElements.in(new int[3]), "a primitive array holds no null");
        assertFalse(NullElements.in(null), "null itself is a null input, not one inside");
    }

    @Test
    void shouldAskOnlyPlainJdkCollectionsAndMaps() {
        assertTrue(NullElements.in(new ArrayList<>(Arrays.asList("a", null))));
        assertTrue(NullElements.in(Arrays.asList("a", null)));
        Map<String, String> valueNull = new HashMap<>();
        valueNull.put("k", null);
        assertTrue(NullElements.in(valueNull));
        assertFalse(NullElements.in(new ArrayList<>(List.of("a"))));
        List<String> wrapped = Collections.unmodifiableList(new ArrayList<>(Arrays.asList("a", null)));
        assertFalse(NullElements.in(wrapped), "a decorator could run the code under test: not asked");
        assertFalse(NullElements.in(new TreeSet<>(List.of("a"))), "a sorted set's contains(null) runs its comparator");
    }

    @Test
    void shouldExcuseANullPointerExceptionFromAnArrayHoldingNull() throws Exception {
        dev.ferret.core.model.MethodOperation sort = new dev.ferret.core.model.MethodOperation(
                Arrays.class.getMethod("sort", Object[].class), Arrays.class, Arrays.class, true);
        dev.ferret.core.model.Statement[] flat = {
            new dev.ferret.core.model.Statement(new dev.ferret.core.model.LiteralOperation(Object[].class,
                    new Object[] {"a", null}), new int[0]),
            new dev.ferret.core.model.Statement(sort, new int[] {0})};
        Execution e = SequenceExecutor.execute(flat, CallClock.NONE, ValueObserver.NONE);
        assertTrue(e.thrown() instanceof NullPointerException, String.valueOf(e.thrown()));
        assertTrue(e.nullInput(), "the array's null element is a null input");
    }
}
