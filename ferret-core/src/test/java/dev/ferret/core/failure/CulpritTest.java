package dev.ferret.core.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import org.junit.jupiter.api.Test;

class CulpritTest {

    private static MethodOperation call(Class<?> type, String name, Class<?> owner, Class<?>... params)
            throws Exception {
        return new MethodOperation(type.getMethod(name, params), type, owner, false);
    }

    /** {@code map = new HashMap(); "k"; map.put("k", "k"); set = map.keySet(); copy = new ArrayList(set)}, checked on set and copy. */
    private static Witness keySetCopy(Class<?> mapOwner) throws Exception {
        return new Witness(new Statement[] {
            new Statement(new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class), new int[0]),
            new Statement(new LiteralOperation(String.class, "k"), new int[0]),
            new Statement(call(HashMap.class, "put", mapOwner, Object.class, Object.class), new int[] {0, 1, 1}),
            new Statement(call(HashMap.class, "keySet", mapOwner), new int[] {0}),
            new Statement(new ConstructorOperation(ArrayList.class.getConstructor(java.util.Collection.class),
                    ArrayList.class), new int[] {3})}, new int[] {3, 4});
    }

    @Test
    void shouldNameTheLastCallKeptForWhatItDid() throws Exception {
        assertEquals(2, Culprit.index(keySetCopy(HashMap.class), null), "put: its result is unused, it is there for its effect");
    }

    @Test
    void shouldNotNameACallOfAClassNotUnderTest() throws Exception {
        assertEquals(-1, Culprit.index(keySetCopy(null), null));
    }

    @Test
    void shouldNotNameAnOperandOrACallWhoseResultIsUsed() throws Exception {
        Witness w = keySetCopy(HashMap.class);
        Witness operandPut = new Witness(w.statements(), new int[] {2, 4});
        Witness noMutator = new Witness(java.util.Arrays.copyOf(w.statements(), 2), new int[] {0});

        assertEquals(-1, Culprit.index(operandPut, null), "put is an operand, keySet's result is used");
        assertEquals(-1, Culprit.index(noMutator, null));
    }

    @Test
    void shouldNotNameACallMadeOnAnOperand() throws Exception {
        Witness w = keySetCopy(HashMap.class);
        Witness mapCompared = new Witness(w.statements(), new int[] {0, 4});
        assertEquals(-1, Culprit.index(mapCompared, java.util.ArrayList.class),
                "put on the compared map only sets up the comparison of a list");
        assertEquals(2, Culprit.index(mapCompared, HashMap.class), "the compared map's own put is the culprit");
    }
}
