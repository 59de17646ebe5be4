package dev.ferret.guard.boot;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gate's decisions, called directly (no JDK class is patched in this JVM). */
class GateTest {

    @TempDir
    Path dir;
    Path scratch;

    @BeforeEach
    void arm() throws IOException {
        scratch = Files.createDirectories(dir.resolve("scratch"));
        Gate.drain();
        Gate.arm(new Rules(List.of(scratch), false, true, true));
    }

    @AfterEach
    void disarm() {
        Gate.disarm();
        Gate.confineThreads(null);
        Gate.drain();
    }

    @Test
    void allowsChangesStrictlyInsideTheWritableDirectory() {
        assertDoesNotThrow(() -> Gate.path(scratch.resolve("a/b.txt"), Effect.FILE_WRITE));
        assertDoesNotThrow(() -> Gate.delete(new File(scratch.toFile(), "x")));
        EffectRefused e = assertThrows(EffectRefused.class, () -> Gate.path(scratch, Effect.FILE_DELETE));
        assertTrue(e.getMessage().contains("deleting " + scratch), e.getMessage());
    }

    @Test
    void refusesChangesElsewhereAndRecordsWhoAttemptedThem() {
        long before = Gate.refusedCount();
        assertThrows(EffectRefused.class, () -> Gate.delete(new File(dir.toFile(), "canary")));
        assertThrows(EffectRefused.class, () -> Gate.write(new File("relative.txt")));
        assertEquals(before + 2, Gate.refusedCount());
        List<Refusal> refusals = Gate.drain();
        assertEquals(2, refusals.size());
        assertEquals(Effect.FILE_DELETE, refusals.get(0).effect());
        assertTrue(refusals.get(0).member().startsWith(GateTest.class.getName() + "."), refusals.get(0).member());
    }

    @Test
    void creatingWhatExistsChangesNothingAndIsAllowed() {
        assertDoesNotThrow(() -> Gate.create(dir.toFile()));
        assertThrows(EffectRefused.class, () -> Gate.create(new File(dir.toFile(), "new")));
    }

    @Test
    void followsALinkInsideThatPointsOutside() throws IOException {
        Files.createSymbolicLink(scratch.resolve("out"), dir);

        assertThrows(EffectRefused.class, () -> Gate.path(scratch.resolve("out/canary"), Effect.FILE_DELETE));
        assertThrows(EffectRefused.class, () -> Gate.path(scratch.resolve("out"), Effect.FILE_WRITE));
        assertDoesNotThrow(() -> Gate.path(scratch.resolve("out"), Effect.FILE_DELETE)); // the link itself
    }

    @Test
    void privilegedWorkIsNeverRefused() {
        assertDoesNotThrow(() -> Gate.privileged(() -> {
            Gate.delete(new File(dir.toFile(), "canary"));
            Gate.jvmState("System.setOut");
            return null;
        }));
        assertThrows(EffectRefused.class, () -> Gate.jvmState("System.setOut"));
    }

    @Test
    void refusesEverythingToTheThreadsOfAnAbandonedCall() throws InterruptedException {
        ThreadGroup group = new ThreadGroup("call");
        Gate.abandon(group);
        long before = Gate.refusedCount();
        Throwable[] thrown = new Throwable[1];
        Thread t = new Thread(group, () -> {
            try {
                Gate.path(scratch.resolve("late.txt"), Effect.FILE_WRITE);
            } catch (Throwable e) {
                thrown[0] = e;
            }
        });
        t.start();
        t.join();

        assertTrue(thrown[0] instanceof EffectRefused, String.valueOf(thrown[0]));
        assertEquals(before, Gate.refusedCount(), "not counted against the sequence running now");
        assertTrue(Gate.drain().get(0).abandoned());
    }

    @Test
    void appliesJvmStateRulesToTheConfinedThreadsOnly() throws InterruptedException {
        ThreadGroup codeUnderTest = new ThreadGroup("code-under-test");
        Gate.confineThreads(codeUnderTest);
        assertDoesNotThrow(() -> Gate.property("ferret.own"));
        Throwable[] thrown = new Throwable[1];
        Thread t = new Thread(new ThreadGroup(codeUnderTest, "inner"), () -> {
            try {
                Gate.property("user.dir");
            } catch (Throwable e) {
                thrown[0] = e;
            }
        });
        t.start();
        t.join();

        assertTrue(thrown[0] instanceof EffectRefused, String.valueOf(thrown[0]));
    }

