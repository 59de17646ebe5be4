package dev.ferret.junit.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.TestModels;
import dev.ferret.junit.compile.CompileCheck;
import dev.ferret.junit.compile.CompileGate;
import dev.ferret.junit.compile.CompiledSuite;
import dev.ferret.junit.compile.PlacedFile;
import dev.ferret.junit.compile.RenderedSuite;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.render.RenderedFile;
import dev.ferret.junit.render.TestRenderer;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.junit.runtime.TestRuntime;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Error-revealing tests run as a build runs them, in a JVM with a 64 MB heap: one that fails as it
 * did when found stays; one that passes, fails otherwise, exhausts the heap or hangs is dropped and
 * reported, and the one that exhausts the heap (which JUnit 5 rethrows out of the whole run) does
 * not hide the others' results.
 */
class ErrorTestCheckTest {

    private static final String LIST = "java.util.ArrayList";
    private static final String INDEX = "java.lang.IndexOutOfBoundsException";

    @TempDir
    Path work;

    /** {@code new ArrayList().get(0)}, asserted not to throw {@code thrown}. */
    private static GeneratedTest getOfEmptyList(String thrown) {
        TestModels t = TestModels.of(LIST);
        int list = t.construct(LIST, List.of());
        int zero = t.literal("int", 0);
        int got = t.call(LIST, "get", List.of("int"), "java.lang.Object", list, zero);
        return t.check(new Check.NoExceptionCheck(got, thrown, "some-rule")).error("some-rule", LIST + ".get");
    }

    /** {@code new ArrayList().size()}, asserted not to throw (it does not). */
    private static GeneratedTest sizeOfEmptyList() {
        TestModels t = TestModels.of(LIST);
        int list = t.construct(LIST, List.of());
        int size = t.call(LIST, "size", List.of(), "int", list);
        return t.check(new Check.NoExceptionCheck(size, INDEX, "some-rule")).error("some-rule", LIST + ".size");
    }

    /** {@code "x".repeat(200000000)}: 200 MB, more than the heap. */
    private static GeneratedTest repeat() {
        TestModels t = TestModels.of("java.lang.String");
        int x = t.literal("java.lang.String", "x");
        int count = t.literal("int", 200_000_000);
        int repeated = t.call("java.lang.String", "repeat", List.of("int"), "java.lang.String", x, count);
        return t.check(new Check.NoExceptionCheck(repeated, INDEX, "some-rule")).error("some-rule", "java.lang.String.repeat");
    }

    /** {@code Thread.sleep(600000)}: ten minutes. */
    private static GeneratedTest sleep() {
        TestModels t = TestModels.of("java.lang.Thread");
        int millis = t.literal("long", 600_000L);
        int slept = t.callStatic("java.lang.Thread", "sleep", List.of("long"), "void", millis);
        return t.check(new Check.NoExceptionCheck(slept, INDEX, "some-rule")).error("some-rule", "java.lang.Thread.sleep");
    }

