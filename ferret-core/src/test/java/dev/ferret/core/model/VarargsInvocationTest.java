package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

public class VarargsInvocationTest {

    public static String joinAll(Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (Object p : parts) {
            sb.append(p);
        }
        return sb.toString();
    }

    @Test
    void shouldPassAnArrayToAVarargsMethodAsTheArrayItself() throws Throwable {
        Method m = VarargsInvocationTest.class.getMethod("joinAll", Object[].class);
        MethodOperation op = new MethodOperation(m, VarargsInvocationTest.class, VarargsInvocationTest.class, false);
        Object result = op.execute(new Object[] {new Object[] {"a", 1}});
        assertEquals("a1", result, "as javac compiles joinAll(array): the elements, not the array's toString");
    }
}
