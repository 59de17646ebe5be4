package dev.ferret.orchestration.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ErrorTestReaderTest {

    private static final String FILE = """
            package p;

            public class FooErrorTest {
                @Test
                void test0001() throws Throwable {
                    // Contract violated: equals-hashcode after p.Foo.<init> (seed 7)
                    Foo foo0 = new Foo("}{", '}');
                    assertTrue(foo0.ok(), "Contract violated: equals-hashcode }");
                }

                @Test
                void test0002() throws Throwable {
                    // Contract violated: size-toarray after p.Foo.add (seed -3)
                    if (true) { foo(); } // }
                }
            }
            """;

    @Test
    void splitsMethodsDespiteBracesInLiteralsAndComments() {
        List<ErrorTest> tests = ErrorTestReader.read("p.Foo", "../p/FooErrorTest.java", FILE);
        assertEquals(2, tests.size());
        ErrorTest first = tests.get(0);
        assertEquals("test0001", first.method());
        assertEquals("equals-hashcode", first.contract());
        assertEquals("p.Foo.<init>", first.blamed());
        assertEquals("""
                @Test
                void test0001() throws Throwable {
                    // Contract violated: equals-hashcode after p.Foo.<init> (seed 7)
                    Foo foo0 = new Foo("}{", '}');
                    assertTrue(foo0.ok(), "Contract violated: equals-hashcode }");
                }""", first.source());
        assertEquals("test0002", tests.get(1).method());
        assertEquals("size-toarray", tests.get(1).contract());
        assertEquals("p.Foo.add", tests.get(1).blamed());
        assertEquals(true, tests.get(1).source().endsWith("if (true) { foo(); } // }\n}"), tests.get(1).source());
    }
}
