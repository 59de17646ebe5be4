package dev.ferret.junit.render;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.TestModels;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArrayAssertionsTest {

    private static String render(JUnitVersion version, GeneratedTest test) {
        return new TestRenderer(version).render("p", "SampleRegressionTest", List.of(test)).source();
    }

    private static void assertContains(String source, String... parts) {
        for (String part : parts) {
            assertTrue(source.contains(part), part + " in " + source);
        }
    }

    @Test
    void shouldAssertArrayResultsElementByElementInJUnit5() {
        String source = render(JUnitVersion.JUNIT5, TestModels.arrayResults());

        assertContains(source, "import static org.junit.jupiter.api.Assertions.assertArrayEquals;",
                "assertArrayEquals(new String[] {\"a\", \"b\"}, stringArray1);",
                "assertArrayEquals(new TimeUnit[] {TimeUnit.NANOSECONDS, TimeUnit.MICROSECONDS, ",
                "TimeUnit.DAYS}, timeUnitArray2);",
                "assertArrayEquals(new float[] {Float.NaN, -0.0f}, floatArray4);",
                "assertArrayEquals(new byte[] {-128}, byteArray7);",
                "assertArrayEquals(new Object[] {(short) 7}, objArray12);",
                "assertArrayEquals(new char[] {'\\'', '\\n'}, charArray14);");
    }

    @Test
    void shouldAssertOnlyTheLengthOfLongArraysAndOfEmptyOnes() {
        String source = render(JUnitVersion.JUNIT5, TestModels.arrayResults());

        assertContains(source, "assertEquals(25, intArray9.length);", "assertEquals(0, intArray10.length);");
    }

    @Test
    void shouldGiveJUnit4AZeroDeltaForFloatingArraysOnly() {
        String source = render(JUnitVersion.JUNIT4, TestModels.arrayResults());

        assertContains(source, "import static org.junit.Assert.assertArrayEquals;",
                "assertArrayEquals(new float[] {Float.NaN, -0.0f}, floatArray4, 0.0f);",
                "assertArrayEquals(new String[] {\"a\", \"b\"}, stringArray1);",
                "assertArrayEquals(new char[] {'\\'', '\\n'}, charArray14);",
                "assertEquals(25, intArray9.length);");
        assertFalse(source.contains("jupiter"), source);
        TestModels t = TestModels.of("java.util.Arrays");
        int d = t.literal("double", -0.0);
        int doubles = t.step(new dev.ferret.core.testcase.Action.ArrayLiteral("double"), "double[]", d);
        int copy = t.callStatic("java.util.Arrays", "copyOf", List.of("double[]", "int"), "double[]", doubles,
                t.literal("int", 1));
        String four = render(JUnitVersion.JUNIT4, t.value(copy, null, ArrayValue.of("double", List.of(-0.0))).regression());
        assertContains(four, "assertArrayEquals(new double[] {-0.0}, doubleArray1, 0.0);");
    }

    @Test
    void shouldAssertArraysObserversReturn() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        String source = render(JUnitVersion.JUNIT5, t.value(list, "getLabels", ArrayValue.of("java.lang.String",
                java.util.Arrays.asList("x", null))).value(list, "getGrid", ArrayValue.ofLength("int[]", 3)).regression());

        assertContains(source, "assertArrayEquals(new String[] {\"x\", null}, arrayList0.getLabels());",
                "assertEquals(3, arrayList0.getGrid().length);");
    }

    @Test
    void shouldNameATestByTheEmptyArrayItsCallReturns() {
        TestModels t = TestModels.of("java.util.Arrays");
        int ints = t.step(new dev.ferret.core.testcase.Action.ArrayLiteral("int"), "int[]");
        int copy = t.callStatic("java.util.Arrays", "copyOf", List.of("int[]", "int"), "int[]", ints, t.literal("int", 0));

        String source = render(JUnitVersion.JUNIT5, t.value(copy, null, ArrayValue.of("int", List.of())).regression());

        assertContains(source, "void copyOfReturnsEmptyArray()");
    }

    @Test
    void shouldCastAnArrayHeldAsAnObjectToAssertIt() {
        TestModels t = TestModels.of("java.util.Objects");
        int ints = t.step(new dev.ferret.core.testcase.Action.ArrayLiteral("short"), "short[]", t.literal("short", (short) 3));
        int object = t.callStatic("java.util.Objects", "requireNonNull", List.of("java.lang.Object"), "java.lang.Object", ints);
        int texts = t.step(new dev.ferret.core.testcase.Action.ArrayLiteral("java.lang.String"), "java.lang.String[]");
        int other = t.callStatic("java.util.Objects", "requireNonNull", List.of("java.lang.Object"), "java.lang.Object", texts);
        t.value(object, null, ArrayValue.of("short", List.of((short) 3)))
                .value(other, null, ArrayValue.ofLength("java.lang.String", 25));

        String source = render(JUnitVersion.JUNIT5, t.regression());

        assertContains(source, "assertArrayEquals(new short[] {3}, (short[]) obj1);",
                "assertEquals(25, ((Object[]) obj3).length);");
    }

    @Test
    void shouldNotAssertAnArrayHeldInAVariableOfATypeNoArrayHas() {
        TestModels t = TestModels.of("java.util.Arrays");
        int ints = t.step(new dev.ferret.core.testcase.Action.ArrayLiteral("int"), "java.lang.Number");
        String source = render(JUnitVersion.JUNIT5, t.value(ints, null, ArrayValue.of("int", List.of())).regression());

        assertFalse(source.contains("assert"), source);
    }
}
