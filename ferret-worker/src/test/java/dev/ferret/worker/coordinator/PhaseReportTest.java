package dev.ferret.worker.coordinator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.run.StatefulReport;
import dev.ferret.worker.fixture.Steady;
import dev.ferret.worker.protocol.Message;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker that ends without its summary after its stateful phase (frozen and killed for
 * overrunning the time limit, or dead) must not take the phase's report with it: the report it
 * sent as the phase ended counts, once.
 */
class PhaseReportTest {

    @TempDir
    Path scratch;

    private StatefulReport sent;

    private static RunConfig config() throws Exception {
        Path classes = Path.of(Steady.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return RunConfig.of(List.of(classes), List.of(Steady.class.getName()))
                .withTimeLimit(Duration.ofSeconds(4)).withSeed(5).withReduceSuite(false).withStateful(true);
    }

    private RunSummary run(boolean cutAfterPhase) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            CoordinatedRun run = new CoordinatedRun(WorkerOptions.of(1), config(), GenerationListener.NOOP, scratch,
                    server);
            run.filterInbound(m -> {
                if (sent != null && cutAfterPhase) {
                    return false; // the summary and everything after the phase's report never arrive
                }
                if (m instanceof Message.PhaseEnded p) {
                    sent = p.report();
                    if (cutAfterPhase) {
                        ProcessHandle.current().descendants().forEach(PhaseReportTest::freeze);
                    }
                }
                return true;
            });
            return run.go();
        }
    }

    @Test
    void shouldCountThePhaseReportOfAWorkerThatEndedWithoutItsSummary() throws Exception {
        assumeTrue(Path.of("/bin/kill").toFile().canExecute() || Path.of("/usr/bin/kill").toFile().canExecute(),
                "needs kill(1) to freeze a process");
        RunSummary summary = run(true);

        assertNotNull(sent, "the worker sent its report as the phase ended");
        assertTrue(sent.enabled() && sent.testCases() > 0, "the phase recorded calls: " + sent);
        assertFalse(sent.contracts().isEmpty(), "the phase inferred contracts: " + sent);
        assertEquals(sent, summary.stateful(), "the report counts without the summary");
    }

    @Test
    void shouldCountThePhaseReportOnceWhenTheSummaryFollows() throws Exception {
        RunSummary summary = run(false);

        assertNotNull(sent, "the worker sent its report as the phase ended");
        assertTrue(sent.testCases() > 0, "the phase recorded calls: " + sent);
        assertEquals(sent.testCases(), summary.stateful().testCases(), "counted once");
        assertEquals(sent.contracts(), summary.stateful().contracts());
    }

    private static void freeze(ProcessHandle h) {
        try {
            new ProcessBuilder("kill", "-STOP", Long.toString(h.pid())).start().waitFor();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
