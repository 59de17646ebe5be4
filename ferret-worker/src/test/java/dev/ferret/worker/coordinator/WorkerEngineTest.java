package dev.ferret.worker.coordinator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.coverage.probe.CoverageSession;
import dev.ferret.coverage.probe.GoalSpace;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.worker.fixture.Exiter;
import dev.ferret.worker.fixture.Steady;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WorkerEngineTest {

    private static Path testClasses() throws Exception {
        return Path.of(Exiter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** Collects what the engine reports; the engine calls it from the calling thread only. */
    private static final class Collector implements GenerationListener {
        final List<GeneratedTest> tests = new ArrayList<>();
        final List<String> incidents = new ArrayList<>();
        final List<String> notices = new ArrayList<>();

        @Override
        public void testGenerated(GeneratedTest test) {
            tests.add(test);
        }

        @Override
        public void incident(String kind, String member, String detail) {
            incidents.add(kind + " " + member);
        }

        @Override
        public void notice(String message) {
            notices.add(message);
        }
    }

    @Test
    void shouldSurviveAWorkerThatExitsAndWriteWhatItRanAsACrashTest() throws Exception {
        Collector c = new Collector();
        RunConfig config = RunConfig.of(List.of(testClasses()), List.of(Exiter.class.getName()))
                .withTimeLimit(Duration.ofSeconds(8));
        RunSummary s = new WorkerEngine(WorkerOptions.of(1)).run(config, c);

        assertTrue(s.sequencesExecuted() > 0, "sequences ran: " + s);
        assertTrue(s.elapsedMillis() >= 7_000, "the run went on to its time limit: " + s.elapsedMillis());
        List<GeneratedTest> crashes = c.tests.stream().filter(t -> t.kind() == TestKind.CRASH).toList();
        assertFalse(crashes.isEmpty(), "a crash test: " + c.notices);
        GeneratedTest crash = crashes.get(0);
        Action last = crash.steps().get(crash.steps().size() - 1).action();
        assertTrue(last instanceof Action.MethodCall m && m.name().equals("leave"), "the crash ran leave(): " + last);
        assertTrue(crash.violation().contains("was killed by signal") || crash.violation().contains("exited with status 134"),
                crash.violation());
        assertTrue(c.incidents.contains("worker-crash " + Exiter.class.getName() + ".leave"), c.incidents.toString());
        assertTrue(c.incidents.contains("system-exit " + Exiter.class.getName() + ".quit"), c.incidents.toString());
        assertTrue(c.incidents.contains("system-exit " + Exiter.class.getName() + ".flee"), "exit by reflection refused too: "
                + c.incidents);
        assertTrue(c.notices.stream().anyMatch(n -> n.contains("restarting")), c.notices.toString());
        assertTrue(c.tests.stream().anyMatch(t -> t.kind() == TestKind.REGRESSION), "regression tests arrive");
        Set<Long> ordinals = new HashSet<>();
        assertTrue(c.tests.stream().allMatch(t -> ordinals.add(t.ordinal())), "ordinals stay distinct across restarts: "
                + c.tests.stream().map(t -> t.kind() + "#" + t.ordinal()).toList());
    }

    /** What the engine reports run in this JVM with coverage probes, as a worker runs it. */
    private static Collector inProcessWithCoverage(RunConfig config) throws Exception {
        Collector local = new Collector();
        try (CoverageSession coverage = CoverageSession.open(GoalSpace.of(config.classpath(), config.classes()),
                config.reduceSuite() && config.mutants())) { // as a worker opens its session
            new dev.ferret.core.run.InProcessEngine(coverage.rewriter(), ExecutionWatcher.NONE, ValueObserver.NONE,
                    coverage.meter()).run(config, local);
        }
        return local;
    }

    @Test
    void shouldGiveTheSameTestsAsInProcessWithOneWorkerAndATestLimit() throws Exception {
        RunConfig config = RunConfig.of(List.of(testClasses()), List.of(Steady.class.getName()))
                .withTimeLimit(Duration.ofSeconds(60)).withTestLimit(20).withSeed(5).withReduceSuite(false);
        Collector worker = new Collector();
        new WorkerEngine(WorkerOptions.of(1)).run(config, worker);
        Collector local = inProcessWithCoverage(config);
        assertEquals(local.tests, worker.tests);
        assertTrue(worker.tests.stream().allMatch(t -> !t.coverage().isEmpty()), "tests carry their coverage");
    }

    @Test
    void shouldGiveTheSameReducedTestsAsInProcessWithOneWorkerAndASequenceLimit() throws Exception {
        RunConfig config = RunConfig.of(List.of(testClasses()), List.of(Steady.class.getName()))
                .withTimeLimit(Duration.ofSeconds(60)).withSequenceLimit(2_000).withSeed(5);
        Collector worker = new Collector();
        new WorkerEngine(WorkerOptions.of(1)).run(config, worker);
        Collector local = inProcessWithCoverage(config);
        assertEquals(local.tests, worker.tests);
        assertFalse(worker.tests.isEmpty());
    }

    @Test
    void shouldReportBadInputAsInvalidInput() throws Exception {
        RunConfig config = RunConfig.of(List.of(testClasses()), List.of("no.such.Clazz"));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> new WorkerEngine(WorkerOptions.of(1)).run(config, GenerationListener.NOOP));
        assertTrue(e.getMessage().contains("no.such.Clazz"), e.getMessage());
    }

    @Test
    void shouldShareCountedLimitsAndKeepTheRunSeedForTheFirstWorker() {
        assertEquals(0, dev.ferret.core.run.Budget.share(0, 2, 1), "no limit stays no limit");
        assertEquals(5, dev.ferret.core.run.Budget.share(10, 2, 0));
        assertEquals(5, dev.ferret.core.run.Budget.share(10, 2, 1));
        assertEquals(11, dev.ferret.core.run.Budget.share(11, 2, 0) + dev.ferret.core.run.Budget.share(11, 2, 1));
        assertEquals(-1, dev.ferret.core.run.Budget.share(1, 2, 0), "nothing left for this worker");
        assertEquals(7, WorkerEngine.seed(7, 0, 0));
        assertTrue(WorkerEngine.seed(7, 1, 0) != 7 && WorkerEngine.seed(7, 0, 1) != WorkerEngine.seed(7, 1, 0));
    }

    @Test
    void shouldMakeANewScratchDirectoryOfTheUsersOwnEachTime() throws Exception {
        Path a = WorkerEngine.scratchDirectory();
        Path b = WorkerEngine.scratchDirectory();
        try {
            assertTrue(java.nio.file.Files.isDirectory(a) && java.nio.file.Files.isDirectory(b));
            assertFalse(a.equals(b));
            assertEquals(Path.of(System.getProperty("java.io.tmpdir")), a.getParent());
            if (a.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(
                        java.nio.file.Files.getPosixFilePermissions(a)));
            }
        } finally {
            java.nio.file.Files.deleteIfExists(a);
            java.nio.file.Files.deleteIfExists(b);
        }
    }
}
