package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import java.util.List;
import org.junit.jupiter.api.Test;

class LiteralOperationTest {

    @Test
    void shouldDistinguishNegativeZeroFromZeroForDoubles() {
        LiteralOperation neg = new LiteralOperation(double.class, -0.0);
        LiteralOperation pos = new LiteralOperation(double.class, 0.0);
        assertNotEquals(neg.signature(), pos.signature());
        assertNotEquals(neg.fingerprint(), pos.fingerprint());
    }

    @Test
    void shouldDistinguishNegativeZeroFromZeroForFloats() {
        assertNotEquals(new LiteralOperation(float.class, -0.0f).signature(),
                new LiteralOperation(float.class, 0.0f).signature());
    }

    @Test
    void shouldDistinguishValuesAndTypes() {
        assertNotEquals(new LiteralOperation(int.class, 1).signature(), new LiteralOperation(int.class, 2).signature());
        assertNotEquals(new LiteralOperation(int.class, 1).signature(), new LiteralOperation(long.class, 1L).signature());
        assertNotEquals(new LiteralOperation(String.class, "null").signature(),
                LiteralOperation.nullOf(String.class).signature());
        assertNotEquals(new LiteralOperation(String.class, "1").signature(),
                new LiteralOperation(int.class, 1).signature());
    }

    @Test
    void shouldGiveEqualSignaturesForEqualValues() {
        LiteralOperation a = new LiteralOperation(String.class, "hi");
        LiteralOperation b = new LiteralOperation(String.class, new String("hi"));
        assertEquals(a.signature(), b.signature());
        assertEquals(a.fingerprint(), b.fingerprint());
        assertEquals(new LiteralOperation(double.class, 1.5).signature(),
                new LiteralOperation(double.class, 1.5).signature());
    }

    @Test
    void shouldRejectNullLiteralOfPrimitiveType() {
        assertThrows(IllegalArgumentException.class, () -> new LiteralOperation(int.class, null));
        assertThrows(IllegalArgumentException.class, () -> LiteralOperation.nullOf(boolean.class));
    }

    @Test
    void shouldProduceItsValueWithNoInputs() throws Throwable {
        LiteralOperation op = new LiteralOperation(char.class, 'a');
        assertEquals('a', op.execute(new Object[0]));
        assertEquals(List.of(), op.inputTypes());
        assertEquals(char.class, op.outputType());
        assertTrue(op.isLiteral());
        assertNull(op.owner());
    }

    @Test
    void shouldDescribeNullOfReferenceType() throws Throwable {
        LiteralOperation op = LiteralOperation.nullOf(java.util.List.class);
        assertNull(op.execute(new Object[0]));
        assertEquals(java.util.List.class, op.outputType());
        assertEquals(new Action.Literal("java.util.List", null), op.toAction());
    }

    @Test
    void shouldTurnIntoLiteralAction() {
        assertEquals(new Action.Literal("int", 42), new LiteralOperation(int.class, 42).toAction());
    }
}
