package dev.ferret.guard.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GuardJarsTest {

    @TempDir
    Path dir;

    @Test
    void writesTheGuardsFilesWhereToldWhenFerretRunsFromClassDirectories() throws Exception {
        Path jars = GuardJars.prepare(dir.resolve("guard")); // this build's tests: ferret-guard/target/classes
        assertEquals(dir.resolve("guard"), jars);
        assertTrue(GuardJars.complete(jars));
        assertTrue(Files.isRegularFile(jars.resolve("patched/java/io/File.class")));
        assertEquals(jars, GuardJars.prepare(jars), "written once");
    }

    @Test
    void namesACacheDirectoryByAFingerprintOfItsKey() {
        String one = GuardJars.fingerprint("/a/ferret.jar\n100\n2026\n/usr/lib/jvm/17\n17.0.15");
        assertTrue(one.matches("[0-9a-f]{16}"), one);
        assertEquals(one, GuardJars.fingerprint("/a/ferret.jar\n100\n2026\n/usr/lib/jvm/17\n17.0.15"));
        assertNotEquals(one, GuardJars.fingerprint("/a/ferret.jar\n100\n2026\n/usr/lib/jvm/25\n25.0.3"));
    }
}
