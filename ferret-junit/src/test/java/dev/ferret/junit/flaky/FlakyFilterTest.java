package dev.ferret.junit.flaky;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.ListSuite;
import dev.ferret.junit.TestModels;
import dev.ferret.junit.compile.CompileCheck;
import dev.ferret.junit.compile.CompileGate;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.junit.runtime.TestRuntime;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FlakyFilterTest {

    @TempDir
    Path work;

    /** Asserts a wrong size: the value check fails on every run. */
    private static GeneratedTest wrongSize() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        return t.value(list, "size", 7).value(list, "isEmpty", true).regression();
    }

    /** Throws NumberFormatException at a statement: fails other than at a value check. */
    private static GeneratedTest throwsUnexpectedly() {
        TestModels t = TestModels.of("java.lang.Integer");
        int text = t.literal("java.lang.String", "x");
        int parsed = t.callStatic("java.lang.Integer", "parseInt", List.of("java.lang.String"), "int", text);
        return t.value(parsed, null, 1).regression();
    }

    @Test
    void shouldRemoveFailingChecksAndTestsThroughTheSuite() throws Exception {
        GeneratedTest passing = TestModels.arrayListAdd();
        GeneratedTest wrong = wrongSize();
        GeneratedTest throwing = throwsUnexpectedly();
        ListSuite suite = new ListSuite(passing, wrong, throwing);
        TestRuntime runtime = TestRuntime.locate();
        List<String> notes = new ArrayList<>();
        Map<String, Integer> nondeterministic = new TreeMap<>();
        CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(JUnitVersion.JUNIT5), work, notes);
        Map<String, String> differences = new TreeMap<>();
        RerunPruner pruner = new RerunPruner(List.of(), JUnitVersion.JUNIT5, notes, nondeterministic, differences);

        Pruned pruned = new FlakyFilter(new TestRerunner(runtime), 1, gate, pruner, notes).filter(suite, work);

        assertEquals(new Pruned(1, 1), pruned, notes.toString());
        assertEquals(List.of(throwing), suite.removed);
        assertEquals(2, suite.tests.size());
        assertSame(passing, suite.tests.get(0));
        assertEquals(wrong.checks().subList(1, 2), suite.tests.get(1).checks(), "isEmpty() kept, size() removed");
        assertEquals(Map.of("java.util.ArrayList.size()", 1), nondeterministic);
        String difference = differences.get("java.util.ArrayList.size()");
        assertTrue(difference != null && difference.contains("expected: <") && difference.contains("but was: <"),
                differences::toString);
        assertTrue(notes.isEmpty(), notes.toString());
    }

    @Test
    void shouldRunTheWrittenFilesOnceAfterTheProbesHaveTheirCleanRuns() throws Exception {
        GeneratedTest passing = TestModels.arrayListAdd();
        GeneratedTest wrong = wrongSize();
        ListSuite suite = new ListSuite(passing, wrong);
        TestRuntime runtime = TestRuntime.locate();
        List<String> notes = new ArrayList<>();
        CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(JUnitVersion.JUNIT5), work, notes);
        RerunPruner pruner = new RerunPruner(List.of(), JUnitVersion.JUNIT5, notes, new TreeMap<>());
        List<String> confirmedChecks = new ArrayList<>();

        FlakyFilter.Filtered filtered = new FlakyFilter(new TestRerunner(runtime), 3, gate, pruner, notes)
                .filter(suite, work, () -> {
                    confirmedChecks.add(suite.tests.get(1).checks().toString());
                    return gate.compile(suite);
                });

        assertEquals(new FlakyFilter.Filtered(new Pruned(0, 1), 0, true), filtered, notes.toString());
        assertEquals(List.of(wrong.checks().subList(1, 2).toString()), confirmedChecks,
                "the written files are compiled and run once, after the probes removed the failing check");
        assertTrue(pruner.millis() > 0, "re-run time is measured");
        assertTrue(gate.millis() > 0, "compile time is measured");
    }

    /** Calls of pure static JDK methods, each result asserted. */
    private static GeneratedTest pureStatics(int a, int b) {
        TestModels t = TestModels.of("java.lang.Math");
        int x = t.literal("int", a);
        int y = t.literal("int", b);
        int mod = t.callStatic("java.lang.Math", "floorMod", List.of("int", "int"), "int", x, y);
        int cmp = t.callStatic("java.lang.Integer", "compare", List.of("int", "int"), "int", x, y);
        int hash = t.callStatic("java.lang.Integer", "hashCode", List.of("int"), "int", x);
        int sum = t.callStatic("java.lang.Math", "addExact", List.of("int", "int"), "int", x, y);
        int bits = t.callStatic("java.lang.Integer", "bitCount", List.of("int"), "int", sum);
        return t.value(mod, null, Math.floorMod(a, b)).value(cmp, null, Integer.compare(a, b))
                .value(hash, null, Integer.hashCode(a)).value(sum, null, Math.addExact(a, b))
                .value(bits, null, Integer.bitCount(a + b)).regression();
    }

    @Test
    void shouldKeepEveryAssertionOnPureStaticMethods() throws Exception {
        List<GeneratedTest> tests = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            tests.add(pureStatics(i * 7919 - 100_000, 1 + i % 13));
        }
        ListSuite suite = new ListSuite(tests.toArray(GeneratedTest[]::new));
        TestRuntime runtime = TestRuntime.locate();
        List<String> notes = new ArrayList<>();
        Map<String, Integer> nondeterministic = new TreeMap<>();
        CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(JUnitVersion.JUNIT5), work, notes);
        RerunPruner pruner = new RerunPruner(List.of(), JUnitVersion.JUNIT5, notes, nondeterministic);

        Pruned pruned = new FlakyFilter(new TestRerunner(runtime), 3, gate, pruner, notes).filter(suite, work);

        assertEquals(new Pruned(0, 0), pruned, notes.toString());
        assertEquals(Map.of(), nondeterministic);
        assertEquals(tests, suite.tests, "every test keeps every assertion");
    }

    /** {@link TestModels#arrayResults}, and a wrong array asserted of {@code split}'s result. */
    private static GeneratedTest wrongArray() {
        GeneratedTest right = TestModels.arrayResults();
        List<Check> checks = new ArrayList<>(right.checks());
        checks.add(new Check.ValueCheck(2, null, ArrayValue.of("java.lang.String", List.of("a", "c"))));
        return right.withChecks(checks);
    }

    @Test
    void shouldKeepStableArrayAssertionsAndRemoveAWrongOneInEachDialect() throws Exception {
        for (JUnitVersion version : JUnitVersion.values()) {
            GeneratedTest right = TestModels.arrayResults();
            GeneratedTest wrong = wrongArray();
            ListSuite suite = new ListSuite(version, right, wrong);
            TestRuntime runtime = TestRuntime.locate();
            List<String> notes = new ArrayList<>();
            Map<String, Integer> nondeterministic = new TreeMap<>();
            CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(version), work.resolve(version.name()),
                    notes);
            RerunPruner pruner = new RerunPruner(List.of(), version, notes, nondeterministic);

            Pruned pruned = new FlakyFilter(new TestRerunner(runtime), 2, gate, pruner, notes)
                    .filter(suite, work.resolve(version.name()));

            assertEquals(new Pruned(0, 1), pruned, version + ": " + notes);
            assertEquals(List.of(right, right), suite.tests, version + ": every right array assertion kept");
            assertEquals(Map.of("java.lang.String.split()", 1), nondeterministic, version.toString());
        }
    }

    @Test
    void shouldBlameTheVoidCallAWronglyAssertedArrayWasGivenTo() throws Exception {
        TestModels t = TestModels.of("java.util.Arrays");
        int ints = t.step(new dev.ferret.core.testcase.Action.ArrayLiteral("int"), "int[]", t.literal("int", 2));
        int seven = t.literal("int", 7);
        t.callStatic("java.util.Arrays", "fill", List.of("int[]", "int"), "void", ints, seven);
        GeneratedTest wrong = t.value(ints, null, ArrayValue.of("int", List.of(2))).regression();
        ListSuite suite = new ListSuite(TestModels.arrayListAdd(), wrong);
        TestRuntime runtime = TestRuntime.locate();
        List<String> notes = new ArrayList<>();
        Map<String, Integer> nondeterministic = new TreeMap<>();
        CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(JUnitVersion.JUNIT5), work, notes);
        RerunPruner pruner = new RerunPruner(List.of(), JUnitVersion.JUNIT5, notes, nondeterministic);

        Pruned pruned = new FlakyFilter(new TestRerunner(runtime), 1, gate, pruner, notes).filter(suite, work);

        assertEquals(new Pruned(1, 1), pruned, notes.toString());
        assertEquals(List.of(wrong), suite.removed, "its only check gone, the test goes");
        assertEquals(Map.of("java.util.Arrays.fill()", 1), nondeterministic);
    }

    @Test
    void shouldBlameOnlyAssertionFailuresOnValueChecks() {
        assertTrue(RerunPruner.isAssertionFailure(
                "org.junit.internal.ArrayComparisonFailure: arrays first differed at element [1]; expected:<c> but was:<b>"));
        assertTrue(RerunPruner.isAssertionFailure("org.opentest4j.AssertionFailedError: expected: <1> but was: <2>"));
        assertTrue(RerunPruner.isAssertionFailure("java.lang.AssertionError: expected:<1> but was:<2>"));
        assertFalse(RerunPruner.isAssertionFailure(
                "org.junit.jupiter.api.extension.ExecutionTimeoutException: Execution timed out in thread x"));
        assertFalse(RerunPruner.isAssertionFailure("java.util.ConcurrentModificationException"));
    }

    @Test
    void shouldBlameTheRandomInputNotThePureFunctionItFeeds() throws Exception {
        TestModels t = TestModels.of("java.lang.Math");
        int random = t.callStatic("java.lang.Math", "random", List.of(), "double");
        int abs = t.callStatic("java.lang.Math", "abs", List.of("double"), "double", random);
        GeneratedTest test = t.value(random, null, 2.0).value(abs, null, 2.0).regression();
        ListSuite suite = new ListSuite(test);
        TestRuntime runtime = TestRuntime.locate();
        List<String> notes = new ArrayList<>();
        Map<String, Integer> nondeterministic = new TreeMap<>();
        CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(JUnitVersion.JUNIT5), work, notes);
        RerunPruner pruner = new RerunPruner(List.of(), JUnitVersion.JUNIT5, notes, nondeterministic);

        new FlakyFilter(new TestRerunner(runtime), 1, gate, pruner, notes).filter(suite, work);

        assertEquals(Map.of("java.lang.Math.random()", 2), nondeterministic,
                "abs is pure: its result differs because its input does");
    }

    @Test
    void shouldRemoveATestWhoseEveryAssertionIsUnstable() throws Exception {
        TestModels t = TestModels.of("java.lang.Math");
        int random = t.callStatic("java.lang.Math", "random", List.of(), "double");
        GeneratedTest test = t.value(random, null, 2.0).regression();
        GeneratedTest passing = TestModels.arrayListAdd();
        ListSuite suite = new ListSuite(test, passing);
        TestRuntime runtime = TestRuntime.locate();
        List<String> notes = new ArrayList<>();
        CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(JUnitVersion.JUNIT5), work, notes);
        RerunPruner pruner = new RerunPruner(List.of(), JUnitVersion.JUNIT5, notes, new TreeMap<>());

        Pruned pruned = new FlakyFilter(new TestRerunner(runtime), 1, gate, pruner, notes).filter(suite, work);

        assertEquals(new Pruned(1, 1), pruned, notes.toString());
        assertEquals(List.of(passing), suite.tests, "a test left without assertions shows nothing");
    }

    /** Asserts the user's name: holds here, fails where the user is another. */
    private static GeneratedTest userName() {
        TestModels t = TestModels.of("java.lang.System");
        int key = t.literal("java.lang.String", "user.name");
        int name = t.callStatic("java.lang.System", "getProperty", List.of("java.lang.String"), "java.lang.String", key);
        return t.value(name, null, System.getProperty("user.name")).value(name, "isEmpty", false).regression();
    }

    /** Parses a number the default locale formatted: throws where the decimal separator is a comma. */
    private static GeneratedTest parsesItsOwnFormat() {
        TestModels t = TestModels.of("java.text.NumberFormat");
        int format = t.callStatic("java.text.NumberFormat", "getInstance", List.of(), "java.text.NumberFormat");
        int half = t.literal("double", 1.5);
        int text = t.call("java.text.NumberFormat", "format", List.of("double"), "java.lang.String", format, half);
        int parsed = t.callStatic("java.lang.Double", "parseDouble", List.of("java.lang.String"), "double", text);
        return t.value(parsed, null, 1.5).regression();
    }

    @Test
    void shouldReportWhatFailsOnlyInAnotherEnvironmentAsEnvironmentDependent() throws Exception {
        GeneratedTest user = userName();
        GeneratedTest parsing = parsesItsOwnFormat();
        GeneratedTest wrong = wrongSize();
        ListSuite suite = new ListSuite(user, parsing, wrong);
        TestRuntime runtime = TestRuntime.locate();
        List<String> notes = new ArrayList<>();
        UnstableMembers members = new UnstableMembers();
        CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(JUnitVersion.JUNIT5), work, notes);
        RerunPruner pruner = new RerunPruner(List.of(), JUnitVersion.JUNIT5, notes, members);

        Pruned pruned = new FlakyFilter(new TestRerunner(runtime), 3, gate, pruner, notes,
                dev.ferret.core.execution.EnvironmentVariant.RERUN).filter(suite, work);

        assertEquals(new Pruned(1, 2), pruned, notes.toString());
        assertEquals(List.of(parsing), suite.removed, "it throws in German");
        assertEquals(List.of(user.checks().subList(1, 2), wrong.checks().subList(1, 2)),
                suite.tests.stream().map(GeneratedTest::checks).toList());
        assertEquals(Map.of("java.lang.System.getProperty()", 1, "java.lang.Double.parseDouble()", 1),
                members.environmentDependent());
        assertTrue(members.environmentDifferences().get("java.lang.System.getProperty()").contains("but was: <ferret-"),
                members.environmentDifferences()::toString);
        assertTrue(members.environmentDifferences().get("java.lang.Double.parseDouble()").contains("NumberFormatException"),
                members.environmentDifferences()::toString);
        assertEquals(Map.of("java.util.ArrayList.size()", 1), members.nondeterministic(), "it fails everywhere");
    }
}
