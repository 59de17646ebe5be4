package dev.ferret.orchestration;

import dev.ferret.core.run.StatefulReport;
import dev.ferret.core.run.StatefulReport.ClassFigures;
import dev.ferret.core.run.StatefulReport.Contract;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The stateful phase's part of the summary: per class, the preconditions inferred, refuted and
 * the new faults (the paper's Table I columns for preconditions), as text and JSON, and the
 * surviving inferred contracts as {@code ferret-contracts.md} (likely contracts, never oracles).
 */
final class StatefulSummary {

    /** The file the surviving contracts go to, in the output directory. */
    static final String CONTRACTS_FILE = "ferret-contracts.md";

    private StatefulSummary() {
    }

    static void text(PrintWriter out, StatefulReport r) {
        if (!r.enabled()) {
            return;
        }
        out.printf(Locale.ROOT, "  stateful             %,d calls recorded (%,d predicate rows, %s); %,d preconditions "
                + "inferred, %,d refuted; %,d tests built (%,d invalid), %,d new faults; %.1f s%n", r.testCases(),
                r.predicateRows(), r.database().isEmpty() ? "no database" : r.database(), r.contracts().size(),
                r.contracts().stream().filter(Contract::refuted).count(), r.testsBuilt(), r.invalidTests(),
                r.faultsByClass().values().stream().mapToLong(List::size).sum(), r.phaseMillis() / 1000.0);
        for (ClassFigures c : r.classes()) {
            out.printf(Locale.ROOT, "    %-50s inferred %,d, refuted %,d, new faults %,d%n", c.className(),
                    c.inferred(), c.refuted(), c.newFaults());
        }
    }

    static Map<String, Object> json(StatefulReport r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("enabled", r.enabled());
        m.put("database", r.database());
        m.put("testCases", r.testCases());
        m.put("predicateRows", r.predicateRows());
        m.put("testsBuilt", r.testsBuilt());
        m.put("invalidTests", r.invalidTests());
        m.put("phaseMillis", r.phaseMillis());
        m.put("faults", r.faultsByClass());
        m.put("classes", r.classes().stream().map(c -> Map.of("class", c.className(), "inferredPreconditions",
                c.inferred(), "refuted", c.refuted(), "newFaults", c.newFaults())).toList());
        m.put("contracts", r.contracts().stream().map(c -> Map.of("class", c.className(), "method", c.method(),
                "kind", "precondition", "clause", c.clause(), "support", c.support(),
                "status", c.status().name())).toList());
        return m;
    }

    /** Writes the surviving contracts, per class and method; nothing when the phase did not run. */
    static void writeContracts(Path outputDir, StatefulReport r) throws IOException {
        if (!r.enabled()) {
            return;
        }
        StringBuilder b = new StringBuilder("# Likely contracts (inferred by Ferret's stateful phase)\n\n")
                .append("Preconditions that every passing call satisfied and no new test broke. They are likely,")
                .append(" not proven: adopt them only after review. Refuted ones are in the summary JSON.\n");
        String clazz = null;
        String method = null;
        List<Contract> surviving = r.surviving();
        for (Contract c : surviving) {
            if (!c.className().equals(clazz)) {
                clazz = c.className();
                method = null;
                b.append("\n## ").append(clazz).append('\n');
            }
            if (!c.method().equals(method)) {
                method = c.method();
                b.append("\n### `").append(method).append("`\n\n");
            }
            b.append("- `requires ").append(c.clause()).append(";` (").append(c.support()).append(" calls")
                    .append(c.status() == StatefulReport.Status.NO_CANDIDATE ? ", no stored object breaks it"
                            : c.status() == StatefulReport.Status.NOT_ATTACKED ? ", not attacked: the phase ran out of time"
                            : "")
                    .append(")\n");
        }
        if (surviving.isEmpty()) {
            b.append("\nNone.\n");
        }
        Files.createDirectories(outputDir);
        Files.writeString(outputDir.resolve(CONTRACTS_FILE), b.toString());
    }
}
