package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.examples.stateful.LinkList;
import dev.ferret.stateful.record.PairPredicate;
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

    static List<RecordedCall> calls() throws NoSuchMethodException {
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
            assertEquals(List.of(new Candidate(1, 1, 0, 2), new Candidate(1, 1, 0, 3), new Candidate(0, 0, 1, 4),
                            new Candidate(0, 0, 1, 5)),
                    store.searchSatisfying("$.isEmpty()", List.of(LinkList.class.getName()), Comparison.EQ, 0,
                            List.of(new Condition("$.size()", Comparison.GT, 0))),
                    "non-empty lists with a size over 0, before and after their calls, shortest first; not the failing"
                            + " call's argument, whose size was not evaluated");
            assertEquals(List.of(new Candidate(0, 0, 1, 4), new Candidate(0, 0, 1, 5)),
                    store.searchSatisfying("$.isEmpty()", List.of(LinkList.class.getName()), Comparison.EQ, 0,
                            List.of(new Condition("$.size()", Comparison.GT, 1), new Condition("$.size()", Comparison.LT, 3))),
                    "two conditions: the list of size 2");
            java.util.Map<String, java.util.Map<String, long[]>> ranges = store.ranges();
            assertEquals(List.of(0L, 2L), java.util.Arrays.stream(ranges.get("$.size()").get(LinkList.class.getName()))
                    .boxed().toList(), "sizes 0 to 2 over every stored state");
            assertEquals(List.of(0L, 1L), java.util.Arrays.stream(ranges.get("$.isEmpty()").get(LinkList.class.getName()))
                    .boxed().toList());
            assertEquals(3, store.transitions(), "isEmpty 0->0 (2 calls), size 2->2, size 1->1");
            List<PassingCall> passing = store.passingCalls();
            assertEquals(List.of(0L, 1L), passing.stream().map(PassingCall::tid).toList(), "the failing call is left out");
            assertEquals(java.util.Map.of(new Slot(0, "$.isEmpty()"), 0L, new Slot(0, "$.size()"), 2L),
                    passing.get(0).post());
            assertEquals(java.util.Map.of(new Slot(0, "$.isEmpty()"), 0L, new Slot(0, "$.size()"), 1L,
                    new Slot(1, "$.isEmpty()"), 1L, new Slot(1, "$.size()"), 0L), passing.get(1).pre());
        }
        checkPairRows();
        try (CampaignStore capped = open(2)) {
            capped.insert(calls(), id -> LENGTHS[id]);
            assertEquals(2, capped.search("$.isEmpty()", List.of(LinkList.class.getName()), Comparison.EQ, 1).size(),
                    "the result cap");
        }
    }

    /**
     * Binary predicates: stored in {@code predicates_2}, counted per value at passing calls,
     * conditioned on (the unary predicates of the calls where a pair had a value), and searched,
     * alone and joined with a unary clause on one of the pair's objects.
     */
    private void checkPairRows() throws Exception {
        MethodOperation append = calls().get(0).method();
        String t = LinkList.class.getName();
        String same = PairPredicate.SAME;
        List<RecordedCall> calls = List.of(
                new RecordedCall(0, 4, append, new int[] {1, 3}, true, List.of(new Predicate(0, "$.isEmpty()", t, 0, false)),
                        List.of(new PairPredicate(0, 1, same, t, t, 0, false))),
                new RecordedCall(1, 2, append, new int[] {0, 1}, true, List.of(new Predicate(0, "$.isEmpty()", t, 1, false)),
                        List.of(new PairPredicate(0, 1, same, t, t, 0, false), new PairPredicate(0, 1, same, t, t, 1, true))),
                new RecordedCall(2, 8, append, new int[] {5, 5}, true, List.of(new Predicate(0, "$.isEmpty()", t, 0, false),
                        new Predicate(1, "$.isEmpty()", t, 0, false)), List.of(new PairPredicate(0, 1, same, t, t, 1, false))));
        try (CampaignStore store = open(CampaignStore.DEFAULT_CAP)) {
            store.insert(calls, id -> LENGTHS[id]);
            store.fillTransitions();
            assertEquals(8, store.predicateRows(), "4 unary and 4 binary rows");
            List<PairCount> counts = store.pairCounts();
            assertEquals(List.of(0L, 1L), counts.stream().map(PairCount::value).toList());
            assertEquals(List.of(2L, 1L), counts.stream().map(PairCount::calls).toList(), "pre-states of passing calls");
            assertEquals(3, counts.get(0).passingCalls());
            List<Observed> given = store.observedGiven(counts.get(0));
            assertEquals(List.of(new Observed(t, counts.get(0).routine(), 0, "$.isEmpty()", 0, 1, 2, 2)), given,
                    "the receiver's emptiness at the two calls whose inputs were not the same object");
            List<String> types = List.of(t);
            assertEquals(List.of(new PairCandidate(1, 1, 0, 1, 3), new PairCandidate(2, 2, 5, 5, 8)),
                    store.searchPairs(same, 1, types, types, false, null, null, 0),
                    "the post-state (through the call) of the shorter sequence first, then the pre-state of the other");
            assertEquals(List.of(new PairCandidate(0, 0, 1, 3, 4)),
                    store.searchPairs(same, 0, types, types, false, "$.isEmpty()", Comparison.EQ, 0),
                    "distinct objects whose first is not empty");
            assertTrue(store.searchPairs(same, 1, types, types, true, "$.isEmpty()", Comparison.EQ, 1).isEmpty());
        }
    }

    /**
     * Two runs add to one kept campaign: ids never collide, each row carries its run, inference
     * reads both runs, the search only the rows of the store that asks.
     */
    /** The statements of the sequences of {@link #calls()}: a list built and appended to, by id. */
    static dev.ferret.core.model.Statement[] statements(int id) {
        try {
            dev.ferret.core.model.Operation make = new dev.ferret.core.model.ConstructorOperation(
                    LinkList.class.getConstructor(int.class), LinkList.class);
            dev.ferret.core.model.Operation one = new dev.ferret.core.model.LiteralOperation(int.class, 1);
            List<dev.ferret.core.model.Statement> out = new java.util.ArrayList<>();
            for (int i = 0; i < LENGTHS[id]; i++) {
                out.add(i % 2 == 0 ? new dev.ferret.core.model.Statement(one, new int[0])
                        : new dev.ferret.core.model.Statement(make, new int[] {i - 1}));
            }
            return out.toArray(dev.ferret.core.model.Statement[]::new);
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * A run that stores its sequences in portable form makes its objects usable by a later run:
     * found by the later run's search once it can rebuild them, under the local ids it gives them;
     * the rows of a run that stored none stay out.
     */
    void checkALaterRunFindsTheObjectsOfAnEarlierOne(CampaignLocation location) throws Exception {
        CampaignStore.prepare(location, "run-a", 1, List.of(LinkList.class.getName()));
        try (CampaignStore a = CampaignStore.join(location, "run-a")) {
            a.insert(calls(), id -> LENGTHS[id]);
            assertEquals(3, a.keepSequences(calls(), CampaignStoreChecks::statements));
            assertEquals(0, a.keepSequences(calls(), CampaignStoreChecks::statements), "each sequence once");
        }
        CampaignStore.prepare(location, "run-b", 2, List.of(LinkList.class.getName()));
        try (CampaignStore b = CampaignStore.join(location, "run-b")) {
            b.insert(calls().subList(2, 3), id -> LENGTHS[id]); // stored without its sequence
            assertEquals(List.of(new Candidate(3, 2, 5, 8)),
                    b.search("$.isEmpty()", List.of(LinkList.class.getName()), Comparison.EQ, 1),
                    "without a way to rebuild them, only its own objects");
            List<String> asked = new java.util.ArrayList<>();
            b.replayWith((writer, seq) -> {
                asked.add(b.steps(writer, seq).lines().count() + " statements");
                return (int) (-2 - seq);
            });
            assertEquals(List.of(new Candidate(1, -3, 1, 2), new Candidate(0, -2, 3, 4), new Candidate(2, -4, 5, 8),
                            new Candidate(3, 2, 5, 8)),
                    b.search("$.isEmpty()", List.of(LinkList.class.getName()), Comparison.EQ, 1),
                    "the first run's objects too, rebuilt under local ids");
            assertEquals(List.of("3 statements", "5 statements", "9 statements"), asked);
            assertEquals(List.of(1L, 0L), b.replayablePassingCalls(List.of(LinkList.class.getName()), 5).stream()
                    .map(StoredCall::seq).toList(), "the passing calls with a stored sequence, shortest first");
            b.replayWith((writer, seq) -> -1);
            assertEquals(List.of(new Candidate(3, 2, 5, 8)),
                    b.search("$.isEmpty()", List.of(LinkList.class.getName()), Comparison.EQ, 1),
                    "a sequence that does not decode here is left out");
        }
    }

    void checkTwoRunsAddToOneCampaign(CampaignLocation location) throws Exception {
        CampaignStore.prepare(location, "run-a", 1, List.of(LinkList.class.getName()));
        try (CampaignStore a = CampaignStore.join(location, "run-a")) {
            a.insert(calls(), id -> LENGTHS[id]);
            a.fillTransitions();
        }
        CampaignStore.prepare(location, "run-b", 2, List.of(LinkList.class.getName()));
        try (CampaignStore b = CampaignStore.join(location, "run-b")) {
            b.insert(calls().subList(0, 2), id -> LENGTHS[id]);
            b.fillTransitions();
            assertEquals(2, b.testCases(), "this store's own rows");
            Observed receiverEmpty = b.observed().stream()
                    .filter(o -> o.role() == 0 && o.name().equals("$.isEmpty()")).findFirst().orElseThrow();
            assertEquals(4, receiverEmpty.passingCalls(), "inference reads the passing calls of both runs");
            assertEquals(List.of(0L, 1L, 3L, 4L), b.passingCalls().stream().map(PassingCall::tid).toList(),
                    "the second run's ids follow the first's");
            assertEquals(List.of(new Candidate(4, 1, 1, 2), new Candidate(3, 0, 3, 4)),
                    b.search("$.isEmpty()", List.of(LinkList.class.getName()), Comparison.EQ, 1),
                    "only the objects this store can rebuild");
            assertEquals(3, b.transitions());
        }
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(location.url(),
                location.user() == null ? "" : location.user(), location.password() == null ? "" : location.password());
             java.sql.Statement s = c.createStatement();
             java.sql.ResultSet r = s.executeQuery("SELECT t.run_id, COUNT(*), MAX(r.seed) FROM testcases t"
                     + " JOIN runs r ON r.run_id = t.run_id GROUP BY t.run_id ORDER BY t.run_id")) {
            List<String> rows = new java.util.ArrayList<>();
            while (r.next()) {
                rows.add(r.getString(1) + ":" + r.getLong(2) + ":" + r.getLong(3));
            }
            assertEquals(List.of("run-a:3:1", "run-b:2:2"), rows, "each row tagged with its registered run");
            assertEquals(Schema.VERSION, Schema.version(c));
        }
    }
}
