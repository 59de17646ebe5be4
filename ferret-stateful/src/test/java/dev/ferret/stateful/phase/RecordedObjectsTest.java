package dev.ferret.stateful.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.examples.stateful.LinkList;
import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.Condition;
import dev.ferret.stateful.store.PairCandidate;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The database's object search over the recorded calls in memory: the shortest sequence first,
 * a pre-state (the object before the call) before the post-state (replayed through it), a failing
 * call's pre-state only; conditions on the same object in the same state; the cap; the ranges.
 */
class RecordedObjectsTest {

    /** The sequences' lengths: 0 has 5 statements, 1 has 3, 2 has 9. */
    private static final int[] LENGTHS = {5, 3, 9};
    private static final List<String> LIST = List.of(LinkList.class.getName());

    private static RecordedObjects objects(int cap) throws Exception {
        return new RecordedObjects(OwnCallsTest.calls(), id -> LENGTHS[id], cap);
    }

    @Test
    void shouldFindObjectsShortestSequenceFirstBeforeAndAfterTheirCalls() throws Exception {
        assertEquals(List.of(new Candidate(1, 1, 0, 2), new Candidate(1, 1, 0, 3), new Candidate(0, 0, 1, 4),
                new Candidate(0, 0, 1, 5), new Candidate(2, 2, 5, 8)),
                objects(45).find(new Condition("$.size()", Comparison.GT, 0), LIST, List.of()),
                "sequence 1 (3 statements) first, each pre-state before its post-state; the failing call's"
                        + " receiver as it found it");
        assertEquals(List.of(new Candidate(1, 1, 0, 2), new Candidate(1, 1, 0, 3)),
                objects(2).find(new Condition("$.size()", Comparison.GT, 0), LIST, List.of()), "the cap");
        assertEquals(List.of(), objects(45).find(new Condition("$.size()", Comparison.GT, 0), List.of("other.Type"),
                List.of()));
    }

    @Test
    void shouldAskTheSameObjectInTheSameStateForTheOtherConditions() throws Exception {
        assertEquals(List.of(new Candidate(0, 0, 1, 4)), objects(45).find(new Condition("$.size()", Comparison.GT, 1),
                LIST, List.of(new Condition("$.isEmpty()", Comparison.EQ, 0))),
                "size 2 and not empty before call 0; after it isEmpty was not evaluated; the argument's size is 0");
    }

    @Test
    void shouldGiveEachPredicatesRangeByTypeAndTheTypes() throws Exception {
        RecordedObjects o = objects(45);
        assertEquals(List.of(0L, 7L), Arrays.stream(o.ranges().get("$.size()").get(LinkList.class.getName())).boxed()
                .toList());
        assertEquals(LIST, o.types());
    }

    @Test
    void shouldFindTheObjectsClosestToABoundFirst() throws Exception {
        assertEquals(List.of(new Candidate(2, 2, 5, 8), new Candidate(0, 0, 1, 4), new Candidate(0, 0, 1, 5),
                new Candidate(1, 1, 0, 2), new Candidate(1, 1, 0, 3), new Candidate(0, 0, 3, 4)),
                objects(45).find(new Condition("$.size()", Comparison.LT, 8), LIST, List.of()),
                "size 7 (the longest sequence) before the sizes 2, 1 and 0: the nearest that breaks size() >= 8");
        assertEquals(List.of(new Candidate(1, 1, 0, 2)),
                objects(1).find(new Condition("$.size()", Comparison.GT, 0), LIST, List.of()),
                "size 1 before size 2, then the shortest sequence, within the cap");
    }

    @Test
    void shouldFindPairsWithABinaryValueShortestSequenceFirstFromOneState() throws Exception {
        List<RecordedCall> calls = new java.util.ArrayList<>(OwnCallsTest.calls());
        String t = LinkList.class.getName();
        RecordedCall c0 = calls.get(0);
        RecordedCall c1 = calls.get(1);
        RecordedCall c2 = calls.get(2);
        calls.set(0, new RecordedCall(c0.sequence(), c0.at(), c0.method(), c0.inputs(), true, c0.predicates(),
                List.of(new PairPredicate(0, 1, "$.equals($)", t, t, 0, false),
                        new PairPredicate(0, 1, "$.equals($)", t, t, 1, true))));
        calls.set(1, new RecordedCall(c1.sequence(), c1.at(), c1.method(), c1.inputs(), true, c1.predicates(),
                List.of(new PairPredicate(0, 1, "$.equals($)", t, t, 1, false))));
        calls.set(2, new RecordedCall(c2.sequence(), c2.at(), c2.method(), c2.inputs(), false, c2.predicates(),
                List.of(new PairPredicate(0, 1, "$.equals($)", t, t, 1, false),
                        new PairPredicate(0, 1, "$.equals($)", t, t, 1, true))));
        RecordedObjects o = new RecordedObjects(calls, id -> LENGTHS[id], 45);
        assertEquals(List.of(new PairCandidate(1, 1, 0, 1, 2), new PairCandidate(0, 0, 1, 3, 5),
                new PairCandidate(2, 2, 5, 6, 8)), o.findPairs("$.equals($)", 1, LIST, LIST),
                "sequence 1 first; call 0's post-state (through the call); the failing call's pre-state only");
        assertEquals(List.of(new PairCandidate(0, 0, 1, 3, 4)), o.findPairs("$.equals($)", 0, LIST, LIST));
        assertEquals(List.of(), o.findPairs("$.equals($)", 1, LIST, List.of("other.Type")));
    }
}
