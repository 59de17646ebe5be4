package dev.ferret.core.testcase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScratchLayoutTest {

    @TempDir
    Path dir;

    private static List<String> tree(Path root) throws Exception {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(p -> !p.equals(root)).map(p -> root.relativize(p).toString().replace('\\', '/')
                    + (Files.isDirectory(p) ? "/" : "")).sorted().toList();
        }
    }

    @Test
    void laysOutTextFilesAnEmptyFileAndDirectories() throws Exception {
        Path root = dir.resolve("scratch");
        ScratchLayout.layOut(root);
        assertEquals(List.of("a.txt", "b/", "b/c.txt", "b/d/", "empty.txt"), tree(root));
        assertEquals("alpha\n", Files.readString(root.resolve("a.txt")));
        assertEquals("gamma\ndelta\n", Files.readString(root.resolve("b/c.txt")));
        assertEquals(0, Files.size(root.resolve("empty.txt")));
    }

    @Test
    void namesEveryEntryParentsFirstAndSomeThatNameNothingYet() throws Exception {
        List<String> names = ScratchLayout.names();
        for (ScratchLayout.Entry e : ScratchLayout.entries()) {
            assertTrue(names.contains(e.path()), e.path());
            int slash = e.path().lastIndexOf('/');
            if (slash > 0) {
                assertTrue(names.indexOf(e.path().substring(0, slash)) < names.indexOf(e.path()), "parent first");
            }
        }
        ScratchLayout.layOut(dir);
        assertTrue(names.stream().anyMatch(n -> !Files.exists(dir.resolve(n))), "a name of nothing: " + names);
        assertTrue(names.stream().allMatch(n -> !dir.resolve(n).normalize().equals(dir)
                && dir.resolve(n).normalize().startsWith(dir)), "all inside: " + names);
    }

    @Test
    void resetUndoesWhatATestCreatedChangedOrDeleted() throws Exception {
        ScratchLayout.layOut(dir);
        Files.delete(dir.resolve("a.txt"));
        Files.writeString(dir.resolve("b/c.txt"), "changed");
        Files.createDirectories(dir.resolve("new/deeper"));
        Files.writeString(dir.resolve("new/deeper/x.txt"), "x");
        dir.resolve("b/d").toFile().setWritable(false);
        ScratchLayout.reset(dir);
        assertEquals(List.of("a.txt", "b/", "b/c.txt", "b/d/", "empty.txt"), tree(dir));
        assertEquals("gamma\ndelta\n", Files.readString(dir.resolve("b/c.txt")));
    }

    @Test
    void resetDeletesLinksWithoutFollowingThem() throws Exception {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("keep.txt"), "keep");
        Path root = dir.resolve("scratch");
        ScratchLayout.layOut(root);
        Files.createSymbolicLink(root.resolve("b/link"), outside);
        ScratchLayout.reset(root);
        assertFalse(Files.exists(root.resolve("b/link"), java.nio.file.LinkOption.NOFOLLOW_LINKS));
        assertEquals("keep", Files.readString(outside.resolve("keep.txt")), "nothing outside is touched");
    }

    @Test
    void resetReplacesAFileWhereTheDirectoryWas() throws Exception {
        Path root = dir.resolve("scratch");
        Files.writeString(root, "not a directory");
        ScratchLayout.reset(root);
        assertEquals(List.of("a.txt", "b/", "b/c.txt", "b/d/", "empty.txt"), tree(root));
    }
}
