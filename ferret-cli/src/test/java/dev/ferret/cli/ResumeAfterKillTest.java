package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.worker.journal.Journal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a run with SIGKILL half way, then resumes it: every test written before the kill is in
 * the final output, unchanged, and no worker outlived the killed coordinator.
 */
class ResumeAfterKillTest {

    @Test
    void shouldKeepEveryTestWrittenBeforeASigkillWhenResumed(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "dev.ferret.cli.Main", "generate",
                "--classpath", ExamplesAcceptanceTest.examplesClasspath().toString(),
                "--package", "dev.ferret.examples.correct", "--time-limit", "40s", "--seed", "1", "--workers", "2",
                "--max-tests-per-class", "300", "--output-dir", out.toString(), "--progress", "never",
                "--suite", "full")); // every test found stays, so the files before the kill are a subset of those after
        Process run = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("killed.log").toFile()).start();
        Map<String, String> before = waitForWrittenTests(out, run);
        List<ProcessHandle> workers = run.descendants().toList();
        assertFalse(workers.isEmpty(), "the run has worker JVMs");
        run.destroyForcibly(); // SIGKILL on Linux and macOS
        assertTrue(run.waitFor(10, TimeUnit.SECONDS));
        assertEquals(137, run.exitValue(), "killed by SIGKILL");
        for (ProcessHandle w : workers) {
            w.onExit().get(20, TimeUnit.SECONDS); // each worker notices its coordinator is gone and ends
        }
        int journaled = Journal.read(out).tests().size();
        assertTrue(journaled >= before.size(), journaled + " tests in the journal, " + before.size() + " in files");

        CliRun resumed = CliRun.of("generate", "--resume", out.toString(), "--progress", "never");
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.err().contains("resuming"), resumed.err());
        Map<String, String> after = testMethods(out);
        java.util.Set<String> bodies = new java.util.HashSet<>(after.values());
        for (Map.Entry<String, String> t : before.entrySet()) {
            // a test keeps its body; its number may shift, as tests of the other worker interleave by ordinal
            assertTrue(bodies.contains(t.getValue()), "test " + t.getKey() + " written before the kill is gone:\n"
                    + t.getValue());
        }
        assertTrue(after.size() >= journaled, "every journaled test kept: " + journaled + " → " + after.size());
        assertTrue(after.size() > before.size(), "the resumed run generated more");
    }

    /** Waits until the run has written regression files and is well into its time limit. */
    private static Map<String, String> waitForWrittenTests(Path out, Process run) throws Exception {
        long start = System.nanoTime();
        while (run.isAlive()) {
            Thread.sleep(500);
            long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
            Map<String, String> tests = testMethods(out);
            if (seconds >= 15 && tests.size() >= 50) {
                return tests;
            }
            if (seconds > 120) {
                break;
            }
        }
        throw new AssertionError("the run wrote no tests in time: " + Files.readString(out.getParent().resolve("killed.log")));
    }

    /** Every test method in the written files: file and method name → the method's body. */
    private static Map<String, String> testMethods(Path out) throws IOException {
        Map<String, String> methods = new LinkedHashMap<>();
        if (!Files.isDirectory(out)) {
            return methods;
        }
        GeneratedSuite suite = new GeneratedSuite(out);
        for (Path f : suite.files("Regression")) {
            String[] parts = Files.readString(f).split("@Test");
            for (int i = 1; i < parts.length; i++) {
                String body = parts[i];
                int name = body.indexOf("void ");
                String method = body.substring(name + 5, body.indexOf('(', name));
                int end = body.indexOf("\n    }");
                int open = body.indexOf('{', name);
                methods.put(f.getFileName() + "#" + method, body.substring(open, end < 0 ? body.length() : end));
            }
        }
        return methods;
    }
}
