package dev.ferret.core.judge;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class NullElementsTest {

    @Test
    void shouldFindANullInAnObjectArrayOrACollectionArgument() throws Exception {
        MethodOperation sort = new MethodOperation(Arrays.class.getMethod("sort", Object[].class), Arrays.class,
                Arrays.class, true);
        Statement call = new Statement(sort, new int[] {0});
        assertTrue(NullElements.inArguments(call, new Object[] {new Object[] {"a", null}}), "padded by toArray");
        assertFalse(NullElements.inArguments(call, new Object[] {new Object[] {"a", "b"}}));
        assertTrue(NullElements.holdsNull(new ArrayList<>(Arrays.asList("x", null))));
        assertFalse(NullElements.holdsNull(List.of("x")));
        assertFalse(NullElements.holdsNull(new int[3]), "a primitive array holds no null");
    }

    @Test
    void shouldNotCountTheReceiversOwnNulls() throws Exception {
        MethodOperation addAll = new MethodOperation(List.class.getMethod("addAll", java.util.Collection.class),
                List.class, List.class, false);
        Statement call = new Statement(addAll, new int[] {0, 1});
        List<Object> withNull = new ArrayList<>(Arrays.asList((Object) null));
        assertFalse(NullElements.inArguments(call, new Object[] {withNull, List.of("a")}), "the receiver is not an argument");
        assertTrue(NullElements.inArguments(call, new Object[] {List.of("a"), withNull}));
    }

    /** A table of another library: its cells through {@code values()}. */
    public static final class Cells {
        private final List<Object> cells;

        public Cells(List<Object> cells) {
            this.cells = cells;
        }

        public java.util.Collection<Object> values() {
            return cells;
        }
    }

    @Test
    void shouldFindANullInAMapOrATableArgument() throws Exception {
        MethodOperation copy = new MethodOperation(java.util.Objects.class.getMethod("toString", Object.class),
                java.util.Objects.class, java.util.Objects.class, false);
        Statement call = new Statement(copy, new int[] {0});
        java.util.Map<String, Object> nullValue = new java.util.HashMap<>();
        nullValue.put("a", null);
        assertTrue(NullElements.inArguments(call, new Object[] {nullValue}));
        assertFalse(NullElements.inArguments(call, new Object[] {java.util.Map.of("a", "b")}));
        assertTrue(NullElements.inArguments(call, new Object[] {new Cells(Arrays.asList("a", null))}));
        assertFalse(NullElements.inArguments(call, new Object[] {new Cells(List.of("a"))}));
    }

    @Test
    void shouldFindANullInAnIterableViewArgument() {
        Object[] padded = {"a", null};
        Iterable<Object> view = () -> Arrays.asList(padded).iterator();
        assertTrue(NullElements.holdsNull(view), "an iterable over an array toArray padded with null");
        Iterable<Object> plain = () -> List.<Object>of("a").iterator();
        assertFalse(NullElements.holdsNull(plain));
        Iterable<Object> endless = () -> java.util.stream.Stream.generate(() -> (Object) "x").iterator();
        assertFalse(NullElements.holdsNull(endless), "an endless iterable is looked at up to a bound");
    }
}
