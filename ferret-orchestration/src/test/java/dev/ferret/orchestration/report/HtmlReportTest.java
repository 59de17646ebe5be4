package dev.ferret.orchestration.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.emit.SuiteReport;
import dev.ferret.junit.emit.WrittenFile;
import dev.ferret.orchestration.Incidents;
import dev.ferret.orchestration.RunCoverage;
import dev.ferret.orchestration.RunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HtmlReportTest {

    static final int ERROR_TESTS = 10_000;

    /** A suite of {@code n} error tests of {@code p.Evil} in one file, one with markup in its literals. */
    static RunResult resultWith(Path out, int n) throws Exception {
        StringBuilder source = new StringBuilder("package p;\n\npublic class EvilErrorTest {\n");
        for (int i = 0; i < n; i++) {
            source.append(String.format("""
                        @Test
                        void test%05d() throws Throwable {
                            // Contract violated: equals-symmetric after p.Evil.<init> (seed %d)
                            Evil evil0 = new Evil("</script><img src=x onerror=alert(1)>");
                            assertTrue(evil0.ok(), "Contract violated: equals-symmetric");
                        }

                    """, i, i));
        }
        source.append("}\n");
        Path file = out.resolve("p/EvilErrorTest.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
        SuiteReport report = new SuiteReport(List.of(new WrittenFile(file, "p.EvilErrorTest", "p.Evil", TestKind.ERROR,
                n)), 0, n, 0, 0, 0, Map.of(), Map.of(), List.of(), 0, Coverage.NONE);
        RunSummary summary = new RunSummary(1000, 50, 0, 0, 0, 0, n, 0, 0, Map.of(), 0, 0, 0, "time limit");
        Incidents incidents = new Incidents();
        incidents.add("output-flood", "p.Evil.<script>", "more than 1 MB & <more>");
        return new RunResult(RunConfig.of(List.of(), List.of("p.Evil")), summary, report, out, incidents.entries(), 0,
                RunCoverage.NONE, -1);
    }

    @Test
    void tenThousandErrorTestsTravelAsDataAndNoUserTextBecomesMarkup(@TempDir Path dir) throws Exception {
        RunResult result = resultWith(dir, ERROR_TESTS);
        long start = System.nanoTime();
        Path index = HtmlReport.write(result);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(dir.resolve("ferret-report/index.html"), index);
        String page = Files.readString(index);
        assertTrue(millis < 20_000, "written in " + millis + " ms (a guard against quadratic work, not a benchmark)");
        assertFalse(page.contains("<pre"), "no source is rendered before it is opened");
        assertFalse(page.contains("<tr class=\"error-test\""), "no error row is rendered before the script runs");
        assertEquals(ERROR_TESTS, page.split("\"method\":").length - 1, "every test is in the data");
        assertEquals(2, page.split("</script>").length - 1, "only the data and the script end a script element");
        assertFalse(page.contains("<img"), "markup in the tests' literals stays text");
        assertTrue(page.contains("<code>p.Evil.&lt;script&gt;</code>"), "incident members are escaped");
        assertTrue(page.contains("more than 1 MB &amp; &lt;more&gt;"));
        assertTrue(page.contains("If a equals b, b must equal a."), "the contract in plain words");
        assertTrue(page.contains("\"file\":\"../p/EvilErrorTest.java\""), "links are relative to the report");
        assertTrue(page.length() < 12 * 1024 * 1024, page.length() + " characters");
    }

    @Test
    void noCoverageMeansANoteInsteadOfAPlotAndNoErrorsMeansNoTable(@TempDir Path dir) throws Exception {
        String page = Files.readString(HtmlReport.write(resultWith(dir, 0)));
        assertTrue(page.contains("Coverage was not measured"), "says why the plots are empty");
        assertTrue(page.contains("no points recorded"));
        assertTrue(page.contains("No test revealed an error."));
        assertFalse(page.contains("id=\"error-rows\""));
    }

    @Test
    void errorTestsAreReadFromTheWrittenFiles(@TempDir Path dir) throws Exception {
        List<ErrorTest> tests = new ArrayList<>(HtmlReport.errorTests(resultWith(dir, 3)));
        assertEquals(3, tests.size());
        assertEquals("test00002", tests.get(2).method());
        assertEquals("p.Evil", tests.get(2).classUnderTest());
        assertEquals("../p/EvilErrorTest.java", tests.get(2).file());
    }

    @Test
    void inferredContractsAreListedWithWhatBecameOfThemWhenTheStatefulPhaseRan(@TempDir Path dir) throws Exception {
        RunResult plain = resultWith(dir, 0);
        assertFalse(Files.readString(HtmlReport.write(plain)).contains("id=\"contracts\""), "no phase, no section");
        dev.ferret.core.run.StatefulReport stateful = new dev.ferret.core.run.StatefulReport(true, List.of(
                new dev.ferret.core.run.StatefulReport.Contract("p.Chain", "p.Chain.append(p.Chain)", "!this.isEmpty()",
                        58, dev.ferret.core.run.StatefulReport.Status.REFUTED_BY_FAILURE),
                new dev.ferret.core.run.StatefulReport.Contract("p.Chain", "p.Chain.get(int)", "i < this.size()",
                        12, dev.ferret.core.run.StatefulReport.Status.SURVIVED),
                new dev.ferret.core.run.StatefulReport.Contract("p.Chain", "p.Chain.size()", "result == this.size()",
                        7, dev.ferret.core.run.StatefulReport.Status.UNCHALLENGED,
                        dev.ferret.core.run.StatefulReport.Kind.POSTCONDITION)),
                Map.of(), 10, 100, 5, 1, 20, "H2");
        RunSummary s = plain.summary();
        RunSummary withPhase = new RunSummary(s.elapsedMillis(), s.sequencesExecuted(), 0, 0, 0, 0, 0, 0, 0, Map.of(), 0,
                0, 0, s.stopReason(), List.of(), null, null, stateful);
        RunResult result = new RunResult(plain.config(), withPhase, plain.report(), dir, plain.incidents(), 0,
                RunCoverage.NONE, -1);

        String page = Files.readString(HtmlReport.write(result));

        assertTrue(page.contains("Inferred contracts <span class=\"count\">3</span>"), "all three contracts");
        assertTrue(page.contains("<td>ensures</td><td><code>result == this.size()</code>"), "a postcondition");
        assertTrue(page.contains("<td>requires</td><td><code>i &lt; this.size()</code>"), "a precondition");
        assertTrue(page.contains("<code>i &lt; this.size()</code>"), "clauses are escaped");
        assertTrue(page.contains("refuted by failure") && page.contains(">survived<"), "each with its status");
    }
}
