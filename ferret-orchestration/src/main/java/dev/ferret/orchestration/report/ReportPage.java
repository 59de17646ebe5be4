package dev.ferret.orchestration.report;

import dev.ferret.coverage.report.CoverageFigures;
import dev.ferret.orchestration.Incidents;
import dev.ferret.orchestration.Json;
import dev.ferret.orchestration.RunCoverage;
import dev.ferret.orchestration.RunResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The report's page: sections written as HTML, the error tests as inline JSON for the script. */
final class ReportPage {

    private final RunResult result;
    private final List<ErrorTest> errors;

    ReportPage(RunResult result, List<ErrorTest> errors) {
        this.result = result;
        this.errors = List.copyOf(errors);
    }

    String html() {
        StringBuilder sb = new StringBuilder(64 * 1024);
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>Ferret report</title><style>").append(resource("report.css")).append("</style></head>")
                .append("<body><header><h1>Ferret report</h1><p class=\"sub\">")
                .append(Html.escape(subtitle())).append("</p></header><main>");
        sb.append(new GlanceSection(result).html());
        plots(sb);
        sb.append(new ClassTable(result).html());
        errorSection(sb);
        incidents(sb);
        sb.append(new ContractSection(result.summary().stateful()).html());
        sb.append("</main><footer>Written by Ferret into ")
                .append(Html.escape(result.outputDirectory().toAbsolutePath().normalize().toString()))
                .append("</footer>");
        sb.append("<script type=\"application/json\" id=\"ferret-data\">").append(errorJson()).append("</script>");
        sb.append("<script>").append(resource("report.js")).append("</script></body></html>\n");
        return sb.toString();
    }

    private String subtitle() {
        int classes = result.config().classes().size();
        return String.format(Locale.ROOT, "%d class%s under test, stopped by %s, seed %d", classes,
                classes == 1 ? "" : "es", result.summary().stopReason(), result.config().seed());
    }

    private void plots(StringBuilder sb) {
        List<double[]> lines = new ArrayList<>();
        List<double[]> branches = new ArrayList<>();
        List<double[]> tests = new ArrayList<>();
        RunCoverage coverage = result.coverage();
        if (coverage.measured()) {
            CoverageFigures all = coverage.suite();
            lines.add(new double[] {0, 0});
            branches.add(new double[] {0, 0});
            tests.add(new double[] {0, 0});
            for (RunCoverage.Point p : coverage.overTime()) {
                double s = p.elapsedMillis() / 1000.0;
                lines.add(new double[] {s, percent(p.linesCovered(), all.lines())});
                branches.add(new double[] {s, percent(p.branchesCovered(), all.branches())});
                tests.add(new double[] {s, p.testsKept()});
            }
        }
        sb.append("<section id=\"over-time\"><h2>Over time</h2><div class=\"plots\"><figure>")
                .append(LinePlot.svg("coverage-plot", "seconds", "coverage %", 100, List.of(
                        new LinePlot.Series("lines", "lines", lines),
                        new LinePlot.Series("branches", "branches", branches))))
                .append("<figcaption><span class=\"key lines\"></span>lines <span class=\"key branches\"></span>")
                .append("branches covered by the regression tests found so far</figcaption></figure><figure>")
                .append(LinePlot.svg("tests-plot", "seconds", "tests kept", 0,
                        List.of(new LinePlot.Series("tests kept", "tests", tests))))
                .append("<figcaption><span class=\"key tests\"></span>tests kept while generating ")
                .append("(before the suite was reduced and checked)</figcaption></figure></div>");
        if (!coverage.measured()) {
            sb.append("<p class=\"note\">Coverage was not measured in this run (the classes under test are not on "
                    + "the class path Ferret instruments), so there is nothing to plot.</p>");
        }
        sb.append("</section>");
    }

    static double percent(long part, long whole) {
        return whole == 0 ? 0 : Math.round(1000.0 * part / whole) / 10.0;
    }

    private void errorSection(StringBuilder sb) {
        sb.append("<section id=\"errors\"><h2>Error-revealing tests <span class=\"count\">")
                .append(errors.size()).append("</span></h2>");
        if (errors.isEmpty()) {
            sb.append("<p class=\"note\">No test revealed an error.</p></section>");
            return;
        }
        sb.append("<p class=\"note\">Each test fails on the current code. Open a test to read its source.</p>")
                .append("<table class=\"errors\"><thead><tr><th>test</th><th>violated contract</th>")
                .append("<th>blamed method</th><th>file</th></tr></thead><tbody id=\"error-rows\"></tbody></table>")
                .append("<button type=\"button\" id=\"more-errors\" hidden>show more</button></section>");
    }

    private void incidents(StringBuilder sb) {
        List<Incidents.Entry> entries = result.hostileIncidents();
        sb.append("<section id=\"incidents\"><h2>Hostile behaviour <span class=\"count\">").append(entries.size())
                .append("</span></h2>");
        if (entries.isEmpty()) {
            sb.append("<p class=\"note\">The code under test did nothing hostile that Ferret noticed.</p></section>");
            return;
        }
        sb.append("<table><thead><tr><th>kind</th><th>member</th><th class=\"num\">reports</th><th>detail</th>")
                .append("</tr></thead><tbody>");
        for (Incidents.Entry e : entries) {
            sb.append("<tr><td><span class=\"badge\">").append(Html.escape(e.kind())).append("</span></td><td><code>")
                    .append(Html.escape(e.member())).append("</code></td><td class=\"num\">").append(e.count())
                    .append("</td><td>").append(Html.escape(e.detail())).append("</td></tr>");
        }
        sb.append("</tbody></table></section>");
    }

    /** The error tests for the script: names, contract, links and pre-highlighted source. */
    private String errorJson() {
        StringBuilder sb = new StringBuilder("{\"errors\":[");
        for (int i = 0; i < errors.size(); i++) {
            ErrorTest e = errors.get(i);
            sb.append(i == 0 ? "" : ",").append("\n{\"cls\":").append(Json.scriptString(e.classUnderTest()))
                    .append(",\"file\":").append(Json.scriptString(e.file()))
                    .append(",\"method\":").append(Json.scriptString(e.method()))
                    .append(",\"contract\":").append(Json.scriptString(e.contract()))
                    .append(",\"plain\":").append(Json.scriptString(Contracts.plain(e.contract())))
                    .append(",\"blamed\":").append(Json.scriptString(e.blamed()))
                    .append(",\"code\":").append(Json.scriptString(JavaHighlighter.highlight(e.source()))).append('}');
        }
        return sb.append("]}").toString();
    }

    private static String resource(String name) {
        try (InputStream in = ReportPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
