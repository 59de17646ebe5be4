package dev.ferret.stateful.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.examples.stateful.LinkList;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.Condition;
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
}
