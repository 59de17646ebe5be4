package dev.ferret.core.testcase;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * The files and directories a test's temporary directory ({@link Action.TempDir}) holds when the
 * test starts, the same in Ferret's scratch directory before each sequence that uses it and in the
 * emitted test's {@code @TempDir} (whose set-up method writes them with plain JDK calls), so what
 * a sequence saw while Ferret ran is what the test sees: a few small text files, an empty file, a
 * directory with a file and an empty directory in it.
 *
 * <p>Paths are relative, with {@code /} between names; a parent always comes before its children.
 */
public final class ScratchLayout {

    /**
     * One file or directory of the layout.
     *
     * @param path the path relative to the temporary directory, names separated by {@code /}
     * @param content a file's text (UTF-8), {@code null} for a directory
     */
    public record Entry(String path, String content) {

        /** Whether the entry is a directory. */
        public boolean isDirectory() {
            return content == null;
        }
    }

    private static final List<Entry> ENTRIES = List.of(
            new Entry("a.txt", "alpha\n"),
            new Entry("b", null),
            new Entry("b/c.txt", "gamma\ndelta\n"),
            new Entry("b/d", null),
            new Entry("empty.txt", ""));

    /** Names of nothing in the layout: a file or directory a test may create, one in a missing directory. */
    private static final List<String> ABSENT = List.of("new.txt", "new", "b/d/new.txt", "new/new.txt");

    /** Other spellings of entries, still inside the directory: what code that simplifies paths meets. */
    private static final List<String> SPELLINGS = List.of("b/../a.txt", "./b/c.txt");

    private ScratchLayout() {
    }

    /** The entries, parents before their children. */
    public static List<Entry> entries() {
        return ENTRIES;
    }

    /**
     * The relative paths inputs are made of: every entry's, then some that name nothing yet
     * ({@code new.txt}, {@code new}, one in an empty directory, one in a missing directory), then
     * other spellings of entries ({@code b/../a.txt}, {@code ./b/c.txt}); each names something
     * inside the directory.
     */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        ENTRIES.forEach(e -> names.add(e.path()));
        names.addAll(ABSENT);
        names.addAll(SPELLINGS);
        return List.copyOf(names);
    }

    /**
     * Lays the entries out in {@code root}, which is created if missing; entries there already are
     * written over.
     */
    public static void layOut(Path root) throws IOException {
        Files.createDirectories(root);
        for (Entry e : ENTRIES) {
            Path p = root.resolve(e.path());
            if (e.isDirectory()) {
                Files.createDirectories(p);
            } else {
                Files.writeString(p, e.content(), StandardCharsets.UTF_8);
            }
        }
    }

    /**
     * Empties {@code root} and lays it out again: whatever a test created, changed or deleted there
     * is undone. Symbolic links are deleted, never followed; directories a test made unreadable or
     * read-only are made accessible first; a file or link where {@code root} should be is replaced.
     */
    public static void reset(Path root) throws IOException {
        clear(root);
        layOut(root);
    }

    /**
     * Deletes everything under {@code root}, keeping {@code root} itself when it is a directory
     * (a file or link there is deleted); links are deleted, never followed.
     */
    public static void clear(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
            Files.delete(root); // a file or a link: never followed
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                accessible(dir);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException failed) throws IOException {
                if (failed != null) {
                    throw failed;
                }
                if (!dir.equals(root)) {
                    Files.delete(dir);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /** Makes a directory readable, writable and searchable by its owner, as far as it can. */
    private static void accessible(Path dir) {
        java.io.File f = dir.toFile();
        f.setReadable(true, true);
        f.setWritable(true, true);
        f.setExecutable(true, true);
    }
}
