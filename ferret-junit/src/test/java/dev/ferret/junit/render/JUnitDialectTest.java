package dev.ferret.junit.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.TestModels;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class JUnitDialectTest {

    /** A regression test with a value check and an expected exception. */
    private static GeneratedTest regression() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int size = t.call("java.util.ArrayList", "size", List.of(), "int", list);
        int index = t.literal("int", 5);
        int get = t.call("java.util.ArrayList", "get", List.of("int"), "java.lang.Object", list, index);
        return t.value(size, null, 0).check(new Check.ThrowsCheck(get, "java.lang.IndexOutOfBoundsException"))
                .regression();
    }

    /** An error test with a contract that throws and an exception that must not be thrown. */
    private static GeneratedTest error() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int size = t.call("java.util.ArrayList", "size", List.of(), "int", list);
        t.check(new Check.ContractCheck("equals-total", "{0}.equals(null) == false", List.of(list), true));
        return t.check(new Check.NoExceptionCheck(size, "java.lang.NullPointerException", "npe")).error("npe", "m");
    }

    private static String render(JUnitVersion version, GeneratedTest... tests) {
        return new TestRenderer(version).render("p", "SampleTest", List.of(tests)).source();
    }

    @Test
    void shouldRenderJUnit4WithoutJupiter() {
        String source = render(JUnitVersion.JUNIT4, regression(), error());
        assertFalse(source.contains("org.junit.jupiter"), source);
        assertTrue(source.contains("import org.junit.Test;"), source);
        assertTrue(source.contains("import static org.junit.Assert.fail;"), source);
        assertTrue(source.contains("throw new AssertionError(\"Contract violated: npe: java.lang.NullPointerException\", t);"),
                source);
    }

    @Test
    void shouldRenderJUnit5WithoutJUnit4() {
        String source = render(JUnitVersion.JUNIT5, regression(), error());
        assertFalse(source.contains("org.junit.Test"), source);
        assertFalse(source.contains("org.junit.Assert"), source);
        assertTrue(source.contains("import org.junit.jupiter.api.Test;"), source);
        assertTrue(source.contains("assertDoesNotThrow(() -> {"), source);
        assertTrue(source.contains("assertThrows(IndexOutOfBoundsException.class, () -> arrayList0.get(5));"),
                source);
    }

    @Test
    void shouldRenderCrashTestsDisabledInEachDialect() {
        TestModels t = TestModels.of("java.util.ArrayList");
        t.construct("java.util.ArrayList", List.of());
        GeneratedTest crash = new GeneratedTest("java.util.ArrayList", TestKind.CRASH, t.regression().steps(),
                List.of(), "exit", null, 1, 0);
        assertTrue(render(JUnitVersion.JUNIT5, crash).contains("@Disabled(\"ended the JVM"));
        assertTrue(render(JUnitVersion.JUNIT4, crash).contains("@Ignore(\"ended the JVM"));
    }

    /** A made-up test framework: proves the writer takes every difference from the dialect. */
    private static final class FakeDialect implements JUnitDialect {
        @Override
        public ClassName testAnnotation() {
            return ClassName.get("fake", "Check");
        }

        @Override
        public ClassName disabledAnnotation() {
            return ClassName.get("fake", "Off");
        }

        @Override
        public ClassName assertions() {
            return ClassName.get("fake", "Verify");
        }

        @Override
        public ClassName beforeEachAnnotation() {
            return ClassName.get("fake", "First");
        }

        @Override
        public List<com.palantir.javapoet.FieldSpec> tempDirFields(String name) {
            return List.of(com.palantir.javapoet.FieldSpec.builder(java.nio.file.Path.class, name).build());
        }

        @Override
        public CodeBlock tempDirAssignment(String name) {
            return CodeBlock.of("$L = fake.Folders.make();\n", name);
        }

        @Override
        public boolean publicTestMethods() {
            return true;
        }

        @Override
        public boolean groupsAssertions() {
            return false;
        }

        @Override
        public boolean assertThrows(CodeBlock.Builder code, AssertionCalls asserts, TypeName exception,
                                    String exceptionName, CodeBlock statement, boolean expression) {
            code.addStatement("$L($T.class, $L)", asserts.named("raises"), exception, statement);
            return true;
        }

        @Override
        public boolean assertDoesNotThrow(CodeBlock.Builder code, AssertionCalls asserts, CodeBlock statement,
                                          String message) {
            code.addStatement("$L($L)", asserts.named("quiet"), statement);
            return true;
        }

        @Override
        public CodeBlock assertTrueCall(AssertionCalls asserts, CodeBlock condition, String message) {
            return CodeBlock.of("$L($L)", asserts.named("holds"), condition);
        }

        @Override
        public CodeBlock assertEqualsNumber(AssertionCalls asserts, CodeBlock literal, CodeBlock actual,
                                            String staticType) {
            return CodeBlock.of("$L($L, $L)", asserts.named("same"), literal, actual);
        }

        @Override
        public CodeBlock assertArrayEquals(AssertionCalls asserts, CodeBlock literal, CodeBlock actual,
                                           String componentType) {
            return CodeBlock.of("$L($L, $L)", asserts.named("sameElements"), literal, actual);
        }
    }

    @Test
    void shouldTakeAnnotationsAndAssertionsFromTheDialect() {
        Set<String> used = new TreeSet<>();
        MethodWriter writer = new MethodWriter(new FakeDialect(), used);
        String method = writer.write("test0001", regression()).toString();
        assertTrue(method.startsWith("@java.lang.SuppressWarnings({\"unchecked\", \"rawtypes\"})\n@fake.Check\npublic void test0001()"),
                method);
        assertTrue(method.contains("fake.Verify.same(0, int1);"), method);
        assertTrue(method.contains("fake.Verify.raises(java.lang.IndexOutOfBoundsException.class, arrayList0.get(5));"),
                method);
        assertEquals(Set.of("same", "raises"), used);
        assertEquals(List.of(-1, 0), writer.assertionLines());
    }
}
