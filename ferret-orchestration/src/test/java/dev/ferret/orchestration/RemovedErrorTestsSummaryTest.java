package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.junit.emit.SuiteReport;
import dev.ferret.junit.errors.DroppedErrorTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The error-revealing tests the check phase removed, in the summary's text and JSON, and those that
 * would take a build's test JVM down as incidents of the member they accused.
 */
class RemovedErrorTestsSummaryTest {

    @TempDir
    Path dir;

    private static final DroppedErrorTest OOM = new DroppedErrorTest("p.CarouselErrorTest", "seatAtThrows", "p.Carousel",
            "p.Carousel.seatAt", "exception-despite-precondition", DroppedErrorTest.Reason.OUT_OF_MEMORY,
            "ferret.RunBroken: the JVM running it ended with exit code 3 (java.lang.OutOfMemoryError: Java heap space)");
    private static final DroppedErrorTest PASSED = new DroppedErrorTest("p.TagErrorTest", "equalsNotSymmetric", "p.Tag",
            "p.Tag.equals", "equals-symmetric", DroppedErrorTest.Reason.PASSED, "no failure");

    private RunResult result(Incidents incidents) {
        SuiteReport report = new SuiteReport(List.of(), 3, 1, 0, 0, 0, Map.of(), Map.of(), List.of(), 0, Coverage.NONE,
                Map.of(), Map.of(), Map.of(), List.of(OOM, PASSED));
        Orchestrator.errorTestIncidents(report, incidents);
        RunSummary summary = new RunSummary(1000, 50, 0, 0, 0, 3, 0, 0, 0, Map.of(), 0, 0, 0, "time limit");
        return new RunResult(RunConfig.of(List.of(), List.of("p.Carousel")), summary, report, dir, incidents.entries(),
                0, RunCoverage.NONE, -1);
    }

    @Test
    void shouldReportTheTestsThatWouldTakeTheRunnerDownAsIncidents() {
        RunResult r = result(new Incidents());
        assertEquals(List.of("error-test-out-of-memory"), r.hostileIncidents().stream().map(Incidents.Entry::kind).toList());
        assertEquals("p.Carousel.seatAt", r.hostileIncidents().get(0).member());
    }

    @Test
    void shouldListEveryRemovedTestInTheText() {
        StringWriter out = new StringWriter();
        new SummaryWriter(result(new Incidents())).text(new PrintWriter(out));
        String text = out.toString();
        assertTrue(text.contains("  error tests removed  2 (run as a build runs them, they did not fail as when found):"),
                text);
        assertTrue(text.contains("CarouselErrorTest.seatAtThrows") && text.contains("exhausted memory"), text);
        assertTrue(text.contains("TagErrorTest.equalsNotSymmetric") && text.contains("passed  (no failure)"), text);
        assertTrue(text.contains("error-test-out-of-memory"), "listed as hostile behaviour too: " + text);
    }

    @Test
    void shouldCountAndDescribeThemInTheJson() throws Exception {
        Path json = dir.resolve("summary.json");
        new SummaryWriter(result(new Incidents())).json(json);
        String s = Files.readString(json).replaceAll("\\s", "");
        assertTrue(s.contains("\"removedErrorTests\":2,"), s);
        assertTrue(s.contains("\"testClass\":\"p.CarouselErrorTest\",\"method\":\"seatAtThrows\",\"classUnderTest\":"
                + "\"p.Carousel\",\"failingMethod\":\"p.Carousel.seatAt\",\"violation\":\"exception-despite-precondition\","
                + "\"reason\":\"error-test-out-of-memory\""), s);
        assertTrue(s.contains("\"kind\":\"error-test-out-of-memory\""), s);
        assertFalse(s.contains("\"kind\":\"error-test-passed\""), "a test that passed took nothing down: " + s);
    }
}
