package dev.ferret.orchestration.report;

import dev.ferret.core.testcase.TestKind;
import dev.ferret.coverage.report.CoverageFigures;
import dev.ferret.junit.emit.WrittenFile;
import dev.ferret.orchestration.RunResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A row per class under test: coverage, tests by kind, nondeterministic and environment-dependent
 * members, links to its files.
 */
final class ClassTable {

    private final RunResult result;

    ClassTable(RunResult result) {
        this.result = result;
    }

    String html() {
        Map<String, CoverageFigures.ClassFigures> coverage = new LinkedHashMap<>();
        if (result.coverage().measured()) {
            result.coverage().suite().classes().forEach(c -> coverage.put(c.name(), c));
        }
        Set<String> classes = new LinkedHashSet<>(result.config().classes());
        coverage.keySet().forEach(classes::add);
        result.report().files().forEach(f -> classes.add(f.classUnderTest()));
        StringBuilder sb = new StringBuilder("<section id=\"classes\"><h2>Classes under test</h2>")
                .append("<table class=\"classes\"><thead><tr><th>class</th><th class=\"num\">line coverage</th>")
                .append("<th class=\"num\">branch coverage</th><th class=\"num\">regression</th>")
                .append("<th class=\"num\">error</th><th class=\"num\">crash</th>")
                .append("<th class=\"num\">nondeterministic</th><th class=\"num\">environment-dependent</th>")
                .append("<th>test files</th></tr></thead><tbody>");
        for (String name : classes) {
            row(sb, name, coverage.get(name));
        }
        return sb.append("</tbody></table></section>").toString();
    }

    private void row(StringBuilder sb, String name, CoverageFigures.ClassFigures c) {
        List<WrittenFile> files = new ArrayList<>();
        long[] tests = new long[TestKind.values().length];
        for (WrittenFile f : result.report().files()) {
            if (f.classUnderTest().equals(name)) {
                files.add(f);
                tests[f.kind().ordinal()] += f.tests();
            }
        }
        List<String> unstable = membersOf(name, result.report().nondeterministicMembers().keySet());
        List<String> dependent = membersOf(name, result.environmentDependentMembers().keySet());
        int dot = name.lastIndexOf('.');
        sb.append("<tr data-class=\"").append(Html.escape(name)).append("\"><td title=\"").append(Html.escape(name))
                .append("\"><code class=\"cls\">").append(Html.escape(name.substring(dot + 1)))
                .append("</code><div class=\"pkg\">").append(Html.escape(dot < 0 ? "" : name.substring(0, dot)))
                .append("</div></td>");
        fraction(sb, "lines", c == null ? -1 : c.linesCovered(), c == null ? -1 : c.lines());
        fraction(sb, "branches", c == null ? -1 : c.branchesCovered(), c == null ? -1 : c.branches());
        count(sb, "regression", tests[TestKind.REGRESSION.ordinal()]);
        count(sb, "error", tests[TestKind.ERROR.ordinal()]);
        count(sb, "crash", tests[TestKind.CRASH.ordinal()]);
        members(sb, "nondeterministic", unstable);
        members(sb, "environment-dependent", dependent);
        sb.append("<td class=\"files\">");
        for (WrittenFile f : files) {
            String link = HtmlReport.link(result, f);
            String simple = link.substring(link.lastIndexOf('/') + 1);
            sb.append("<a class=\"file ").append(f.kind().name().toLowerCase(java.util.Locale.ROOT))
                    .append("\" href=\"").append(Html.escape(link)).append("\">").append(Html.escape(simple))
                    .append("</a> ");
        }
        sb.append("</td></tr>");
    }

    /** The members of a class (or of a class nested in it) among {@code members}. */
    private static List<String> membersOf(String name, java.util.Collection<String> members) {
        return members.stream().filter(m -> m.startsWith(name + ".") || m.startsWith(name + "$")).toList();
    }

    /** A cell counting members, listed in its title. */
    private static void members(StringBuilder sb, String column, List<String> members) {
        sb.append("<td class=\"num\" data-col=\"").append(column).append("\" data-value=\"").append(members.size())
                .append("\" title=\"").append(Html.escape(String.join("\n", members))).append("\">")
                .append(members.size()).append("</td>");
    }

    private static void fraction(StringBuilder sb, String column, long covered, long total) {
        sb.append("<td class=\"num\" data-col=\"").append(column).append("\" data-covered=\"").append(covered)
                .append("\" data-total=\"").append(total).append("\">");
        if (total < 0) {
            sb.append("n/a</td>");
            return;
        }
        double percent = ReportPage.percent(covered, total);
        sb.append("<span class=\"bar\"><span style=\"width:").append(LinePlot.number(percent)).append("%\"></span>")
                .append("</span> ").append(total == 0 ? "&ndash;" : LinePlot.number(percent) + "%")
                .append(" <small>").append(covered).append('/').append(total).append("</small></td>");
    }

    private static void count(StringBuilder sb, String column, long n) {
        sb.append("<td class=\"num\" data-col=\"").append(column).append("\" data-value=\"").append(n).append("\">")
                .append(n).append("</td>");
    }
}
