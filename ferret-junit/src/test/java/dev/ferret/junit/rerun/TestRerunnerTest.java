package dev.ferret.junit.rerun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.TestModels;
import dev.ferret.junit.compile.CompileCheck;
import dev.ferret.junit.compile.CompileResult;
import dev.ferret.junit.compile.JavaSource;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.render.RenderedFile;
import dev.ferret.junit.render.TestRenderer;
import dev.ferret.junit.runtime.TestRuntime;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class TestRerunnerTest {

    @TempDir
    Path classes;

    private RerunResult compileAndRun(JUnitVersion version, List<GeneratedTest> tests) throws Exception {
        TestRuntime runtime = TestRuntime.locate();
        RenderedFile file = new TestRenderer(version).render("ferret.java.util", "SampleTest", tests);
        List<Path> classpath = new ArrayList<>(runtime.jars(version));
        CompileResult compiled = new CompileCheck().compile(
                List.of(new JavaSource(file.qualifiedName(), file.source())), classpath, classes);
        assertTrue(compiled.success(), () -> compiled.errors() + "\n" + file.source());
        return new TestRerunner(runtime).run(List.of(file.qualifiedName()), classes, List.of(), version);
    }

    private static GeneratedTest contractError(boolean throwing) {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        t.check(new Check.ContractCheck("demo-contract", throwing ? "{0}.get(3) != null" : "!{0}.isEmpty()",
                List.of(list), throwing));
        return t.error("demo-contract", "java.util.ArrayList.<init>");
    }

    private static GeneratedTest unexpectedException() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int index = t.literal("int", -1);
        int get = t.call("java.util.ArrayList", "get", List.of("int"), "java.lang.Object", list, index);
        t.check(new Check.NoExceptionCheck(get, "java.lang.IndexOutOfBoundsException", "demo-rule"));
        return t.error("demo-rule", "java.util.ArrayList.get");
    }

    private static GeneratedTest expectedException() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int index = t.literal("int", 2);
        int get = t.call("java.util.ArrayList", "get", List.of("int"), "java.lang.Object", list, index);
        t.check(new Check.ThrowsCheck(get, "java.lang.IndexOutOfBoundsException"));
        t.value(list, "size", 0);
        return t.regression();
    }

    @ParameterizedTest
    @EnumSource(JUnitVersion.class)
    void passingRegressionTestsPass(JUnitVersion version) throws Exception {
        RerunResult result = compileAndRun(version, List.of(TestModels.arrayListAdd(), TestModels.treeSetFirst(),
                expectedException()));
        assertTrue(result.passed(), result::toString);
        assertEquals(3, result.testsRun());
    }

    @ParameterizedTest
    @EnumSource(JUnitVersion.class)
    void errorTestsFailWithTheContractMessage(JUnitVersion version) throws Exception {
        RerunResult result = compileAndRun(version,
                List.of(contractError(false), contractError(true), unexpectedException()));
        assertEquals(3, result.testsRun(), result::toString);
        assertEquals(3, result.failures().size(), result::toString);
        for (TestFailure failure : result.failures()) {
            assertTrue(failure.message().contains("Contract violated: demo-"), failure::toString);
        }
        assertTrue(result.failures().get(2).message().contains("demo-rule: java.lang.IndexOutOfBoundsException"),
                result::toString);
        assertEquals(java.util.Set.of("demoContractAfterNewArrayList", "demoContractAfterNewArrayList2",
                        "getThrowsIndexOutOfBounds"),
                result.failingMethods("ferret.java.util.SampleTest"));
    }

    @Test
    void reportsOnlyTheFailingMethods() throws Exception {
        TestModels t = TestModels.of("java.lang.String");
        int s = t.literal("java.lang.String", "abc");
        GeneratedTest wrong = t.value(s, "length", 4).regression();
        RerunResult result = compileAndRun(JUnitVersion.JUNIT5, List.of(TestModels.arrayListAdd(), wrong));
        assertEquals(1, result.failures().size(), result::toString);
        assertEquals("test", result.failures().get(0).methodName(), "a test without calls");
        assertTrue(result.classesWithoutResults().isEmpty());
    }

    @Test
    void shouldChangeIdentityHashCodesWithTheOtherHashOptions() throws Exception {
        String source = "package probe;\n"
                + "class IdentityHashTest {\n"
                + "    @org.junit.jupiter.api.Test\n"
                + "    void identityHashIsNotOne() {\n"
                + "        org.junit.jupiter.api.Assertions.assertNotEquals(1, System.identityHashCode(new Object()));\n"
                + "    }\n"
                + "}\n";
        TestRuntime runtime = TestRuntime.locate();
        CompileResult compiled = new CompileCheck().compile(List.of(new JavaSource("probe.IdentityHashTest", source)),
                runtime.jars(JUnitVersion.JUNIT5), classes);
        assertTrue(compiled.success(), compiled.errors()::toString);
        TestRerunner plain = new TestRerunner(runtime);
        RerunResult normal = plain.run(List.of("probe.IdentityHashTest"), classes, List.of(), JUnitVersion.JUNIT5);
        RerunResult other = plain.withJvmOptions(TestRerunner.IDENTITY_HASH_SCHEMES.get(2))
                .run(List.of("probe.IdentityHashTest"), classes, List.of(), JUnitVersion.JUNIT5);
        assertTrue(normal.passed(), normal.log());
        assertEquals(1, other.failures().size(), "with the constant hash scheme every identity hash is 1: " + other.log());
    }

    @Test
    void readsTheTestMethodsLinesFromAStackTraceWithSuppressedFailures() {
        String trace = String.join("\n",
                "org.opentest4j.MultipleFailuresError: Multiple Failures (2 failures)",
                "\tat org.junit.jupiter.api.AssertAll.assertAll(AssertAll.java:80)",
                "\tat p.FooRegressionTest.test0003(FooRegressionTest.java:40)",
                "\tSuppressed: org.opentest4j.AssertionFailedError: expected: <1> but was: <2>",
                "\t\tat p.FooRegressionTest.lambda$test0003$0(FooRegressionTest.java:41)",
                "\t\tat p.FooRegressionTest.lambda$test0004$0(FooRegressionTest.java:77)",
                "\tSuppressed: org.opentest4j.AssertionFailedError: x",
                "\t\tat p.FooRegressionTest.lambda$test0003$2(FooRegressionTest.java:43)",
                "\t\tat p.FooRegression2Test.test0003(FooRegression2Test.java:9)");
        assertEquals(java.util.List.of(40, 41, 43), TestRerunner.failingLines(trace, "p.FooRegressionTest", "test0003"));
        assertEquals(java.util.List.of(), TestRerunner.failingLines(null, "p.FooRegressionTest", "test0003"));
        assertEquals(java.util.Map.of(
                        40, "org.opentest4j.MultipleFailuresError: Multiple Failures (2 failures)",
                        41, "org.opentest4j.AssertionFailedError: expected: <1> but was: <2>",
                        43, "org.opentest4j.AssertionFailedError: x"),
                TestRerunner.lineMessages(trace, "p.FooRegressionTest", "test0003"),
                "each line says which exception (or suppressed one) it is a frame of");
    }
}
