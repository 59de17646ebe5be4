package dev.ferret.stateful.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.core.model.MethodOperation;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Comparator;
import org.junit.jupiter.api.Test;

/**
 * Clause names from the class file: this module's tests are compiled without {@code -parameters}
 * but with debug information, so reflection says {@code arg0} while the local variable table
 * keeps the declared names (a {@code long} taking two slots, a static method no {@code this});
 * a class with no class file to read (a proxy) falls back to {@code argN}.
 */
class VariablesTest {

    /** Compiled with debug information and without {@code -parameters}. */
    static final class Ledger {
        long post(long amount, String memo, double rate, int result) {
            return amount + memo.length() + (long) rate + result;
        }

        static int merge(int[] left, boolean strict) {
            return strict ? left.length : 0;
        }
    }

    /** A package-private superclass: its public method gets a bridge, without debug information, in a public subclass. */
    abstract static class Base {
        public int take(long amount, String memo) {
            return (int) amount + memo.length();
        }
    }

    /** Public, so javac gives it a visibility bridge of {@link Base#take}. */
    public static final class Shelf extends Base {
    }

    private static MethodOperation operation(Method m) {
        return new MethodOperation(m, m.getDeclaringClass(), m.getDeclaringClass(), false);
    }

    @Test
    void shouldNameParametersFromTheLocalVariableTableWhereReflectionSaysArgN() throws Exception {
        Method post = Ledger.class.getDeclaredMethod("post", long.class, String.class, double.class, int.class);
        assertEquals("arg1", post.getParameters()[1].getName(), "no MethodParameters attribute in this build");
        MethodOperation m = operation(post);
        assertEquals("this", Variables.name(m, 0));
        assertEquals("amount", Variables.name(m, 1));
        assertEquals("memo", Variables.name(m, 2), "after a long's two slots");
        assertEquals("rate", Variables.name(m, 3));
        assertEquals("arg3", Variables.name(m, 4), "a parameter called result would read as the result");
        assertEquals("result", Variables.name(m, 5));
    }

    @Test
    void shouldNameAStaticMethodsParametersFromSlotZero() throws Exception {
        MethodOperation m = operation(Ledger.class.getDeclaredMethod("merge", int[].class, boolean.class));
        assertEquals("left", Variables.name(m, 0));
        assertEquals("strict", Variables.name(m, 1));
        assertEquals("result", Variables.name(m, 2));
    }

    @Test
    void shouldNameABridgesParametersFromTheSuperclassThatDeclaresTheMethod() throws Exception {
        Method bridge = Shelf.class.getDeclaredMethod("take", long.class, String.class);
        org.junit.jupiter.api.Assertions.assertTrue(bridge.isBridge(), "javac's visibility bridge");
        MethodOperation m = operation(bridge);
        assertEquals("amount", Variables.name(m, 1));
        assertEquals("memo", Variables.name(m, 2));
    }

    @Test
    void shouldFallBackToArgNWithoutAClassFile() throws Exception {
        Object proxy = Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Comparator.class},
                (p, method, args) -> 0);
        Method compare = proxy.getClass().getMethod("compare", Object.class, Object.class);
        MethodOperation m = operation(compare);
        assertEquals("arg0", Variables.name(m, 1));
        assertEquals("arg1", Variables.name(m, 2));
    }
}
