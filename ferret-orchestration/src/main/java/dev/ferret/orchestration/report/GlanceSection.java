package dev.ferret.orchestration.report;

import dev.ferret.coverage.report.CoverageFigures;
import dev.ferret.orchestration.Incidents;
import dev.ferret.orchestration.RunResult;
import java.util.Locale;
import java.util.Map;

/** The run at a glance: a card per figure, each carrying its raw value in {@code data-value}. */
final class GlanceSection {

    private final RunResult result;

    GlanceSection(RunResult result) {
        this.result = result;
    }

    String html() {
        StringBuilder sb = new StringBuilder("<section id=\"glance\"><h2>The run at a glance</h2><div class=\"cards\">");
        long generation = result.summary().elapsedMillis();
        long checks = result.report().phaseMillis().values().stream().mapToLong(Long::longValue).sum();
        card(sb, "time", seconds(generation), seconds(generation), "generating" + (checks > 0
                ? String.format(Locale.ROOT, ", then %s checking", seconds(checks)) : ""));
        card(sb, "seed", Long.toString(result.config().seed()), String.valueOf(result.config().seed()),
                "replays the run");
        card(sb, "sequences", String.format(Locale.ROOT, "%,d", result.summary().sequencesExecuted()),
                String.valueOf(result.summary().sequencesExecuted()),
                String.format(Locale.ROOT, "%,.0f per second", result.summary().sequencesPerSecond()));
        long kept = result.report().regressionTests() + result.report().errorTests() + result.crashTests();
        card(sb, "tests", String.format(Locale.ROOT, "%,d", kept), String.valueOf(kept),
                String.format(Locale.ROOT, "%,d regression, %,d error, %,d crash", result.report().regressionTests(),
                        result.report().errorTests(), result.crashTests()));
        coverage(sb);
        card(sb, "failures", String.format(Locale.ROOT, "%,d", result.report().errorTests()),
                String.valueOf(result.report().errorTests()), "error-revealing tests", result.report().errorTests() > 0);
        long reports = result.hostileIncidents().stream().mapToLong(Incidents.Entry::count).sum();
        card(sb, "incidents", String.format(Locale.ROOT, "%,d", result.hostileIncidents().size()),
                String.valueOf(result.hostileIncidents().size()),
                String.format(Locale.ROOT, "hostile behaviours, %,d reports", reports), !result.hostileIncidents().isEmpty());
        sb.append("</div>");
        phases(sb);
        return sb.append("</section>").toString();
    }

    private void coverage(StringBuilder sb) {
        if (!result.coverage().measured()) {
            card(sb, "line-coverage", "n/a", "", "not measured");
            return;
        }
        CoverageFigures c = result.coverage().suite();
        card(sb, "line-coverage", String.format(Locale.ROOT, "%.1f%%", c.linePercent()),
                String.valueOf(ReportPage.percent(c.linesCovered(), c.lines())),
                String.format(Locale.ROOT, "lines, %,d of %,d", c.linesCovered(), c.lines()));
        card(sb, "branch-coverage", String.format(Locale.ROOT, "%.1f%%", c.branchPercent()),
                String.valueOf(ReportPage.percent(c.branchesCovered(), c.branches())),
                String.format(Locale.ROOT, "branches, %,d of %,d", c.branchesCovered(), c.branches()));
    }

    private void phases(StringBuilder sb) {
        Map<String, Long> phases = result.report().phaseMillis();
        if (phases.isEmpty()) {
            return;
        }
        sb.append("<p class=\"phases\">Time by phase: generation ").append(seconds(result.summary().elapsedMillis()));
        phases.forEach((k, v) -> sb.append(", ").append(Html.escape(k)).append(' ').append(seconds(v)));
        long heap = result.summary().peakHeapBytes() / (1024 * 1024);
        sb.append(". Peak heap retained ").append(heap).append(" MB");
        if (result.coordinatorPeakRssBytes() > 0) {
            sb.append(", resident ").append(result.coordinatorPeakRssBytes() / (1024 * 1024)).append(" MB");
        }
        sb.append(".</p>");
    }

    private static void card(StringBuilder sb, String key, String shown, String value, String detail) {
        card(sb, key, shown, value, detail, false);
    }

    private static void card(StringBuilder sb, String key, String shown, String value, String detail, boolean alert) {
        sb.append("<div class=\"card").append(alert ? " alert" : "").append("\" data-key=\"").append(key)
                .append("\" data-value=\"").append(Html.escape(value)).append("\"><div class=\"label\">")
                .append(Html.escape(key.replace('-', ' '))).append("</div><div class=\"value\">")
                .append(Html.escape(shown)).append("</div><div class=\"detail\">").append(Html.escape(detail))
                .append("</div></div>");
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }
}
