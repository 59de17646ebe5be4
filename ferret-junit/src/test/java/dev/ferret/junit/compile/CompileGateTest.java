package dev.ferret.junit.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.ListSuite;
import dev.ferret.junit.TestModels;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.runtime.TestRuntime;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompileGateTest {

    @TempDir
    Path work;

    private static GeneratedTest missingClass() {
        TestModels t = TestModels.of("java.util.ArrayList");
        t.construct("com.nope.Missing", List.of());
        return t.regression();
    }

    private static List<Path> classpath() {
        return TestRuntime.locate().jars(JUnitVersion.JUNIT5);
    }

    @Test
    void shouldDropTheTestsOnFailingLinesThroughTheSuite() throws Exception {
        ListSuite suite = new ListSuite();
        GeneratedTest good = TestModels.arrayListAdd();
        GeneratedTest bad = missingClass();
        suite.tests.addAll(List.of(good, bad));
        List<String> notes = new ArrayList<>();

        CompiledSuite compiled = new CompileGate(new CompileCheck(), classpath(), work, notes).compile(suite);

        assertEquals(1, compiled.dropped());
        assertEquals(List.of(bad), suite.removed);
        assertEquals(List.of(good), suite.tests);
        assertNotNull(compiled.classes());
        assertTrue(Files.exists(compiled.classes().resolve("p/SampleRegressionTest.class")));
        assertTrue(notes.get(0).startsWith("dropped uncompilable test in p.SampleRegressionTest line "), notes.get(0));
    }

    @Test
    void shouldDropATestThatCannotBeRenderedAndKeepTheOthers() throws Exception {
        ListSuite suite = new ListSuite();
        GeneratedTest good = TestModels.arrayListAdd();
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int odd = t.literal("java.lang.Object", new Object()); // no literal form: the renderer fails on it
        t.call("java.util.ArrayList", "add", List.of("java.lang.Object"), "boolean", list, odd);
        GeneratedTest unrenderable = t.regression();
        suite.tests.addAll(List.of(good, unrenderable));
        List<String> notes = new ArrayList<>();

        CompiledSuite compiled = new CompileGate(new CompileCheck(), classpath(), work, notes).compile(suite);

        assertEquals(1, compiled.dropped());
        assertEquals(List.of(unrenderable), suite.removed);
        assertEquals(List.of(good), suite.tests);
        assertTrue(Files.exists(compiled.classes().resolve("p/SampleRegressionTest.class")));
        assertTrue(notes.get(0).startsWith("dropped a test Ferret could not render in p.SampleRegressionTest: "
                + "java.lang.IllegalArgumentException: not a literal value"), notes.get(0));
    }

    @Test
    void shouldCompileOnlyChangedProbes() throws Exception {
        ListSuite suite = new ListSuite();
        suite.tests.add(TestModels.arrayListAdd());
        CompileGate gate = new CompileGate(new CompileCheck(), classpath(), work, new ArrayList<>());
        Map<String, String> compiledSources = new HashMap<>();
        Path classes = work.resolve("probes");

        CompiledSuite first = gate.compileProbes(suite, classes, compiledSources);
        Path classFile = classes.resolve("p/SampleRegressionTest.class");
        long modified = Files.getLastModifiedTime(classFile).toMillis();
        Files.setLastModifiedTime(classFile, java.nio.file.attribute.FileTime.fromMillis(modified - 60_000));
        CompiledSuite second = gate.compileProbes(suite, classes, compiledSources);

        assertEquals(classes, first.classes());
        assertEquals(classes, second.classes());
        assertEquals(modified - 60_000, Files.getLastModifiedTime(classFile).toMillis(), "not compiled again");
        assertTrue(compiledSources.get("p.SampleRegressionTest").contains("for (int repetition = 0;"));
    }

    @Test
    void shouldDropEveryTestOfAFileWhenAnErrorLiesOutsideItsTests() throws Exception {
        ListSuite suite = new ListSuite();
        suite.tests.addAll(List.of(TestModels.arrayListAdd(), TestModels.treeSetFirst()));

        CompiledSuite compiled = new CompileGate(new CompileCheck(), List.of(), work, new ArrayList<>()).compile(suite);

        assertEquals(2, compiled.dropped(), "without JUnit on the class path the import of @Test fails");
        assertEquals(2, suite.removed.size());
        assertTrue(suite.tests.isEmpty());
    }
}
