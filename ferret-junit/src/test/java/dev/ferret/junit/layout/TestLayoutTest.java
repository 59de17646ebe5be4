package dev.ferret.junit.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.TestKind;
import java.util.List;
import org.junit.jupiter.api.Test;

class TestLayoutTest {

    @Test
    void namesTestClassesAfterTheClassUnderTestAndKind() {
        assertEquals("TreeSetRegressionTest", TestLayout.baseClassName("java.util.TreeSet", TestKind.REGRESSION));
        assertEquals("Map_EntryErrorTest", TestLayout.baseClassName("java.util.Map$Entry", TestKind.ERROR));
        assertEquals("TreeSetRegression2Test", TestLayout.className("TreeSet", TestKind.REGRESSION, 1));
        assertEquals("FooErrorTest", TestLayout.className("Foo", TestKind.ERROR, 0));
        assertEquals("Map_EntryCrash3Test", TestLayout.className(TestLayout.stem("java.util.Map$Entry"), TestKind.CRASH, 2));
    }

    @Test
    void endsEveryNameInTestSoThatSurefireDefaultIncludesMatch() {
        for (TestKind kind : TestKind.values()) {
            for (int part = 0; part < 12; part++) {
                String name = TestLayout.className("HashBag", kind, part);
                assertTrue(name.endsWith("Test"), name);
            }
        }
    }

    @Test
    void prefixesRestrictedPackagesWithFerret() {
        TestLayout layout = new TestLayout(null, 200);
        assertEquals("ferret.java.util", layout.packageFor("java.util.TreeSet"));
        assertEquals("ferret.javax.swing", layout.packageFor("javax.swing.JList"));
        assertEquals("ferret.com.sun.net", layout.packageFor("com.sun.net.Foo"));
        assertEquals("ferret.sun.misc", layout.packageFor("sun.misc.Unsafe"));
        assertEquals("com.example", layout.packageFor("com.example.Stack"));
        assertEquals("javaxyz", layout.packageFor("javaxyz.Foo"));
        assertEquals("", layout.packageFor("Foo"));
        assertEquals("my.tests", new TestLayout("my.tests", 200).packageFor("java.util.TreeSet"));
    }

    @Test
    void splitsIntoChunksOfAtMostTestsPerFile() {
        TestLayout layout = new TestLayout(null, 2);
        assertEquals(List.of(List.of(1, 2), List.of(3, 4), List.of(5)), layout.split(List.of(1, 2, 3, 4, 5)));
        assertEquals(List.of(), layout.split(List.of()));
        assertThrows(IllegalArgumentException.class, () -> new TestLayout(null, 0));
    }
}
