package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.keep.EnvironmentFilter;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.junit.emit.SuiteReport;
import dev.ferret.orchestration.report.HtmlReport;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The environment-dependent members in the summary, its JSON and the report: those the workers saw
 * change (incidents) and those the flaky filter's varied re-run removed, apart from hostile behaviour.
 */
class EnvironmentDependentSummaryTest {

    @TempDir
    Path dir;

    private RunResult result() {
        Incidents incidents = new Incidents();
        incidents.add(EnvironmentFilter.INCIDENT, "p.Clock.today()", "expected: <2026-11-28> but was: <2028-01-02> with clock +400d");
        incidents.add(EnvironmentFilter.INCIDENT, "p.Clock.today()", "expected: <2026-11-29> but was: <2028-01-03> with clock +400d");
        incidents.add(EnvironmentFilter.INCIDENT, "p.Clock$Face.hour()", "expected: <12> but was: <19> with clock +400d");
        incidents.add("system-exit", "p.Quitter.quit", "System.exit(1)");
        SuiteReport report = new SuiteReport(List.of(), 3, 0, 0, 0, 2, Map.of("p.Dice.roll()", 1),
                Map.of("p.Dice.roll()", "expected: <1> but was: <5>"), List.of(), 0, Coverage.NONE, Map.of(),
                Map.of("p.Clock.today()", 1, "p.Clock.zone()", 2),
                Map.of("p.Clock.zone()", "expected: <UTC> but was: <America/St_Johns> in another environment"));
        RunSummary summary = new RunSummary(1000, 50, 0, 0, 0, 3, 0, 0, 0, Map.of(), 0, 0, 0, "time limit", List.of(),
                null, null, null, new dev.ferret.core.run.EnvironmentVariation(40, 12, 3, 2500));
        return new RunResult(RunConfig.of(List.of(), List.of("p.Clock")), summary, report, dir, incidents.entries(), 0,
                RunCoverage.NONE, -1);
    }

    @Test
    void shouldMergeWhatTheWorkersAndTheRerunsFound() {
        RunResult r = result();
        assertEquals(Map.of("p.Clock.today()", 3L, "p.Clock.zone()", 2L, "p.Clock$Face.hour()", 1L),
                r.environmentDependentMembers());
        assertTrue(r.environmentDependentDifferences().get("p.Clock.today()").contains("<2028-01-02>"), "the first word");
        assertTrue(r.environmentDependentDifferences().get("p.Clock.zone()").contains("America/St_Johns"));
        assertEquals(List.of("system-exit"), r.hostileIncidents().stream().map(Incidents.Entry::kind).toList());
    }

    @Test
    void shouldListThemInTheTextApartFromHostileBehaviour() {
        StringWriter out = new StringWriter();
        new SummaryWriter(result()).text(new PrintWriter(out));
        String text = out.toString();
        int section = text.indexOf("  environment-dependent (clock, time zone, locale or user; assertions removed):");
        assertTrue(section > 0, text);
        assertTrue(text.indexOf("p.Clock.today()") > section && text.contains("but was: <2028-01-02>"), text);
        assertTrue(text.contains("p.Clock.zone()"), text);
        assertFalse(text.contains("environment-dependent p.Clock"), "not listed as hostile behaviour: " + text);
        assertTrue(text.contains("system-exit"), text);
        assertTrue(text.contains("nondeterministic (assertions removed)"), text);
        assertTrue(text.contains("  environment varied   40 tests run again elsewhere (2.5 s): 12 assertions and 3 tests "
                + "dropped"), text);
    }

    @Test
    void shouldWriteThemIntoTheJson() throws Exception {
        Path json = dir.resolve("summary.json");
        new SummaryWriter(result()).json(json);
        String s = Files.readString(json);
        assertTrue(s.replaceAll("\\s", "").contains("\"environmentDependentMembers\":{\"p.Clock$Face.hour()\":1,"
                + "\"p.Clock.today()\":3,\"p.Clock.zone()\":2}"), s);
        assertTrue(s.contains("\"environmentDependentDifferences\": {"), s);
        assertTrue(s.replaceAll("\\s", "").contains("\"environmentVariation\":{\"enabled\":true,\"testsRunAgain\":40,"
                + "\"checksDropped\":12,\"testsDropped\":3,\"millis\":2500}"), s);
        assertFalse(s.replaceAll("\\s", "").contains("\"kind\":\"environment-dependent\""),
                "incidents are hostile behaviour only: " + s);
    }

    @Test
    void shouldCountThemPerClassInTheReport() throws Exception {
        String page = Files.readString(HtmlReport.write(result()));
        assertTrue(page.contains("<th class=\"num\">environment-dependent</th>"), page);
        assertTrue(page.contains("data-col=\"environment-dependent\" data-value=\"3\""), page);
        assertTrue(page.contains("data-col=\"nondeterministic\" data-value=\"0\""), page);
    }
}
