package dev.ferret.core.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

class StaleIteratorTest {

    private static MethodOperation call(Class<?> type, String name, Class<?>... params) throws Exception {
        return new MethodOperation(type.getMethod(name, params), type, type, false);
    }

    /** list; "x"; list.add("x"); it = list.iterator(); list.clear(); it.next(), or with the iterator made after the clear. */
    private static Statement[] flat(boolean iteratorFirst) throws Exception {
        Statement newList = new Statement(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class),
                new int[0]);
        Statement x = new Statement(new LiteralOperation(String.class, "x"), new int[0]);
        Statement add = new Statement(call(List.class, "add", Object.class), new int[] {0, 1});
        Statement iterator = new Statement(call(List.class, "iterator"), new int[] {0});
        Statement clear = new Statement(call(List.class, "clear"), new int[] {0});
        return iteratorFirst
                ? new Statement[] {newList, x, add, iterator, clear, new Statement(call(Iterator.class, "next"), new int[] {3})}
                : new Statement[] {newList, x, add, clear, iterator, new Statement(call(Iterator.class, "next"), new int[] {4})};
    }

    @Test
    void shouldSeeAnIteratorUsedAfterItsSourceChanged() throws Exception {
        Statement[] flat = flat(true);
        Witness w = new Witness(flat, new int[] {5});

        assertTrue(StaleIterator.staleAfter(flat, 0, 4));
        assertTrue(StaleIterator.broken(w, candidate -> candidate.size() == flat.length));
        assertFalse(StaleIterator.broken(w, candidate -> true), "fails without the clear too: not the rule");
        assertEquals(StaleIterator.RULE, UsageRules.broken(w, candidate -> candidate.size() == flat.length));
    }

    @Test
    void shouldNotTakeAnIteratorMadeAfterTheChange() throws Exception {
        Statement[] flat = flat(false);

        assertFalse(StaleIterator.staleAfter(flat, 0, 3));
        assertFalse(StaleIterator.broken(new Witness(flat, new int[] {5}), candidate -> false));
    }
}
