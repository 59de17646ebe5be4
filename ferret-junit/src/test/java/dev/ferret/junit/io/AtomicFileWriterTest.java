package dev.ferret.junit.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileWriterTest {

    @TempDir
    Path out;

    @Test
    void writesUnderThePackageDirectoryAndReplacesExistingContent() throws Exception {
        Path file = AtomicFileWriter.writeSource(out, "a.b", "C", "first");
        assertEquals(out.resolve("a/b/C.java").toAbsolutePath(), file);
        AtomicFileWriter.writeSource(out, "a.b", "C", "second \u00e9");
        assertEquals("second \u00e9", Files.readString(file));
        try (Stream<Path> files = Files.list(file.getParent())) {
            assertEquals(1, files.count(), "no temporary files are left behind");
        }
    }

    @Test
    void writesDefaultPackageFilesAtTheRoot() throws Exception {
        assertEquals(out.resolve("D.java").toAbsolutePath(), AtomicFileWriter.writeSource(out, "", "D", "x"));
    }
}
