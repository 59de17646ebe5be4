package dev.ferret.junit.rerun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.compile.CompileCheck;
import dev.ferret.junit.compile.CompileResult;
import dev.ferret.junit.compile.JavaSource;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.runtime.TestRuntime;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A forked test JVM ends once its tests have finished, even when they left threads running that
 * would keep it alive: a never-ending non-daemon thread with a never-ending shutdown hook (which
 * {@code System.exit} waits for), or a launcher that throws ({@link OutOfMemoryError} passes
 * through JUnit). The process timeout is far above the time these runs take, so a JVM that
 * stays alive shows as {@code timedOut()}.
 */
class LingeringThreadsTest {

    private static final String FOREVER = "() -> { while (true) { try { Thread.sleep(1000); }"
            + " catch (InterruptedException e) { } } }";

    @TempDir
    Path classes;

    private RerunResult compileAndRun(String className, String body) throws Exception {
        String source = "package probe;\n"
                + "public class " + className + " {\n"
                + "    @org.junit.jupiter.api.Test\n"
                + "    void startsAThreadThatNeverEnds() {\n"
                + "        Thread t = new Thread(" + FOREVER + ");\n"
                + "        t.setDaemon(false);\n"
                + "        t.start();\n"
                + body
                + "    }\n"
                + "    @org.junit.jupiter.api.Test\n"
                + "    void passes() {\n"
                + "    }\n"
                + "}\n";
        TestRuntime runtime = TestRuntime.locate();
        CompileResult compiled = new CompileCheck().compile(List.of(new JavaSource("probe." + className, source)),
                runtime.jars(JUnitVersion.JUNIT5), classes);
        assertTrue(compiled.success(), compiled.errors()::toString);
        TestRerunner rerunner = new TestRerunner(runtime, Duration.ofSeconds(90), Duration.ofSeconds(10));
        return rerunner.run(List.of("probe." + className), classes, List.of(), JUnitVersion.JUNIT5);
    }

    @Test
    void shouldEndTheForkedJvmWhenTestsLeaveANonDaemonThreadAndAHangingShutdownHook() throws Exception {
        RerunResult result = compileAndRun("LingeringThreadTest",
                "        Runtime.getRuntime().addShutdownHook(new Thread(" + FOREVER + "));\n");
        assertFalse(result.timedOut(), result::toString);
        assertEquals(2, result.testsRun(), result::toString);
        assertTrue(result.passed(), result::toString);
        assertEquals(0, result.exitCode(), result::toString);
    }

    @Test
    void shouldEndTheForkedJvmWhenTheLauncherThrows() throws Exception {
        RerunResult result = compileAndRun("LauncherFailureTest",
                "        throw new OutOfMemoryError(\"unable to create native thread (fixture)\");\n");
        assertFalse(result.timedOut(), result::toString);
        assertEquals(HaltingLauncher.LAUNCHER_FAILED, result.exitCode(), result::toString);
        assertTrue(result.log().contains("OutOfMemoryError"), result::toString);
        assertFalse(result.passed(), result::toString);
    }
}
