package dev.ferret.worker.coordinator;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorkerProcessTest {

    @Test
    void startsWorkersOnTheGivenFerretClasspathMadeAbsolute() {
        String cp = WorkerProcess.ferretClasspath(List.of(Path.of("lib/ferret-worker.jar"), Path.of("/opt/asm.jar")));
        assertEquals(Path.of("lib/ferret-worker.jar").toAbsolutePath() + File.pathSeparator + "/opt/asm.jar", cp);
    }

    @Test
    void startsWorkersOnThisJvmsClasspathWhenNoneIsGiven() {
        String own = System.getProperty("java.class.path");
        String cp = WorkerProcess.ferretClasspath(List.of());
        assertEquals(own.split(File.pathSeparator).length, cp.split(File.pathSeparator).length);
        assertEquals(Path.of(own.split(File.pathSeparator)[0]).toAbsolutePath().toString(),
                cp.split(File.pathSeparator)[0]);
    }
}