    @Test
    void allowsLoopbackConnectionsOnly() {
        assertDoesNotThrow(() -> Gate.connect(new java.net.InetSocketAddress("127.0.0.1", 80)));
        assertThrows(EffectRefused.class, () -> Gate.connect(new java.net.InetSocketAddress("192.0.2.1", 80)));
    }

    @Test
    void rulesSurviveTheirOneLineForm() {
        Rules rules = new Rules(List.of(scratch, dir), true, false, true);
        assertEquals(rules, Rules.decode(rules.encode(), scratch.getFileSystem()));
    }

    @Test
    void notesReadsOutsideTheReadablePlacesWithoutRefusingThem() throws IOException {
        Path library = Files.createDirectories(dir.resolve("library"));
        Gate.arm(new Rules(List.of(scratch), false, true, true, List.of(library)));
        long before = Gate.outsideReads();

        assertDoesNotThrow(() -> Gate.read(scratch.resolve("a.txt")));
        assertDoesNotThrow(() -> Gate.read(new File(library.toFile(), "lib.jar")));
        assertEquals(before, Gate.outsideReads(), "the scratch directory and the readable places");
        assertDoesNotThrow(() -> Gate.read(new File("relative.txt")));
        assertDoesNotThrow(() -> Gate.randomAccess(new File(dir.toFile(), "data"), "r"));
        assertEquals(before + 2, Gate.outsideReads());
        List<Refusal> noted = Gate.drain();
        assertEquals(Effect.FILE_READ, noted.get(0).effect());
        assertTrue(!noted.get(0).refused() && noted.get(0).describe().startsWith("reading "), noted.get(0).describe());
    }

    @Test
    void watchesNoReadsUnlessTheRulesSaySo() {
        long before = Gate.outsideReads();
        Gate.read(new File("relative.txt"));
        assertEquals(before, Gate.outsideReads());
    }

    @Test
    void allowsNewTemporaryFilesButNotChangesOfWhatTheTemporaryDirectoryHeld() throws IOException {
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Files.writeString(tmp.resolve("decoy.txt"), "x");
        Files.createDirectories(tmp.resolve("decoy-dir"));
        Gate.arm(new Rules(List.of(scratch), false, true, true, null, List.of(tmp)));

        assertDoesNotThrow(() -> Gate.temporaryFile(tmp.toFile()));
        assertDoesNotThrow(() -> Gate.create(new File(tmp.toFile(), "FileBackedOutputStream123.tmp")));
        assertDoesNotThrow(() -> Gate.write(new File(tmp.toFile(), "FileBackedOutputStream123.tmp")));
        assertDoesNotThrow(() -> Gate.delete(new File(tmp.toFile(), "FileBackedOutputStream123.tmp")));
        assertDoesNotThrow(() -> Gate.path(tmp.resolve("new-dir/inner.txt"), Effect.FILE_CREATE));
        assertThrows(EffectRefused.class, () -> Gate.delete(tmp.resolve("decoy.txt").toFile()), "a decoy");
        assertThrows(EffectRefused.class, () -> Gate.write(tmp.resolve("decoy.txt").toFile()), "a decoy");
        assertThrows(EffectRefused.class, () -> Gate.path(tmp.resolve("decoy-dir/x"), Effect.FILE_CREATE),
                "inside a decoy");
        assertThrows(EffectRefused.class, () -> Gate.path(tmp, Effect.FILE_DELETE), "the directory itself");
        assertThrows(EffectRefused.class, () -> Gate.delete(new File(dir.toFile(), "canary")), "elsewhere");
    }

    @Test
    void carriesTheTemporaryDirectoriesInTheAgentsArgument() {
        Rules rules = new Rules(List.of(scratch), false, true, true, List.of(dir), List.of(dir.resolve("tmp")));
        assertEquals(rules, Rules.decode(rules.encode(), dir.getFileSystem()));
        Rules none = new Rules(List.of(scratch), false, true, true);
        assertEquals(none, Rules.decode(none.encode(), dir.getFileSystem()));
    }
}
