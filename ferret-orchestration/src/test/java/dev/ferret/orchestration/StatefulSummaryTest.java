package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.StatefulReport;
import dev.ferret.core.run.StatefulReport.Contract;
import dev.ferret.core.run.StatefulReport.Kind;
import dev.ferret.core.run.StatefulReport.Status;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The stateful part of the summary: preconditions, postconditions and implications, in text, JSON and the contracts file. */
class StatefulSummaryTest {

    private static final StatefulReport REPORT = new StatefulReport(true, List.of(
            new Contract("p.L", "p.L.extend(int)", "this.size() >= 0", 5, Status.SURVIVED),
            new Contract("p.L", "p.L.append(p.L)", "!this.isEmpty()", 5, Status.REFUTED_BY_FAILURE),
            new Contract("p.L", "p.L.extend(int)", "this.size() == old(this.size()) + 1", 5, Status.UNCHALLENGED,
                    Kind.POSTCONDITION),
            new Contract("p.L", "p.L.extend(int)", "old(this.isEmpty()) ==> this.size() == 1", 2, Status.UNCHALLENGED,
                    Kind.IMPLICATION),
            new Contract("p.L", "p.L.extend(int)", "this.isEmpty() == old(this.isEmpty())", 4, Status.REFUTED,
                    Kind.POSTCONDITION)), Map.of("p.L", List.of("AssertionError in p.L.append")), 10, 80, 3, 1, 900, "H2");

    @Test
    void shouldWriteRequiresThenEnsuresPerMethod(@TempDir Path dir) throws Exception {
        StatefulSummary.writeContracts(dir, REPORT);
        String md = Files.readString(dir.resolve(StatefulSummary.CONTRACTS_FILE));
        assertTrue(md.contains("### `p.L.extend(int)`\n\n- `requires this.size() >= 0;` (5 calls)\n"
                + "- `ensures this.size() == old(this.size()) + 1;` (5 calls, no new test reached it)\n"
                + "- `ensures old(this.isEmpty()) ==> this.size() == 1;` (2 calls, no new test reached it)\n"), md);
        assertTrue(!md.contains("this.isEmpty() == old(this.isEmpty())"), "a refuted postcondition is not listed: " + md);
        assertTrue(!md.contains("!this.isEmpty()"), "a refuted precondition is not listed: " + md);
    }

    @Test
    void shouldCountEachKindInTheSummaryAndJson() {
        StringWriter text = new StringWriter();
        StatefulSummary.text(new PrintWriter(text, true), REPORT);
        assertTrue(text.toString().contains("2 preconditions inferred, 1 refuted; 2 postconditions and 1 implications inferred, 1 refuted"),
                text.toString());
        assertTrue(text.toString().matches("(?s).*p\\.L +inferred 2, refuted 1, new faults 1; postconditions 2, "
                + "implications 1, refuted 1\\n.*"), text.toString());
        Map<String, Object> json = StatefulSummary.json(REPORT);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> classes = (List<Map<String, Object>>) json.get("classes");
        assertEquals(2L, classes.get(0).get("inferredPostconditions"));
        assertEquals(1L, classes.get(0).get("refutedEnsures"));
        assertEquals(1L, classes.get(0).get("inferredImplications"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> contracts = (List<Map<String, Object>>) json.get("contracts");
        assertEquals(List.of("precondition", "precondition", "postcondition", "implication", "postcondition"),
                contracts.stream().map(c -> c.get("kind")).toList());
    }
}
