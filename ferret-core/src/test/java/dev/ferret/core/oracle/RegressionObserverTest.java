package dev.ferret.core.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check.ValueCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

public class RegressionObserverTest {

    private final RegressionObserver observer = new RegressionObserver();

    /** Public so observers can be found through a public lookup. */
    public static class Plain {
        public int getCount() {
            return 3;
        }

        public boolean isReady() {
            return true;
        }

        public String getLabel() {
            return "plain";
        }

        public int getWith(int x) {
            return x;
        }

        public static int getStatic() {
            return 1;
        }

        public Object getObject() {
            return "no";
        }

        public int getaway() {
            return 9;
        }

        public int getBroken() {
            throw new IllegalStateException();
        }
    }

    public static class IdentityPrinter {
        public int getId() {
            return 4;
        }

        @Override
        public String toString() {
            return "IdentityPrinter@" + Integer.toHexString(System.identityHashCode(this) | 0x10000);
        }
    }

    @Test
    void shouldObserveSizeIsEmptyAndToStringOfArrayList() {
        ArrayList<Integer> list = new ArrayList<>(List.of(1, 2));
        List<ValueCheck> checks = observer.observe(list, ArrayList.class, 3, true, CallClock.NONE);
        assertTrue(checks.contains(new ValueCheck(3, "size", 2)), checks.toString());
        assertTrue(checks.contains(new ValueCheck(3, "isEmpty", false)), checks.toString());
        assertTrue(checks.contains(new ValueCheck(3, "toString", "[1, 2]")), checks.toString());
        assertFalse(checks.stream().anyMatch(c -> "hashCode".equals(c.observer())));
    }

    @Test
    void shouldObserveToStringOfStringBuilder() {
        List<ValueCheck> checks = observer.observe(new StringBuilder("ab"), StringBuilder.class, 0, false,
                CallClock.NONE);
        assertTrue(checks.contains(new ValueCheck(0, "toString", "ab")), checks.toString());
    }

    @Test
    void shouldObserveLengthInheritedFromPackagePrivateSuperclass() {
        List<ValueCheck> checks = observer.observe(new StringBuilder("ab"), StringBuilder.class, 0, false,
                CallClock.NONE);
        assertTrue(checks.contains(new ValueCheck(0, "length", 2)), checks.toString());
    }

    @Test
    void shouldObserveThroughTheDeclaredType() {
        List<ValueCheck> checks = observer.observe(new ArrayList<>(List.of(1)), java.util.Collection.class, 0, false,
                CallClock.NONE);
        assertTrue(checks.contains(new ValueCheck(0, "size", 1)), checks.toString());
        assertTrue(checks.contains(new ValueCheck(0, "isEmpty", false)));
    }

    /** A comparator that names itself, as a library's singleton comparators do. */
    enum Named implements java.util.Comparator<String> {
        INSTANCE;

        @Override
        public int compare(String a, String b) {
            return a.compareTo(b);
        }

        @Override
        public String toString() {
            return "Strings.natural()";
        }
    }

    @Test
    void shouldObserveToStringThroughAnInterfaceType() {
        List<ValueCheck> checks = observer.observe(Named.INSTANCE, java.util.Comparator.class, 0, false, CallClock.NONE);
        assertEquals(List.of(new ValueCheck(0, "toString", "Strings.natural()")), checks);
        java.util.Comparator<String> lambda = (a, b) -> 0;
        assertEquals(List.of(), observer.observe(lambda, java.util.Comparator.class, 0, false, CallClock.NONE),
                "a lambda does not override toString");
    }

    @Test
    void shouldTickTheClockBeforeEachObserverCall() {
        AtomicInteger ticks = new AtomicInteger();
        List<ValueCheck> checks = observer.observe(new ArrayList<>(), ArrayList.class, 0, false, ticks::incrementAndGet);
        assertTrue(ticks.get() >= checks.size() && ticks.get() > 0);
    }

    @Test
    void shouldSelectOnlyNamedNoArgumentInstanceObserversReturningPrimitivesOrStrings() {
        List<ValueCheck> checks = observer.observe(new Plain(), Plain.class, 1, false, CallClock.NONE);
        assertEquals(List.of(new ValueCheck(1, "getCount", 3), new ValueCheck(1, "getLabel", "plain"),
                new ValueCheck(1, "isReady", true)), checks);
    }

    @Test
    void shouldObserveNothingThroughAnInaccessibleDeclaredType() {
        assertEquals(List.of(), observer.observe(new Hidden(), Hidden.class, 0, false, CallClock.NONE));
    }

    private static class Hidden {
        public int size() {
            return 1;
        }
    }

    @Test
    void shouldSkipToStringThatIsNotOverridden() {
        List<ValueCheck> checks = observer.observe(new Plain(), Plain.class, 1, false, CallClock.NONE);
        assertFalse(checks.stream().anyMatch(c -> "toString".equals(c.observer())));
    }

