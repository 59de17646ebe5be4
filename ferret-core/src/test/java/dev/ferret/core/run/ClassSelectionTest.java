package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassSelectionTest {

    @TempDir
    Path tmp;

    private void touch(String rel) throws Exception {
        Path p = tmp.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.write(p, new byte[] {(byte) 0xCA, (byte) 0xFE});
    }

    @Test
    void shouldReadClassListIgnoringCommentsAndBlankLines() throws Exception {
        Path list = tmp.resolve("classes.txt");
        Files.writeString(list, """
                # classes under test
                java.util.ArrayList

                  java.util.TreeSet   # trailing comment
                \t
                com.example.Outer$Inner
                """);
        assertEquals(List.of("java.util.ArrayList", "java.util.TreeSet", "com.example.Outer$Inner"),
                ClassSelection.readClassList(list));
    }

    @Test
    void shouldRejectClassListNamingNoClass() throws Exception {
        Path list = tmp.resolve("empty.txt");
        Files.writeString(list, "# nothing\n\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> ClassSelection.readClassList(list));
        assertTrue(e.getMessage().contains("names no class"), e.getMessage());
    }

    @Test
    void shouldRejectMissingClassList() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> ClassSelection.readClassList(tmp.resolve("missing.txt")));
        assertTrue(e.getMessage().startsWith("cannot read class list"), e.getMessage());
    }

    @Test
    void shouldScanDirectoryForClassesSkippingAnonymousAndLocalOnes() throws Exception {
        touch("com/example/A.class");
        touch("com/example/Outer.class");
        touch("com/example/Outer$1.class");
        touch("com/example/Outer$1Local.class");
        touch("com/example/Outer$Inner.class");
        touch("com/example/Outer$Inner$2.class");
        touch("com/example/package-info.class");
        touch("com/example/readme.txt");
        touch("com/example/sub/B.class");
        touch("com/other/C.class");
        assertEquals(List.of("com.example.A", "com.example.Outer", "com.example.Outer$Inner", "com.example.sub.B"),
                ClassSelection.scanPackage(List.of(tmp), "com.example"));
    }

    @Test
    void shouldNotTreatPackageNamePrefixAsPackage() throws Exception {
        touch("com/examples/X.class");
        touch("com/example/A.class");
        assertEquals(List.of("com.example.A"), ClassSelection.scanPackage(List.of(tmp), "com.example"));
    }

    @Test
    void shouldScanJars() throws Exception {
        Path jar = tmp.resolve("lib.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String n : List.of("META-INF/MANIFEST.MF", "com/example/A.class", "com/example/A$1.class",
                    "com/example/module-info.class", "com/examples/Z.class", "org/x/Y.class")) {
                out.putNextEntry(new JarEntry(n));
                out.write(1);
                out.closeEntry();
            }
        }
        assertEquals(List.of("com.example.A"), ClassSelection.scanPackage(List.of(jar), "com.example"));
    }

    @Test
    void shouldMergeEntriesSortedAndDistinct() throws Exception {
        Path second = Files.createDirectory(tmp.resolve("second"));
        Files.createDirectories(second.resolve("com/example"));
        Files.write(second.resolve("com/example/A.class"), new byte[0]);
        Files.write(second.resolve("com/example/0Odd.class"), new byte[0]);
        touch("com/example/Z.class");
        touch("com/example/A.class");
        assertEquals(List.of("com.example.A", "com.example.Z"),
                ClassSelection.scanPackage(List.of(tmp, second), "com.example"));
    }

    @Test
    void shouldRejectPackageWithNoClasses() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> ClassSelection.scanPackage(List.of(tmp), "com.nothing"));
        assertEquals("no classes under package com.nothing on the classpath", e.getMessage());
    }

    @Test
    void shouldRejectMissingOrBrokenClasspathEntries() throws Exception {
        InvalidInputException missing = assertThrows(InvalidInputException.class,
                () -> ClassSelection.checkClasspath(List.of(tmp.resolve("nope"))));
        assertTrue(missing.getMessage().startsWith("classpath entry does not exist"), missing.getMessage());
        Path notJar = tmp.resolve("notes.txt");
        Files.writeString(notJar, "hello");
        InvalidInputException broken = assertThrows(InvalidInputException.class,
                () -> ClassSelection.checkClasspath(List.of(notJar)));
        assertTrue(broken.getMessage().contains("not a jar or directory"), broken.getMessage());
        ClassSelection.checkClasspath(List.of(tmp)); // a directory is fine
    }

    @Test
    void shouldAcceptValidJarOnClasspath() throws Exception {
        Path jar = tmp.resolve("ok.jar");
        try (OutputStream o = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(o)) {
            out.putNextEntry(new JarEntry("a.txt"));
            out.closeEntry();
        }
        ClassSelection.checkClasspath(List.of(jar));
        assertTrue(Files.size(jar) > 0);
    }
}
