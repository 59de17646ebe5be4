package dev.ferret.junit.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.ScratchLayout;
import dev.ferret.junit.TestModels;
import dev.ferret.junit.render.JUnitVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tests that use the test's temporary directory compile, pass when re-run (the probes' repetitions
 * included: each starts from the laid-out files, even after a test deleted the directory itself),
 * in JUnit 5 and JUnit 4.
 */
class TempDirSuiteTest {

    private static final String FILES = "java.nio.file.Files";
    private static final String PATH = "java.nio.file.Path";
    private static final List<String> STRING = List.of("java.lang.String");

    @TempDir
    Path out;

    /** The path of a name inside the temporary directory: {@code tempDir.resolve(name)}. */
    private static int resolve(TestModels t, String name) {
        int dir = t.step(new Action.TempDir(), PATH);
        int text = t.literal("java.lang.String", name);
        return t.call(PATH, "resolve", STRING, PATH, dir, text);
    }

    /** Reads a laid-out file: its text and its size. */
    static GeneratedTest readsALaidOutFile() {
        TestModels t = TestModels.of(FILES);
        int path = resolve(t, "b/c.txt");
        int text = t.callStatic(FILES, "readString", List.of(PATH), "java.lang.String", path);
        int size = t.callStatic(FILES, "size", List.of(PATH), "long", path);
        return t.value(text, null, "gamma\ndelta\n").value(size, null, 12L).regression();
    }

    /** Deletes a laid-out file: fails unless every run (and every repetition of a probe) starts afresh. */
    static GeneratedTest deletesALaidOutFile() {
        TestModels t = TestModels.of(FILES);
        int path = resolve(t, "a.txt");
        t.callStatic(FILES, "delete", List.of(PATH), "void", path);
        int options = t.step(new Action.ArrayLiteral("java.nio.file.LinkOption"), "java.nio.file.LinkOption[]");
        int exists = t.callStatic(FILES, "exists", List.of(PATH, "java.nio.file.LinkOption[]"), "boolean", path,
                options);
        return t.value(exists, null, false).regression();
    }

    /** A file of the temporary directory through {@code toFile()}. */
    static GeneratedTest measuresAFile() {
        TestModels t = TestModels.of(FILES);
        int path = resolve(t, "a.txt");
        int file = t.call(PATH, "toFile", List.of(), "java.io.File", path);
        int options = t.step(new Action.ArrayLiteral("java.nio.file.LinkOption"), "java.nio.file.LinkOption[]");
        int empty = t.call(PATH, "resolve", STRING, PATH, t.step(new Action.TempDir(), PATH),
                t.literal("java.lang.String", "empty.txt"));
        int isFile = t.callStatic(FILES, "isRegularFile", List.of(PATH, "java.nio.file.LinkOption[]"), "boolean",
                empty, options);
        return t.value(file, "length", 6L).value(isFile, null, true).regression();
    }

    /** Deletes everything, the temporary directory itself last, as a recursive delete of it does. */
    static GeneratedTest deletesTheDirectory() {
        TestModels t = TestModels.of(FILES);
        List<ScratchLayout.Entry> entries = new java.util.ArrayList<>(ScratchLayout.entries());
        java.util.Collections.reverse(entries); // children first
        for (ScratchLayout.Entry e : entries) {
            t.callStatic(FILES, "delete", List.of(PATH), "void", resolve(t, e.path()));
        }
        int dir = t.step(new Action.TempDir(), PATH);
        t.callStatic(FILES, "delete", List.of(PATH), "void", dir);
        int options = t.step(new Action.ArrayLiteral("java.nio.file.LinkOption"), "java.nio.file.LinkOption[]");
        int exists = t.callStatic(FILES, "exists", List.of(PATH, "java.nio.file.LinkOption[]"), "boolean", dir,
                options);
        return t.value(exists, null, false).regression();
    }

    private SuiteReport emit(JUnitVersion version) throws Exception {
        SuiteEmitter emitter = SuiteEmitter.builder(out).junitVersion(version).build();
        emitter.accept(readsALaidOutFile());
        emitter.accept(deletesALaidOutFile());
        emitter.accept(measuresAFile());
        emitter.accept(deletesTheDirectory());
        return emitter.finish(List.of());
    }

    @Test
    void junit5TestsOfTheTemporaryDirectoryCompileAndPassWhenRerun() throws Exception {
        SuiteReport report = emit(JUnitVersion.JUNIT5);
        assertEquals(0, report.droppedUncompilable(), report.toString());
        assertEquals(0, report.removedAssertions(), report.toString());
        assertEquals(0, report.removedFailingRegression(), report.toString());
        assertEquals(4, report.regressionTests(), report.toString());
        String source = Files.readString(out.resolve("ferret/java/nio/file/FilesRegressionTest.java"));
        assertTrue(source.contains("@TempDir\n    Path tempDir;"), source);
        assertTrue(source.contains("@BeforeEach\n    void layOutTempDir() throws IOException {"), source);
        assertTrue(source.contains("Files.writeString(tempDir.resolve(\"a.txt\"), \"alpha\\n\");"), source);
        assertTrue(source.contains("Files.createDirectories(tempDir.resolve(\"b/d\"));"), source);
        assertTrue(source.contains("tempDir.resolve(\"b/c.txt\")"), source);
    }

    @Test
    void junit4TestsOfTheTemporaryDirectoryUseATemporaryFolderRule() throws Exception {
        SuiteReport report = emit(JUnitVersion.JUNIT4);
        assertEquals(0, report.droppedUncompilable(), report.toString());
        assertEquals(0, report.removedAssertions(), report.toString());
        assertEquals(0, report.removedFailingRegression(), report.toString());
        assertEquals(4, report.regressionTests(), report.toString());
        String source = Files.readString(out.resolve("ferret/java/nio/file/FilesRegressionTest.java"));
        assertTrue(source.contains("@Rule\n    public TemporaryFolder temporaryFolder = new TemporaryFolder();"), source);
        assertTrue(source.contains("@Before\n    public void layOutTempDir() throws IOException {\n"
                + "        tempDir = temporaryFolder.getRoot().toPath();"), source);
    }
}
