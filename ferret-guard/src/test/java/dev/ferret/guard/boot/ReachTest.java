package dev.ferret.guard.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReachTest {

    @TempDir
    Path dir;

    @Test
    void takesDotDotAfterTheLinkBeforeItAsTheSystemDoes() throws IOException {
        Path real = dir.toRealPath();
        Files.createDirectories(real.resolve("elsewhere/deep"));
        Files.createDirectories(real.resolve("scratch"));
        Files.createSymbolicLink(real.resolve("scratch/link"), real.resolve("elsewhere/deep"));

        assertEquals(real.resolve("elsewhere/victim"), Reach.of(real.resolve("scratch/link/../victim"), false));
        assertEquals(real.resolve("scratch/victim"), Reach.of(real.resolve("scratch/./victim"), false));
    }

    @Test
    void followsALastLinkOnlyWhenAsked() throws IOException {
        Path real = dir.toRealPath();
        Files.createSymbolicLink(real.resolve("dangling"), real.resolve("outside/new.txt"));

        assertEquals(real.resolve("dangling"), Reach.of(real.resolve("dangling"), false));
        assertEquals(real.resolve("outside/new.txt"), Reach.of(real.resolve("dangling"), true));
    }

    @Test
    void resolvesRelativeLinkTargetsAgainstTheLinksDirectory() throws IOException {
        Path real = dir.toRealPath();
        Files.createDirectories(real.resolve("a/b"));
        Files.createSymbolicLink(real.resolve("a/up"), Path.of(".."));

        assertEquals(real.resolve("x"), Reach.of(real.resolve("a/up/x"), false));
    }

    @Test
    void failsOnALinkLoop() throws IOException {
        Path real = dir.toRealPath();
        Files.createSymbolicLink(real.resolve("one"), real.resolve("two"));
        Files.createSymbolicLink(real.resolve("two"), real.resolve("one"));

        assertThrows(IOException.class, () -> Reach.of(real.resolve("one/x"), false));
    }
}