    @Test
    void shouldSkipValuesPrintingIdentityHashCodes() {
        List<ValueCheck> own = observer.observe(new IdentityPrinter(), IdentityPrinter.class, 0, false,
                CallClock.NONE);
        assertEquals(List.of(new ValueCheck(0, "getId", 4)), own, "only the identity-printing toString is skipped");
        List<ValueCheck> inList = observer.observe(new ArrayList<>(List.of(new Object())), ArrayList.class, 0, false,
                CallClock.NONE);
        assertFalse(inList.stream().anyMatch(c -> "toString".equals(c.observer())), inList.toString());
        assertTrue(inList.contains(new ValueCheck(0, "size", 1)));
    }

    @Test
    void shouldAssertPrimitiveAndStringResultsOnlyAsValues() {
        assertEquals(List.of(new ValueCheck(2, null, 5)), observer.observe(5, int.class, 2, true, CallClock.NONE));
        assertEquals(List.of(new ValueCheck(2, null, true)),
                observer.observe(true, boolean.class, 2, true, CallClock.NONE));
        assertEquals(List.of(new ValueCheck(4, null, "hi")),
                observer.observe("hi", String.class, 4, true, CallClock.NONE));
        assertEquals(List.of(), observer.observe(5, int.class, 2, false, CallClock.NONE));
    }

    @Test
    void shouldNotAssertBoxedValuesDeclaredAsObject() {
        assertEquals(List.of(), observer.observe(5, Object.class, 2, true, CallClock.NONE));
    }

    @Test
    void shouldAssertNullResultsOfReferenceTypes() {
        assertEquals(List.of(new ValueCheck(1, null, null)),
                observer.observe(null, String.class, 1, true, CallClock.NONE));
        assertEquals(List.of(), observer.observe(null, String.class, 1, false, CallClock.NONE));
    }

    @Test
    void shouldObserveNothingForVoid() {
        assertEquals(List.of(), observer.observe(null, void.class, 1, true, CallClock.NONE));
    }

    @Test
    void shouldNotAssertLongStrings() {
        assertEquals(List.of(), observer.observe("x".repeat(201), String.class, 0, true, CallClock.NONE));
        assertEquals(1, observer.observe("x".repeat(200), String.class, 0, true, CallClock.NONE).size());
    }

