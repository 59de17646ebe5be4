package dev.ferret.junit.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TestRuntimeTest {

    @TempDir
    Path dir;

    @Test
    void findsTheJarsNextToTheBuildOutput() {
        TestRuntime runtime = TestRuntime.locate();
        assertEquals("test-runtime", runtime.directory().getFileName().toString());
        assertTrue(Files.isRegularFile(runtime.consoleStandalone()));
        assertEquals(3, runtime.jars(JUnitVersion.JUNIT4).size());
        assertEquals(1, runtime.jars(JUnitVersion.JUNIT5).size());
    }

    @Test
    void prefersTheSystemProperty() throws Exception {
        Files.createFile(dir.resolve(TestRuntime.CONSOLE_STANDALONE));
        String old = System.getProperty(TestRuntime.PROPERTY);
        System.setProperty(TestRuntime.PROPERTY, dir.toString());
        try {
            assertEquals(dir.toAbsolutePath().normalize(), TestRuntime.locate().directory());
        } finally {
            if (old == null) {
                System.clearProperty(TestRuntime.PROPERTY);
            } else {
                System.setProperty(TestRuntime.PROPERTY, old);
            }
        }
    }

    @Test
    void explainsWhatIsMissing() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> TestRuntime.at(dir));
        assertTrue(e.getMessage().contains(TestRuntime.CONSOLE_STANDALONE), e.getMessage());
        assertTrue(e.getMessage().contains("-D" + TestRuntime.PROPERTY), e.getMessage());
        IllegalStateException junit4 = assertThrows(IllegalStateException.class, () -> {
            Files.createFile(dir.resolve(TestRuntime.CONSOLE_STANDALONE));
            TestRuntime.at(dir).jars(JUnitVersion.JUNIT4);
        });
        assertTrue(junit4.getMessage().contains("junit.jar"), junit4.getMessage());
    }
}
