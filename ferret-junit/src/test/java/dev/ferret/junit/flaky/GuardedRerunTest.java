package dev.ferret.junit.flaky;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.ListSuite;
import dev.ferret.junit.TestModels;
import dev.ferret.junit.compile.CompileCheck;
import dev.ferret.junit.compile.CompileGate;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.junit.runtime.TestRuntime;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The re-runs after generation run guarded: a test that would change the world outside its
 * temporary directory fails there and is removed, with the world unchanged; a test that ends the
 * JVM running it no longer hides every other test's result: it is found by bisection and removed.
 */
class GuardedRerunTest {

    @TempDir
    Path work;

    /** {@code Runtime.getRuntime().halt(3)}: the JVM that runs it reports nothing. */
    private static GeneratedTest halting() {
        TestModels t = TestModels.of("java.lang.Runtime");
        int runtime = t.callStatic("java.lang.Runtime", "getRuntime", List.of(), "java.lang.Runtime");
        int status = t.literal("int", 3);
        t.call("java.lang.Runtime", "halt", List.of("int"), "void", runtime, status);
        return t.regression();
    }

    /** {@code new File(path).delete()}, asserted to return true. */
    private static GeneratedTest deleting(Path file) {
        TestModels t = TestModels.of("java.io.File");
        int path = t.literal("java.lang.String", file.toString());
        int f = t.construct("java.io.File", List.of("java.lang.String"), path);
        int deleted = t.call("java.io.File", "delete", List.of(), "boolean", f);
        return t.value(deleted, null, true).regression();
    }

    private Pruned filter(ListSuite suite, List<String> notes) throws Exception {
        TestRuntime runtime = TestRuntime.locate();
        CompileGate gate = new CompileGate(new CompileCheck(), runtime.jars(JUnitVersion.JUNIT5), work, notes);
        RerunPruner pruner = new RerunPruner(List.of(), JUnitVersion.JUNIT5, notes, new TreeMap<>());
        return new FlakyFilter(new TestRerunner(runtime), 1, gate, pruner, notes).filter(suite, work);
    }

    @Test
    void shouldRemoveATestThatChangesAFileOutsideItsTemporaryDirectoryAndLeaveTheFile() throws Exception {
        Path canary = Files.writeString(Files.createDirectories(work.resolve("canaries")).resolve("canary.txt"), "keep");
        GeneratedTest passing = TestModels.arrayListAdd();
        GeneratedTest deleting = deleting(canary);
        ListSuite suite = new ListSuite(passing, deleting);
        List<String> notes = new ArrayList<>();

        filter(suite, notes);

        assertEquals(List.of(deleting), suite.removed, notes.toString());
        assertEquals(List.of(passing), suite.tests);
        assertEquals("keep", Files.readString(canary));
    }

    @Test
    void shouldFindTheTestThatEndsTheJvmAndKeepTheOthersChecked() throws Exception {
        GeneratedTest passing = TestModels.arrayListAdd();
        GeneratedTest halting = halting();
        GeneratedTest first = TestModels.treeSetFirst();
        ListSuite suite = new ListSuite(passing, halting, first);
        List<String> notes = new ArrayList<>();

        filter(suite, notes);

        assertEquals(List.of(halting), suite.removed, notes.toString());
        assertEquals(List.of(passing, first), suite.tests);
        assertTrue(notes.stream().anyMatch(n -> n.contains("removed") && n.contains("exit code 3")), notes.toString());
    }
}
