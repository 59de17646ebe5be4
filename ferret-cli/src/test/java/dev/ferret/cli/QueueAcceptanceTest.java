package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.stateful.store.TemporaryPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --campaign-queue} end to end (issue 13, "scale beyond one machine"): three command-line
 * JVMs share four classes through a work queue in one PostgreSQL campaign
 * ({@link TemporaryPostgres}); one is SIGKILLed right after it took a class. The other two finish
 * the queue: every class is done, the killed one's class by another participant, and each class's
 * test files are in the shared output once, from one attempt. Skipped, with the reason printed,
 * only when no PostgreSQL server can start.
 */
class QueueAcceptanceTest {

    private static final List<String> CLASSES = List.of("Counter", "IntPair", "Money", "Point");

    @TempDir
    Path work;

    @Test
    void shouldFinishEveryClassOnceWhenOneOfThreeParticipantsIsKilled() throws Exception {
        try (TemporaryPostgres server = TemporaryPostgres.startOrSkip("QueueAcceptanceTest")) {
            String campaign = server.url() + "?user=" + TemporaryPostgres.USER + "&password=" + TemporaryPostgres.PASSWORD;
            Path list = Files.write(work.resolve("classes.txt"),
                    CLASSES.stream().map(c -> "dev.ferret.examples.correct." + c).toList());
            Path out = work.resolve("out");
            List<Process> runs = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                runs.add(start(campaign, list, out, i));
            }
            Process killed = runs.get(0);
            String killedClass = waitForTakenClass(campaign, killed);
            killed.destroyForcibly(); // SIGKILL on Linux and macOS
            assertTrue(killed.waitFor(10, TimeUnit.SECONDS));
            for (int i = 1; i < 3; i++) {
                assertTrue(runs.get(i).waitFor(240, TimeUnit.SECONDS), "participant " + i + " ended");
                assertEquals(0, runs.get(i).exitValue(), Files.readString(work.resolve("run" + i + ".log")));
            }
            try (Connection c = DriverManager.getConnection(campaign); Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT class_name, done_by, takes FROM work_queue ORDER BY class_name")) {
                int rows = 0;
                while (r.next()) {
                    rows++;
                    assertNotNull(r.getString(2), r.getString(1) + " done");
                    if (r.getString(1).endsWith("." + killedClass)) {
                        assertFalse(r.getString(2).startsWith(killed.pid() + "@"), "redone by another");
                        assertTrue(r.getInt(3) >= 2, "taken again after the kill");
                    }
                }
                assertEquals(CLASSES.size(), rows);
            }
            checkMergedOutput(out, logs());
            for (int i = 1; i < 3; i++) { // each surviving participant prints the queue's merged view
                String log = Files.readString(work.resolve("run" + i + ".log"));
                assertTrue(log.contains("queue four-classes (all participants): " + CLASSES.size() + " classes, "), log);
                assertTrue(log.contains("taken again after a participant ended"), log);
                for (String c : CLASSES) {
                    assertTrue(java.util.regex.Pattern.compile("\\n  dev\\.ferret\\.examples\\.correct\\." + c
                            + ": done by [^\\n]*, [1-9]\\d* test files").matcher(log).find(), c + " in " + log);
                }
            }
        }
    }

    private Process start(String campaign, Path list, Path out, int i) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        if (System.getProperty("ferret.testRuntime") != null) { // the JUnit jars, as Surefire gives them to this JVM
            command.add("-Dferret.testRuntime=" + System.getProperty("ferret.testRuntime"));
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "dev.ferret.cli.Main", "generate",
                "--classpath", ExamplesAcceptanceTest.examplesClasspath().toString(), "--class-list", list.toString(),
                // a sequence limit, not a short time limit: on a loaded machine a worker overran 3 s and 6 s limits
                "--time-limit", "30s", "--sequence-limit", "100", "--seed", "7", "--workers", "1", "--flaky-runs", "1",
                "--no-rerun",
                "--report", "none", "--progress", "never", "--output-dir", out.toString(), "--campaign", campaign,
                "--campaign-queue", "four-classes", "--queue-lease", "3s"));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(work.resolve("run" + i + ".log").toFile()).start();
    }

    private String logs() throws java.io.IOException {
        StringBuilder all = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            all.append("--- participant ").append(i).append(":\n").append(Files.readString(work.resolve("run" + i + ".log")));
        }
        return all.toString();
    }

    /** Waits until {@code run} holds a class of the queue and returns its simple name. */
    private String waitForTakenClass(String campaign, Process run) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline && run.isAlive()) {
            try (Connection c = DriverManager.getConnection(campaign); Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT class_name FROM work_queue WHERE taken_by LIKE '"
                         + run.pid() + "@%'")) {
                if (r.next()) {
                    String cls = r.getString(1);
                    return cls.substring(cls.lastIndexOf('.') + 1);
                }
            } catch (java.sql.SQLException e) {
                // the table does not exist until the first participant migrated the campaign
            }
            Thread.sleep(100);
        }
        throw new AssertionError("participant 0 took no class: " + Files.readString(work.resolve("run0.log")));
    }

    /** Each class's files are those its manifest lists, non-empty, and no file is in the output twice. */
    private static void checkMergedOutput(Path out, String logs) throws Exception {
        Set<String> written = new TreeSet<>();
        try (Stream<Path> all = Files.walk(out)) {
            all.filter(p -> p.toString().endsWith(".java")).map(out::relativize)
                    .filter(p -> !p.getName(0).toString().equals(".ferret-queue"))
                    .forEach(p -> written.add(p.toString()));
        }
        Set<String> listed = new HashSet<>();
        for (String cls : CLASSES) {
            List<String> files = Files.readAllLines(out.resolve(".ferret-queue/dev.ferret.examples.correct." + cls + ".files"));
            assertFalse(files.isEmpty(), cls + " has tests:\n" + logs);
            for (String f : files) {
                assertTrue(Path.of(f).getFileName().toString().startsWith(cls), f + " belongs to " + cls);
                assertTrue(Files.size(out.resolve(f)) > 0, f + " is not empty");
                assertTrue(listed.add(f), f + " listed twice");
            }
        }
        assertEquals(new TreeSet<>(listed), written, "the output holds exactly the listed files, once each");
    }
}
