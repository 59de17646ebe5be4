package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.Progress;
import dev.ferret.core.run.RunConfig;
import dev.ferret.junit.emit.WrittenFile;
import dev.ferret.worker.journal.Journal;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OrchestratorTest {

    /** Records what a front end would hear. */
    private static final class Recording implements RunObserver {
        final List<Progress> progress = new ArrayList<>();
        final List<String> notices = new ArrayList<>();
        final List<Boolean> checking = new ArrayList<>();

        @Override
        public void progress(Progress p) {
            progress.add(p);
        }

        @Override
        public void notice(String message) {
            notices.add(message);
        }

        @Override
        public void checking(boolean rerun) {
            checking.add(rerun);
        }
    }

    private static RunRequest request(Path out, long testLimit) {
        RunConfig config = RunConfig.of(List.of(), List.of("java.util.ArrayDeque")).withTestLimit(testLimit);
        OutputSettings output = new OutputSettings(out, "t", dev.ferret.junit.render.JUnitVersion.JUNIT5, 200, false, 3);
        return new RunRequest(config, EngineSettings.defaults().runningInProcess(), output,
                List.of("--class", "java.util.ArrayDeque", "--test-limit", Long.toString(testLimit)));
    }

    @Test
    void generatesJournalsAndWritesACheckedSuite(@TempDir Path dir) throws Exception {
        Recording observer = new Recording();
        RunResult result = new Orchestrator().generate(request(dir, 15), observer);
        assertEquals("test limit", result.summary().stopReason());
        assertTrue(result.report().regressionTests() > 0, "regression tests written");
        assertEquals(0, result.report().droppedUncompilable());
        for (WrittenFile f : result.report().files()) {
            assertTrue(Files.isRegularFile(f.path()), f.path() + " exists");
        }
        assertEquals(15, Journal.read(dir).tests().size(), "every kept test is journaled");
        assertEquals(List.of(false), observer.checking, "the check phase is announced once, without re-runs");
        assertFalse(observer.progress.isEmpty(), "progress is reported");
    }

    @Test
    void resumesWithTheRecordedRequestAndKeepsEveryJournaledTest(@TempDir Path dir) throws Exception {
        new Orchestrator().generate(request(dir, 10), RunObserver.NOOP);
        Recording observer = new Recording();
        List<List<String>> parsed = new ArrayList<>();
        RunResult resumed = new Orchestrator().resume(dir, arguments -> {
            parsed.add(arguments);
            return request(Path.of("elsewhere"), 10);
        }, observer);
        assertEquals(List.of(List.of("--class", "java.util.ArrayDeque", "--test-limit", "10")), parsed);
        assertEquals(10, resumed.restoredTests());
        assertEquals(dir, resumed.outputDirectory(), "a resumed run writes where the killed one did");
        assertTrue(observer.notices.get(0).contains("10 tests kept, no budget left"), observer.notices.toString());
        assertEquals(-1, resumed.firstErrorMillis(), "nothing generated, nothing found");
        assertEquals("nothing left to resume", resumed.summary().stopReason());
    }

    @Test
    void reportsAMissingJournalAsBadInput(@TempDir Path dir) {
        assertThrows(InvalidInputException.class,
                () -> new Orchestrator().resume(dir, a -> request(dir, 1), RunObserver.NOOP));
    }

    @Test
    void summarizesTheResultAsTextAndJson(@TempDir Path dir) throws Exception {
        RunResult result = new Orchestrator().generate(request(dir.resolve("out"), 5), RunObserver.NOOP);
        StringWriter text = new StringWriter();
        new SummaryWriter(result).text(new PrintWriter(text));
        assertTrue(text.toString().contains("Ferret finished (test limit)"), text.toString());
        new SummaryWriter(result).json(dir.resolve("s.json"));
        String json = Files.readString(dir.resolve("s.json"));
        assertTrue(json.contains("\"regressionTests\": " + result.report().regressionTests()), json);
    }

    @Test
    void timesTheFirstErrorFromTheStartOfGeneration(@TempDir Path dir) throws Exception {
        Path examples = Path.of(dev.ferret.examples.contracts.BoundedStack.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI());
        String stack = "dev.ferret.examples.contracts.BoundedStack";
        RunConfig config = RunConfig.of(List.of(examples), List.of(stack)).withStopOnError(true)
                .withExcludedMembers(List.of(stack + ".addObserver")).withTimeLimit(java.time.Duration.ofSeconds(60));
        OutputSettings output = new OutputSettings(dir.resolve("out"), "t", dev.ferret.junit.render.JUnitVersion.JUNIT5,
                200, false, 3);
        long before = System.nanoTime();
        RunResult result = new Orchestrator().generate(new RunRequest(config,
                EngineSettings.defaults().runningInProcess(), output, List.of()), RunObserver.NOOP);
        long wholeMillis = (System.nanoTime() - before) / 1_000_000;

        assertEquals("first error", result.summary().stopReason());
        assertTrue(result.firstErrorMillis() >= 0 && result.firstErrorMillis() <= wholeMillis,
                result.firstErrorMillis() + " ms, the whole run " + wholeMillis + " ms");
        StringWriter text = new StringWriter();
        new SummaryWriter(result).text(new PrintWriter(text));
        assertTrue(text.toString().contains("the first found after "), text.toString());
        new SummaryWriter(result).json(dir.resolve("s.json"));
        assertTrue(Files.readString(dir.resolve("s.json")).contains("\"firstErrorMillis\": " + result.firstErrorMillis()));
    }

    @Test
    void measuresCoverageReducesTheSuiteAndReportsBothWithMemory(@TempDir Path dir) throws Exception {
        Path examples = Path.of(dev.ferret.examples.correct.BoundedStack.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI());
        RunConfig config = RunConfig.of(List.of(examples), List.of("dev.ferret.examples.correct.BoundedStack"))
                .withSequenceLimit(4_000).withTimeLimit(java.time.Duration.ofSeconds(60));
        OutputSettings output = new OutputSettings(dir.resolve("out"), "t", dev.ferret.junit.render.JUnitVersion.JUNIT5,
                200, false, 3);
        RunRequest request = new RunRequest(config, EngineSettings.defaults().runningInProcess(), output, List.of());

        RunResult reduced = new Orchestrator().generate(request, RunObserver.NOOP);
        RunResult full = new Orchestrator().generate(request.withConfig(config.withReduceSuite(false)),
                RunObserver.NOOP);

        assertTrue(reduced.coverage().measured());
        assertTrue(reduced.coverage().suite().linesCovered() > 0);
        assertEquals(full.coverage().suite(), reduced.coverage().suite(), "the reduced suite keeps the coverage");
        assertTrue(reduced.report().regressionTests() < full.report().regressionTests(),
                reduced.report().regressionTests() + " vs " + full.report().regressionTests());
        assertTrue(reduced.report().regressionTests() <= 60 || reduced.report().reducedAway() == 0);
        assertFalse(reduced.coverage().overTime().isEmpty());
        new SummaryWriter(reduced).json(dir.resolve("s.json"));
        String json = Files.readString(dir.resolve("s.json"));
        assertTrue(json.contains("\"branchesCovered\": " + reduced.coverage().suite().branchesCovered()), json);
        assertTrue(json.contains("\"coordinatorPeakRssBytes\""), json);
        assertTrue(json.contains("\"suite\": \"reduced\""), json);
    }
}
