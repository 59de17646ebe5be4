package dev.ferret.junit.flaky;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
