package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.examples.stateful.LinkList;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import java.sql.SQLException;
import java.util.List;

/** What every campaign database must do with the same schema and queries (H2 and PostgreSQL). */
abstract class CampaignStoreChecks {

    /** A fresh store with the given result cap. */
    abstract CampaignStore open(int cap) throws SQLException;

    private static final int[] LENGTHS = {5, 3, 9};

    private static List<RecordedCall> calls() throws NoSuchMethodException {
        MethodOperation append = new MethodOperation(LinkList.class.getMethod("append", LinkList.class),
                LinkList.class, LinkList.class, false);
        String t = LinkList.class.getName();
        return List.of(
                new RecordedCall(0, 4, append, new int[] {1, 3}, true, List.of(
                        new Predicate(0, "$.isEmpty()", t, 0, false), new Predicate(0, "$.size()", t, 2, false),
                        new Predicate(1, "$.isEmpty()", t, 1, false), new Predicate(1, "$.size()", t, 0, false),
                        new Predicate(0, "$.isEmpty()", t, 0, true), new Predicate(0, "$.size()", t, 2, true))),
                new RecordedCall(1, 2, append, new int[] {0, 1}, true, List.of(
                        new Predicate(0, "$.isEmpty()", t, 0, false), new Predicate(0, "$.size()", t, 1, false),
                        new Predicate(1, "$.isEmpty()", t, 1, false), new Predicate(1, "$.size()", t, 0, false),
                        new Predicate(0, "$.isEmpty()", t, 0, true), new Predicate(0, "$.size()", t, 1, true))),
                new RecordedCall(2, 8, append, new int[] {5, 6}, false, List.of(
                        new Predicate(0, "$.isEmpty()", t, 1, false), new Predicate(1, "$.isEmpty()", t, 0, false))));
    }

    void checkStoreInferenceInputSearchAndTransitions() throws Exception {
        try (CampaignStore store = open(CampaignStore.DEFAULT_CAP)) {
            store.insert(calls(), id -> LENGTHS[id]);
            store.fillTransitions();
            assertEquals(3, store.testCases());
            assertEquals(14, store.predicateRows());

            List<Observed> observed = store.observed();
            Observed receiverEmpty = observed.stream()
                    .filter(o -> o.role() == 0 && o.name().equals("$.isEmpty()")).findFirst().orElseThrow();
            assertEquals(new Observed(LinkList.class.getName(), receiverEmpty.routine(), 0, "$.isEmpty()", 0, 0, 2, 2),
                    receiverEmpty, "only the two passing calls count");
            Observed size = observed.stream().filter(o -> o.role() == 0 && o.name().equals("$.size()"))
                    .findFirst().orElseThrow();
            assertEquals(1, size.min());
            assertEquals(2, size.max());

            List<Candidate> empty = store.search("$.isEmpty()", List.of(LinkList.class.getName()), Comparison.EQ, 1);
            assertEquals(List.of(new Candidate(1, 1, 1, 2), new Candidate(0, 0, 3, 4), new Candidate(2, 2, 5, 8)),
                    empty, "every stored empty list, shortest sequence first, located in its pre-state");
            List<Candidate> big = store.search("$.size()", List.of(LinkList.class.getName()), Comparison.GT, 1);
            assertEquals(List.of(new Candidate(0, 0, 1, 4), new Candidate(0, 0, 1, 5)), big,
                    "the pre-state, then the post-state (replayed through the call) of the one list of size 2");
            assertTrue(store.search("$.isEmpty()", List.of("other.Type"), Comparison.EQ, 1).isEmpty());
            assertEquals(3, store.transitions(), "isEmpty 0->0 (2 calls), size 2->2, size 1->1");
            List<PassingCall> passing = store.passingCalls();
            assertEquals(List.of(0L, 1L), passing.stream().map(PassingCall::tid).toList(), "the failing call is left out");
            assertEquals(java.util.Map.of(new Slot(0, "$.isEmpty()"), 0L, new Slot(0, "$.size()"), 2L),
                    passing.get(0).post());
            assertEquals(java.util.Map.of(new Slot(0, "$.isEmpty()"), 0L, new Slot(0, "$.size()"), 1L,
                    new Slot(1, "$.isEmpty()"), 1L, new Slot(1, "$.size()"), 0L), passing.get(1).pre());
        }
        try (CampaignStore capped = open(2)) {
            capped.insert(calls(), id -> LENGTHS[id]);
            assertEquals(2, capped.search("$.isEmpty()", List.of(LinkList.class.getName()), Comparison.EQ, 1).size(),
                    "the result cap");
        }
    }
}
