package dev.ferret.orchestration;

import dev.ferret.core.run.StatefulReport;
import dev.ferret.core.run.StatefulReport.ClassFigures;
import dev.ferret.core.run.StatefulReport.Contract;
import dev.ferret.core.run.StatefulReport.Kind;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The stateful phase's part of the summary: per class, the preconditions inferred, refuted and
 * the new faults (the paper's Table I columns for preconditions) and the postconditions and
 * implications inferred and refuted, as text and JSON, and the surviving inferred contracts as
 * {@code ferret-contracts.md} ({@code requires} and {@code ensures} clauses: likely contracts, never
 * oracles).
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
                + "inferred, %,d refuted; %,d postconditions and %,d implications inferred, %,d refuted; %,d tests "
                + "built (%,d invalid), %,d new faults; %.1f s%n", r.testCases(), r.predicateRows(),
                r.database().isEmpty() ? "no database" : r.database(), r.ofKind(Kind.PRECONDITION).size(),
                r.ofKind(Kind.PRECONDITION).stream().filter(Contract::refuted).count(), r.ofKind(Kind.POSTCONDITION).size(),
                r.ofKind(Kind.IMPLICATION).size(),
                r.contracts().stream().filter(c -> c.kind() != Kind.PRECONDITION && c.refuted()).count(),
                r.testsBuilt(), r.invalidTests(),
                r.faultsByClass().values().stream().mapToLong(List::size).sum(), r.phaseMillis() / 1000.0);
        for (ClassFigures c : r.classes()) {
            out.printf(Locale.ROOT, "    %-50s inferred %,d, refuted %,d, new faults %,d; postconditions %,d, "
                    + "implications %,d, refuted %,d%n", c.className(), c.inferred(), c.refuted(), c.newFaults(),
                    c.postconditions(), c.implications(), c.refutedEnsures());
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
                c.inferred(), "refuted", c.refuted(), "newFaults", c.newFaults(), "inferredPostconditions",
                c.postconditions(), "inferredImplications", c.implications(), "refutedEnsures",
                c.refutedEnsures())).toList());
        m.put("contracts", r.contracts().stream().map(c -> Map.of("class", c.className(), "method", c.method(),
                "kind", c.kind().name().toLowerCase(Locale.ROOT), "clause", c.clause(), "support", c.support(),
                "status", c.status().name())).toList());
        return m;
    }

    /** Writes the surviving contracts, per class and method; nothing when the phase did not run. */
    static void writeContracts(Path outputDir, StatefulReport r) throws IOException {
        if (!r.enabled()) {
            return;
        }
        StringBuilder b = new StringBuilder("# Likely contracts (inferred by Ferret's stateful phase)\n\n")
                .append("Preconditions (`requires`) that every passing call satisfied and no new test broke, and")
                .append(" postconditions and implications (`ensures`) that every passing call satisfied and no passing")
                .append(" new test broke. They are likely, not proven: adopt them only after review. Refuted ones")
                .append(" are in the summary JSON.\n");
        String clazz = null;
        String method = null;
        List<Contract> surviving = r.surviving().stream().sorted(Comparator.comparing(Contract::className)
                .thenComparing(Contract::method).thenComparing(Contract::kind)).toList();
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
            b.append("- `").append(c.kind() == Kind.PRECONDITION ? "requires " : "ensures ").append(c.clause())
                    .append(";` (").append(c.support()).append(" calls").append(note(c.status())).append(")\n");
        }
        if (surviving.isEmpty()) {
            b.append("\nNone.\n");
        }
        Files.createDirectories(outputDir);
        Files.writeString(outputDir.resolve(CONTRACTS_FILE), b.toString());
    }

    private static String note(StatefulReport.Status status) {
        return switch (status) {
            case NO_CANDIDATE -> ", no stored object breaks it";
            case NOT_ATTACKED -> ", not attacked: the phase ran out of time";
            case UNCHALLENGED -> ", no new test reached it";
            default -> "";
        };
    }
}
