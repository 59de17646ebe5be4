package dev.ferret.junit.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompileCheckTest {

    @TempDir
    Path out;

    @Test
    void compilesValidSourcesToClassFiles() throws Exception {
        CompileResult result = new CompileCheck().compile(
                List.of(new JavaSource("p.A", "package p;\npublic class A { int f() { return 1; } }\n")),
                List.of(), out);
        assertTrue(result.success(), result::toString);
        assertTrue(Files.isRegularFile(out.resolve("p/A.class")));
    }

    @Test
    void reportsErrorsBySourceAndLine() throws Exception {
        CompileResult result = new CompileCheck().compile(List.of(
                new JavaSource("p.A", "package p;\npublic class A {\n  void f() {\n    com.nope.Missing m = null;\n  }\n}\n"),
                new JavaSource("p.B", "package p;\npublic class B { }\n")), List.of(), out);
        assertEquals(1, result.errors().size(), result::toString);
        CompileError error = result.errors().get(0);
        assertEquals("p.A", error.qualifiedName());
        assertEquals(4, error.line());
    }

    @Test
    void compilesIndependentSourcesInPartsAndReportsErrorsBySource() throws Exception {
        List<JavaSource> sources = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            sources.add(new JavaSource("p.C" + i, "package p;\npublic class C" + i + " { int f() { return " + i + "; } }\n"));
        }
        sources.add(new JavaSource("p.Bad", "package p;\npublic class Bad {\n  com.nope.Missing m;\n}\n"));

        CompileResult result = new CompileCheck().compileIndependent(sources, List.of(), out);

        assertEquals(1, result.errors().size(), result::toString);
        assertEquals("p.Bad", result.errors().get(0).qualifiedName());
        assertEquals(3, result.errors().get(0).line());
        assertTrue(new CompileCheck().compileIndependent(sources.subList(0, 5), List.of(), out).success());
        for (int i = 0; i < 5; i++) {
            assertTrue(Files.isRegularFile(out.resolve("p/C" + i + ".class")), "C" + i);
        }
        assertTrue(Runtime.getRuntime().availableProcessors() == 1 || CompileCheck.chunks(sources).size() >= 2,
                "split into parts");
    }
}
