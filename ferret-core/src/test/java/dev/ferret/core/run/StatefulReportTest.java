package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.core.run.StatefulReport.ClassFigures;
import dev.ferret.core.run.StatefulReport.Contract;
import dev.ferret.core.run.StatefulReport.Kind;
import dev.ferret.core.run.StatefulReport.Status;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The stateful report counts contracts by kind and merges workers' reports kind by kind. */
class StatefulReportTest {

    private static StatefulReport of(Contract... c) {
        return new StatefulReport(true, List.of(c), Map.of(), 1, 1, 0, 0, 1, "H2");
    }

    @Test
    void shouldCountPreconditionsPostconditionsAndImplicationsPerClass() {
        StatefulReport r = of(new Contract("L", "L.f()", "!this.isEmpty()", 3, Status.REFUTED),
                new Contract("L", "L.f()", "this.size() == old(this.size()) + 1", 3, Status.UNCHALLENGED,
                        Kind.POSTCONDITION),
                new Contract("L", "L.f()", "result", 3, Status.UNCHALLENGED, Kind.POSTCONDITION),
                new Contract("L", "L.f()", "old(this.isEmpty()) ==> result", 2, Status.REFUTED, Kind.IMPLICATION));
        assertEquals(List.of(new ClassFigures("L", 1, 1, 0, 2, 1, 1)), r.classes(),
                "refuted preconditions and refuted ensures clauses are counted apart");
        assertEquals(2, r.surviving().size(), "unchallenged contracts are not refuted");
        assertEquals(2, r.ofKind(Kind.POSTCONDITION).size());
    }

    @Test
    void shouldMergeTheSameClauseOfDifferentKindsApart() {
        Contract pre = new Contract("L", "L.f(boolean)", "flag", 2, Status.SURVIVED);
        Contract post = new Contract("L", "L.f(boolean)", "flag", 4, Status.UNCHALLENGED, Kind.POSTCONDITION);
        StatefulReport merged = of(pre, post).plus(of(post));
        assertEquals(List.of(pre, new Contract("L", "L.f(boolean)", "flag", 8, Status.UNCHALLENGED, Kind.POSTCONDITION)),
                merged.contracts(), "support adds up within a kind; preconditions first");
    }

    @Test
    void shouldKeepAnEnsuresClauseOnlyWhenEveryWorkerThatSawItsMethodInferredIt() {
        Contract pre = new Contract("L", "L.size()", "this.size() >= 0", 2, Status.SURVIVED);
        Contract both = new Contract("L", "L.size()", "result == this.size()", 2, Status.UNCHALLENGED, Kind.POSTCONDITION);
        Contract onlyHere = new Contract("L", "L.size()", "result <= 2", 2, Status.UNCHALLENGED, Kind.POSTCONDITION);
        Contract otherMethod = new Contract("L", "L.sum()", "result >= 0", 2, Status.UNCHALLENGED, Kind.POSTCONDITION);
        StatefulReport merged = of(pre, both, onlyHere, otherMethod).plus(of(pre, both));
        assertEquals(List.of("this.size() >= 0", "result == this.size()", "result >= 0"),
                merged.contracts().stream().map(Contract::clause).toList(),
                "result <= 2 is dropped (the other worker saw size() and did not infer it); sum() only one worker saw");
        assertEquals(4, merged.contracts().get(1).support());
    }

    @Test
    void shouldKeepAnEnsuresClauseThatOneWorkerRefutedEvenWhenTheOtherNeverInferredIt() {
        Contract pre = new Contract("L", "L.reopen()", "this.count() == 1", 2, Status.REFUTED);
        Contract broken = new Contract("L", "L.reopen()", "old(this.isClosed()) ==> !this.isClosed()", 2,
                Status.REFUTED_BY_FAILURE, Kind.IMPLICATION);
        Contract unbroken = new Contract("L", "L.reopen()", "old(this.isClosed()) ==> this.count() == 1", 2,
                Status.SURVIVED, Kind.IMPLICATION);
        StatefulReport merged = of(pre, broken, unbroken).plus(of(pre));
        assertEquals(List.of("this.count() == 1", "old(this.isClosed()) ==> !this.isClosed()"),
                merged.contracts().stream().map(Contract::clause).toList(),
                "the fault's implication stays, refuted; an unrefuted one only this worker inferred is dropped");
        assertEquals(Status.REFUTED_BY_FAILURE, merged.contracts().get(1).status());
    }
}