    private List<DroppedErrorTest> check(ErrorSuite suite, Duration testTimeout) throws Exception {
        TestRuntime runtime = TestRuntime.locate();
        List<String> notes = new ArrayList<>();
        CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(suite.version), work, notes);
        CompiledSuite compiled = gate.compile(suite);
        assertEquals(0, compiled.dropped(), notes.toString());
        TestRerunner rerunner = new TestRerunner(runtime, Duration.ofMinutes(2), testTimeout);
        return new ErrorTestCheck(rerunner, "64m", List.of(), suite.version, notes).check(compiled, suite);
    }

    private static Map<String, DroppedErrorTest.Reason> reasons(List<DroppedErrorTest> dropped) {
        return dropped.stream().collect(Collectors.toMap(DroppedErrorTest::failingMethod, DroppedErrorTest::reason,
                (a, b) -> a, LinkedHashMap::new));
    }

    @Test
    void shouldKeepATestThatFailsAsFoundAndDropOneThatPassesOrFailsOtherwise() throws Exception {
        GeneratedTest failing = getOfEmptyList(INDEX);
        GeneratedTest passing = sizeOfEmptyList();
        GeneratedTest otherwise = getOfEmptyList("java.lang.IllegalStateException");
        ErrorSuite suite = new ErrorSuite(JUnitVersion.JUNIT5, failing, passing, otherwise);

        List<DroppedErrorTest> dropped = check(suite, Duration.ofSeconds(10));

        assertEquals(List.of(failing), suite.tests, dropped.toString());
        assertEquals(List.of(DroppedErrorTest.Reason.PASSED, DroppedErrorTest.Reason.OTHER_FAILURE),
                dropped.stream().map(DroppedErrorTest::reason).toList(), dropped.toString());
        assertTrue(dropped.get(1).detail().contains("caused by " + INDEX), dropped.get(1).detail());
    }

    @Test
    void shouldDropATestThatExhaustsTheHeapAndStillJudgeTheOthers() throws Exception {
        GeneratedTest failing = getOfEmptyList(INDEX);
        GeneratedTest hog = repeat();
        GeneratedTest passing = sizeOfEmptyList();
        ErrorSuite suite = new ErrorSuite(JUnitVersion.JUNIT5, failing, hog, passing);

        List<DroppedErrorTest> dropped = check(suite, Duration.ofSeconds(10));

        assertEquals(List.of(failing), suite.tests, dropped.toString());
        assertEquals(Map.of("java.lang.String.repeat", DroppedErrorTest.Reason.OUT_OF_MEMORY,
                LIST + ".size", DroppedErrorTest.Reason.PASSED), reasons(dropped), dropped.toString());
    }

    @Test
    void shouldDropATestThatExhaustsTheHeapInJUnit4() throws Exception {
        GeneratedTest failing = getOfEmptyList(INDEX);
        GeneratedTest hog = repeat();
        ErrorSuite suite = new ErrorSuite(JUnitVersion.JUNIT4, failing, hog);

        List<DroppedErrorTest> dropped = check(suite, Duration.ofSeconds(10));

        assertEquals(List.of(failing), suite.tests, dropped.toString());
        assertEquals(Map.of("java.lang.String.repeat", DroppedErrorTest.Reason.OUT_OF_MEMORY), reasons(dropped));
    }

    @Test
    void shouldDropATestThatHangsPastTheTestTimeout() throws Exception {
        GeneratedTest failing = getOfEmptyList(INDEX);
        GeneratedTest sleeping = sleep();
        ErrorSuite suite = new ErrorSuite(JUnitVersion.JUNIT5, failing, sleeping);

        long start = System.nanoTime();
        List<DroppedErrorTest> dropped = check(suite, Duration.ofSeconds(2));

        assertEquals(List.of(failing), suite.tests, dropped.toString());
        assertEquals(Map.of("java.lang.Thread.sleep", DroppedErrorTest.Reason.HUNG), reasons(dropped));
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(60).toNanos(), "the hang was cut short");
    }

    /** One error file {@code p.SampleErrorTest} rendered from a plain list. */
    private static final class ErrorSuite implements RenderedSuite {
        final JUnitVersion version;
        final List<GeneratedTest> tests = new ArrayList<>();

        ErrorSuite(JUnitVersion version, GeneratedTest... tests) {
            this.version = version;
            this.tests.addAll(List.of(tests));
        }

        @Override
        public Map<String, PlacedFile> files() {
            if (tests.isEmpty()) {
                return Map.of();
            }
            RenderedFile file = new TestRenderer(version).render("p", "SampleErrorTest", tests);
            return Map.of(file.qualifiedName(), new PlacedFile(file, TestKind.ERROR, tests));
        }

        @Override
        public Map<String, PlacedFile> probes() {
            return Map.of();
        }

        @Override
        public void remove(GeneratedTest test) {
            tests.removeIf(t -> t == test);
        }

        @Override
        public void replace(GeneratedTest test, GeneratedTest replacement) {
            tests.replaceAll(t -> t == test ? replacement : t);
        }
    }
}