    @Test
    void shouldNotObserveToStringOfBigCollections() {
        ArrayList<Integer> big = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            big.add(i);
        }
        List<ValueCheck> checks = observer.observe(big, ArrayList.class, 0, false, CallClock.NONE);
        assertFalse(checks.stream().anyMatch(c -> "toString".equals(c.observer())));
        assertTrue(checks.contains(new ValueCheck(0, "size", 60)));
    }

    @Test
    void shouldFingerprintAnObjectByWhatItPrintsWhereThatTellsSomething() {
        assertEquals(new RegressionObserver.Fingerprint("2026-11-28"),
                observer.fingerprint(java.time.LocalDate.of(2026, 11, 28), CallClock.NONE));
        assertEquals(new RegressionObserver.Fingerprint("[1, 2]"), observer.fingerprint(List.of(1, 2), CallClock.NONE));
        assertEquals(null, observer.fingerprint(new Plain(), CallClock.NONE), "Object's toString: an identity hash");
        assertEquals(null, observer.fingerprint(new IdentityPrinter(), CallClock.NONE), "prints an identity hash");
        assertEquals(null, observer.fingerprint(7, CallClock.NONE), "compared as it is");
        assertEquals(null, observer.fingerprint("s", CallClock.NONE), "compared as it is");
        assertEquals(null, observer.fingerprint(null, CallClock.NONE));
        assertEquals(null, observer.fingerprint(new Object() {
            @Override
            public String toString() {
                throw new IllegalStateException();
            }
        }, CallClock.NONE), "a toString that throws");
    }

    /** An enum the tests can name. */
    public enum Color { RED, GREEN }

    /** An enum the tests cannot name. */
    private enum Secret { X }

    private ArrayValue array(Object array, Class<?> declared) {
        List<ValueCheck> checks = observer.observe(array, declared, 3, true, CallClock.NONE);
        assertEquals(1, checks.size(), checks.toString());
        assertEquals(3, checks.get(0).step());
        assertEquals(null, checks.get(0).observer());
        return (ArrayValue) checks.get(0).expected();
    }

    @Test
    void shouldAssertTheElementsOfArraysOfLiterals() {
        assertEquals(ArrayValue.of("int", List.of(1, 2)), array(new int[] {1, 2}, int[].class));
        assertEquals(ArrayValue.of("char", List.of('a', '\n')), array(new char[] {'a', '\n'}, char[].class));
        assertEquals(ArrayValue.of("java.lang.String", java.util.Arrays.asList("a", null)),
                array(new String[] {"a", null}, String[].class));
        assertEquals(ArrayValue.of("java.lang.Long", java.util.Arrays.asList(1L, null)),
                array(new Long[] {1L, null}, Long[].class));
        assertEquals(ArrayValue.of("java.lang.Object", List.of("a", 1, (short) 2)),
                array(new Object[] {"a", 1, (short) 2}, Object[].class), "an Object[] of literals");
        assertEquals(ArrayValue.of("java.lang.String", List.of("b")), array(new String[] {"b"}, Object[].class),
                "its own component type, whatever the declared one");
        assertEquals(ArrayValue.of("float", List.of()), array(new float[0], float[].class));
    }

    @Test
    void shouldAssertEnumConstantsByNameWhereTestsCanNameTheirType() {
        assertEquals(ArrayValue.of(Color.class.getName(), java.util.Arrays.asList(
                        new ArrayValue.Constant("GREEN"), null, new ArrayValue.Constant("RED"))),
                array(new Color[] {Color.GREEN, null, Color.RED}, Color[].class));
        assertEquals(ArrayValue.ofLength(Secret.class.getName(), 1), array(new Secret[] {Secret.X}, Secret[].class));
    }

    @Test
    void shouldCompareFloatingElementsByTheirBitsAsScalarChecksDo() {
        assertEquals(array(new double[] {Double.NaN}, double[].class), array(new double[] {0.0 / 0.0}, double[].class));
        assertNotEquals(array(new double[] {0.0}, double[].class), array(new double[] {-0.0}, double[].class));
        assertNotEquals(array(new float[] {0.0f}, float[].class), array(new float[] {-0.0f}, float[].class));
        assertEquals(array(new float[] {1.5f}, float[].class), array(new float[] {1.5f}, float[].class));
    }

    @Test
    void shouldAssertOnlyTheLengthOfLongNestedOrOpaqueArrays() {
        assertEquals(ArrayValue.ofLength("int", 21), array(new int[21], int[].class));
        assertEquals(ArrayValue.of("int", java.util.Collections.nCopies(20, 0)), array(new int[20], int[].class));
        assertEquals(ArrayValue.ofLength("int[]", 2), array(new int[2][3], int[][].class));
        assertEquals(ArrayValue.ofLength("java.lang.Object", 1), array(new Object[] {new Object()}, Object[].class));
        assertEquals(ArrayValue.of("java.lang.Thread", List.of()), array(new Thread[0], Thread[].class),
                "empty, whatever its component type");
        assertEquals(ArrayValue.ofLength("java.lang.String", 2), array(new String[] {"x".repeat(150), "y".repeat(51)},
                String[].class), "strings longer together than one asserted string");
        assertEquals(ArrayValue.ofLength("java.lang.String", 1), array(new String[] {"Object@1a2b3c"}, String[].class),
                "an identity hash code");
    }

    @Test
    void shouldAssertArraysOnlyAsResults() {
        assertEquals(ArrayValue.of("int", List.of(1)), array(new int[] {1}, Object.class), "held as an Object");
        assertEquals(List.of(), observer.observe(new int[] {1}, int[].class, 0, false, CallClock.NONE));
    }

    /** Observers returning arrays, public so that a public lookup finds them. */
    public static class Shelves {
        public String[] getLabels() {
            return new String[] {"a", "b"};
        }

        public int getCount() {
            return 2;
        }

        public int[][] getGrid() {
            return new int[3][];
        }
    }

    /** Ten observers of primitives, before which no observer of an array comes. */
    public static class Crowded {
        public int[] getA() { return new int[] {1}; }
        public int getB() { return 1; }
        public int getC() { return 1; }
        public int getD() { return 1; }
        public int getE() { return 1; }
        public int getF() { return 1; }
        public int getG() { return 1; }
        public int getH() { return 1; }
        public int getI() { return 1; }
        public int getJ() { return 1; }
        public int getK() { return 1; }
    }

    @Test
    void shouldObserveObserversReturningArraysInTheSlotsOthersLeave() {
        List<ValueCheck> checks = observer.observe(new Shelves(), Shelves.class, 2, false, CallClock.NONE);
        assertEquals(List.of(new ValueCheck(2, "getCount", 2),
                new ValueCheck(2, "getGrid", ArrayValue.ofLength("int[]", 3)),
                new ValueCheck(2, "getLabels", ArrayValue.of("java.lang.String", List.of("a", "b")))), checks);
        List<ValueCheck> crowded = observer.observe(new Crowded(), Crowded.class, 0, false, CallClock.NONE);
        assertEquals(10, crowded.size(), crowded.toString());
        assertFalse(crowded.stream().anyMatch(c -> c.observer().equals("getA")), "no slot left: " + crowded);
    }
}
