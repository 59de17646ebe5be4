package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class OperationExecutionTest {

    @Test
    void shouldCallInstanceMethodWithReceiverAsFirstInput() throws Throwable {
        MethodOperation add = new MethodOperation(ArrayList.class.getMethod("add", Object.class), ArrayList.class,
                ArrayList.class, true);
        ArrayList<Object> list = new ArrayList<>();
        assertEquals(Boolean.TRUE, add.execute(new Object[] {list, "x"}));
        assertEquals(List.of("x"), list);
        assertEquals(List.of(ArrayList.class, Object.class), add.inputTypes());
        assertEquals(boolean.class, add.outputType());
        assertEquals("java.util.ArrayList.add(java.lang.Object)", add.signature());
        assertEquals("java.util.ArrayList.add", add.memberName());
        assertTrue(add.overloaded());
        assertFalse(add.isStatic());
    }

    @Test
    void shouldReturnNullForVoidMethods() throws Throwable {
        MethodOperation clear = new MethodOperation(ArrayList.class.getMethod("clear"), ArrayList.class,
                ArrayList.class, false);
        ArrayList<Object> list = new ArrayList<>(List.of(1, 2));
        assertNull(clear.execute(new Object[] {list}));
        assertTrue(list.isEmpty());
        assertEquals(void.class, clear.outputType());
    }

    @Test
    void shouldUnboxPrimitiveArguments() throws Throwable {
        MethodOperation get = new MethodOperation(ArrayList.class.getMethod("get", int.class), ArrayList.class,
                ArrayList.class, false);
        assertEquals("b", get.execute(new Object[] {new ArrayList<>(List.of("a", "b")), 1}));
    }

    @Test
    void shouldPropagateExceptionsOfTheCodeUnderTestUnchanged() throws Exception {
        MethodOperation get = new MethodOperation(ArrayList.class.getMethod("get", int.class), ArrayList.class,
                ArrayList.class, false);
        assertThrows(IndexOutOfBoundsException.class, () -> get.execute(new Object[] {new ArrayList<>(), 0}));
    }

    @Test
    void shouldCallStaticMethodWithoutReceiver() throws Throwable {
        MethodOperation valueOf = new MethodOperation(Integer.class.getMethod("valueOf", int.class), Integer.class,
                Integer.class, false);
        assertTrue(valueOf.isStatic());
        assertEquals(List.of(int.class), valueOf.inputTypes());
        assertEquals(12, valueOf.execute(new Object[] {12}));
        assertEquals(new Action.MethodCall("java.lang.Integer", "valueOf", List.of("int"), "java.lang.Integer", true),
                valueOf.toAction());
    }

    @Test
    void shouldCallConstructorThroughMethodHandle() throws Throwable {
        ConstructorOperation ctor = new ConstructorOperation(StringBuilder.class.getConstructor(String.class),
                StringBuilder.class);
        Object sb = ctor.execute(new Object[] {"abc"});
        assertInstanceOf(StringBuilder.class, sb);
        assertEquals("abc", sb.toString());
        assertEquals("java.lang.StringBuilder.<init>(java.lang.String)", ctor.signature());
        assertEquals(StringBuilder.class, ctor.outputType());
        assertEquals(List.of(String.class), ctor.inputTypes());
        assertTrue(ctor.overloaded(), "StringBuilder has several one-argument constructors");
        assertEquals(new Action.ConstructorCall("java.lang.StringBuilder", List.of("java.lang.String")),
                ctor.toAction());
    }

    @Test
    void shouldNotMarkOnlyConstructorOfItsArityAsOverloaded() throws Exception {
        ConstructorOperation ctor = new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class);
        assertFalse(ctor.overloaded());
    }

    @Test
    void shouldCallMethodInheritedFromNonPublicSuperclass() throws Throwable {
        Method length = StringBuilder.class.getMethod("length");
        MethodOperation op = new MethodOperation(length, StringBuilder.class, StringBuilder.class, false);
        assertEquals(List.of(StringBuilder.class), op.inputTypes());
        assertEquals(4, op.execute(new Object[] {new StringBuilder("abcd")}));
        assertEquals("java.lang.StringBuilder.length()", op.signature());
    }

    @Test
    void shouldCallMethodWithInaccessibleReturnTypeAndExposeAccessibleOutputType() throws Throwable {
        // Collections.unmodifiableList returns List (public), but iterator() of the result is a private class;
        // call List.iterator through the public interface.
        MethodOperation iterator = new MethodOperation(List.class.getMethod("iterator"), List.class, List.class,
                false);
        Object it = iterator.execute(new Object[] {List.of(1)});
        assertInstanceOf(java.util.Iterator.class, it);
        assertEquals(java.util.Iterator.class, iterator.outputType());
    }

    @Test
    void shouldReadStaticFieldsAndEnumConstants() throws Throwable {
        FieldOperation seconds = new FieldOperation(TimeUnit.class.getField("SECONDS"), TimeUnit.class, TimeUnit.class);
        assertEquals(TimeUnit.SECONDS, seconds.execute(new Object[0]));
        assertEquals("java.util.concurrent.TimeUnit.SECONDS", seconds.signature());
        FieldOperation order = new FieldOperation(String.class.getField("CASE_INSENSITIVE_ORDER"), String.class, null);
        assertEquals(String.CASE_INSENSITIVE_ORDER, order.execute(new Object[0]));
    }

    @Test
    void shouldBuildArraysOfPrimitiveComponents() throws Throwable {
        ArrayOperation op = new ArrayOperation(int.class, 3);
        assertArrayEquals(new int[] {1, 2, 3}, (int[]) op.execute(new Object[] {1, 2, 3}));
        assertEquals(int[].class, op.outputType());
        assertEquals(List.of(int.class, int.class, int.class), op.inputTypes());
        assertEquals("int[3]", op.signature());
        assertEquals(new Action.ArrayLiteral("int"), op.toAction());
    }

    @Test
    void shouldGiveStableFingerprintsDerivedFromSignature() throws Exception {
        MethodOperation a = new MethodOperation(ArrayList.class.getMethod("size"), ArrayList.class, null, false);
        MethodOperation b = new MethodOperation(ArrayList.class.getMethod("size"), ArrayList.class, null, false);
        MethodOperation c = new MethodOperation(ArrayList.class.getMethod("isEmpty"), ArrayList.class, null, false);
        assertEquals(a.fingerprint(), b.fingerprint());
        assertTrue(a.fingerprint() != c.fingerprint());
        assertEquals(BaseOperation.hash64(a.signature()), a.fingerprint());
    }
}
