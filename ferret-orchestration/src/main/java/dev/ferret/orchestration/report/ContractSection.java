package dev.ferret.orchestration.report;

import dev.ferret.core.run.StatefulReport;
import java.util.Locale;

/**
 * The report's section on the stateful phase: each contract it inferred from passing calls
 * ({@code requires} preconditions, {@code ensures} postconditions and implications), and what
 * became of it (a likely contract no test broke, refuted by a passing test, refuted by a failing
 * one: a fault). Absent when the phase did not run.
 */
final class ContractSection {

    private final StatefulReport stateful;

    ContractSection(StatefulReport stateful) {
        this.stateful = stateful;
    }

    String html() {
        if (!stateful.enabled()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("<section id=\"contracts\"><h2>Inferred contracts <span class=\"count\">")
                .append(stateful.contracts().size()).append("</span></h2>");
        if (stateful.contracts().isEmpty()) {
            return sb.append("<p class=\"note\">The stateful phase inferred no contract.</p></section>").toString();
        }
        sb.append("<p class=\"note\">Contracts inferred from passing calls by the stateful phase; a test built ")
                .append("from stored objects that break a precondition either refutes it (it passed) or reveals a fault ")
                .append("(it failed); a passing new test also refutes the postconditions of its method it breaks. ")
                .append("The survivors are in ferret-contracts.md.</p>")
                .append("<table><thead><tr><th>class</th><th>method</th><th>kind</th><th>clause</th>")
                .append("<th class=\"num\">support</th><th>status</th></tr></thead><tbody>");
        for (StatefulReport.Contract c : stateful.contracts()) {
            sb.append("<tr class=\"contract\"><td>").append(Html.escape(simple(c.className()))).append("</td><td><code>")
                    .append(Html.escape(c.method())).append("</code></td><td>")
                    .append(c.kind() == StatefulReport.Kind.PRECONDITION ? "requires" : "ensures").append("</td><td><code>").append(Html.escape(c.clause()))
                    .append("</code></td><td class=\"num\">").append(c.support()).append("</td><td><span class=\"badge\">")
                    .append(c.status().name().toLowerCase(Locale.ROOT).replace('_', ' ')).append("</span></td></tr>");
        }
        return sb.append("</tbody></table></section>").toString();
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
