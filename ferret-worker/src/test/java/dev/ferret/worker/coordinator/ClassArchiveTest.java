package dev.ferret.worker.coordinator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassArchiveTest {

    @TempDir
    Path dir;

    private String jars() throws Exception {
        Path a = Files.writeString(dir.resolve("a.jar"), "a");
        Path b = Files.writeString(dir.resolve("b.jar"), "bb");
        return a + File.pathSeparator + b;
    }

    @Test
    void shouldBeOffForClassDirectoriesUserSharingOptionsAndNoDirectory() throws Exception {
        String mixed = jars() + File.pathSeparator + Files.createDirectories(dir.resolve("classes"));
        assertNull(ClassArchive.in(dir.resolve("cds"), mixed, List.of()).file(), "a directory on the class path");
        assertNull(ClassArchive.in(dir.resolve("cds"), jars(), List.of("-Xshare:off")).file(), "the user's choice");
        assertNull(ClassArchive.in(null, jars(), List.of()).file(), "no cache directory");
        assertEquals(List.of(), ClassArchive.NONE.nextWorkerOptions());
    }

    @Test
    void shouldNameTheArchiveAfterTheJarsSoANewBuildGetsItsOwn() throws Exception {
        String cp = jars();
        Path first = ClassArchive.in(dir.resolve("cds"), cp, List.of()).file();
        assertNotNull(first);
        assertEquals(first, ClassArchive.in(dir.resolve("cds"), cp, List.of()).file(), "stable");
        Files.writeString(dir.resolve("b.jar"), "rebuilt");
        assertFalse(first.equals(ClassArchive.in(dir.resolve("cds"), cp, List.of()).file()), "a changed jar");
    }

    @Test
    void shouldLetTheFirstWorkerWriteTheArchiveAndMoveItInPlaceWhenItEndsNormally() throws Exception {
        ClassArchive archive = ClassArchive.in(dir.resolve("cds"), jars(), List.of());
        List<String> first = archive.nextWorkerOptions();
        assertEquals(List.of(ClassArchive.UNLOCK_DIAGNOSTIC, ClassArchive.WITH_AGENT), first.subList(0, 2),
                "the guard's agent runs in every worker");
        assertTrue(first.get(2).startsWith("-XX:ArchiveClassesAtExit="), first.toString());
        assertEquals(List.of(), archive.nextWorkerOptions(), "one writer a run");
        String writing = writing(first);
        archive.started(new ProcessBuilder("sh", "-c", "printf archive > '" + writing + "'").start(), first);
        archive.settle();
        assertEquals("archive", Files.readString(archive.file()));
        assertFalse(Files.exists(Path.of(writing)));
        assertEquals(List.of(ClassArchive.UNLOCK_DIAGNOSTIC, ClassArchive.WITH_AGENT,
                "-XX:SharedArchiveFile=" + archive.file()), archive.nextWorkerOptions());
    }

    @Test
    void shouldDropWhatAWorkerThatFailedWrote() throws Exception {
        ClassArchive archive = ClassArchive.in(dir.resolve("cds"), jars(), List.of());
        List<String> first = archive.nextWorkerOptions();
        String writing = writing(first);
        archive.started(new ProcessBuilder("sh", "-c", "printf half > '" + writing + "'; exit 137").start(), first);
        archive.settle();
        assertFalse(Files.exists(archive.file()), "killed while writing: no archive");
        assertFalse(Files.exists(Path.of(writing)), "nor its remains");
    }

    @Test
    void shouldKeepOnlyTheNewestArchivesWhenItWritesOne() throws Exception {
        Path cds = Files.createDirectories(dir.resolve("cds"));
        for (int i = 0; i < ClassArchive.KEPT + 2; i++) {
            Path old = Files.writeString(cds.resolve("worker-00" + i + ".jsa"), "old");
            Files.setLastModifiedTime(old, java.nio.file.attribute.FileTime.fromMillis(1_000_000L * (i + 1)));
        }
        Files.writeString(cds.resolve("notes.txt"), "not an archive");
        ClassArchive archive = ClassArchive.in(cds, jars(), List.of());
        List<String> first = archive.nextWorkerOptions();
        String writing = writing(first);
        archive.started(new ProcessBuilder("sh", "-c", "printf new > '" + writing + "'").start(), first);
        archive.settle();
        try (var files = Files.list(cds)) {
            List<String> left = files.map(f -> f.getFileName().toString()).sorted().toList();
            assertEquals(ClassArchive.KEPT + 1, left.size(), left.toString());
            assertTrue(left.contains(archive.file().getFileName().toString()) && left.contains("notes.txt"), left.toString());
            assertFalse(left.contains("worker-000.jsa") || left.contains("worker-001.jsa") || left.contains("worker-002.jsa"),
                    "the oldest go: " + left);
        }
    }

    @Test
    void shouldNameArchivesByAFingerprintThatTellsKeysApart() {
        String one = ClassArchive.fingerprint("/usr/lib/jvm/17\n17.0.9\n/a/ferret.jar\n100\n1");
        assertEquals(24, one.length());
        assertTrue(one.matches("[0-9a-f]{24}"), one);
        assertEquals(one, ClassArchive.fingerprint("/usr/lib/jvm/17\n17.0.9\n/a/ferret.jar\n100\n1"));
        assertFalse(one.equals(ClassArchive.fingerprint("/usr/lib/jvm/17\n17.0.9\n/a/ferret.jar\n100\n2")));
        assertFalse(one.equals(ClassArchive.fingerprint("/usr/lib/jvm/25\n17.0.9\n/a/ferret.jar\n100\n1")));
    }

    private static String writing(List<String> options) {
        String option = options.stream().filter(o -> o.startsWith("-XX:ArchiveClassesAtExit=")).findFirst().orElseThrow();
        return option.substring(option.indexOf('=') + 1);
    }
}
