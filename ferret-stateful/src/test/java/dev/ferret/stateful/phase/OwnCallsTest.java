package dev.ferret.stateful.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.examples.stateful.LinkList;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.store.Observed;
import dev.ferret.stateful.store.PairCount;
import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Inference's input from the recorded calls: per routine, input and predicate, the range and
 * count over the passing calls' pre-states (a failing call left out), ordered by class, routine,
 * input and name; and each passing call's states.
 */
class OwnCallsTest {

    static List<RecordedCall> calls() throws NoSuchMethodException {
        MethodOperation append = new MethodOperation(LinkList.class.getMethod("append", LinkList.class),
                LinkList.class, LinkList.class, false);
        String t = LinkList.class.getName();
        return List.of(
                new RecordedCall(0, 4, append, new int[] {1, 3}, true, List.of(
                        new Predicate(1, "$.size()", t, 0, false), new Predicate(0, "$.size()", t, 2, false),
                        new Predicate(0, "$.isEmpty()", t, 0, false), new Predicate(0, "$.size()", t, 2, true))),
                new RecordedCall(1, 2, append, new int[] {0, 1}, true, List.of(
                        new Predicate(0, "$.size()", t, 1, false), new Predicate(0, "$.size()", t, 1, true))),
                new RecordedCall(2, 8, append, new int[] {5, 6}, false, List.of(
                        new Predicate(0, "$.size()", t, 7, false))));
    }

    @Test
    void shouldAggregateThePassingCallsPreStatesAsTheDatabaseDoes() throws Exception {
        String t = LinkList.class.getName();
        String r = calls().get(0).method().signature();
        assertEquals(List.of(new Observed(t, r, 0, "$.isEmpty()", 0, 0, 1, 2), new Observed(t, r, 0, "$.size()", 1, 2, 2, 2),
                new Observed(t, r, 1, "$.size()", 0, 0, 1, 2)), OwnCalls.observed(calls()),
                "the failing call's size 7 left out; isEmpty evaluated in one of two passing calls");
    }

    @Test
    void shouldGiveEachPassingCallsStates() throws Exception {
        List<PassingCall> passing = OwnCalls.passingCalls(calls());
        assertEquals(List.of(0L, 1L), passing.stream().map(PassingCall::tid).toList());
        assertEquals(Map.of(new Slot(0, "$.size()"), 2L), passing.get(0).post());
        assertEquals(Map.of(new Slot(0, "$.size()"), 1L), passing.get(1).pre());
    }

    @Test
    void shouldCountThePassingCallsBinaryValuesBeforeTheCallAsTheDatabaseDoes() throws Exception {
        String t = LinkList.class.getName();
        List<RecordedCall> calls = new java.util.ArrayList<>();
        for (RecordedCall c : calls()) {
            calls.add(new RecordedCall(c.sequence(), c.at(), c.method(), c.inputs(), c.passed(), c.predicates(),
                    List.of(new PairPredicate(0, 1, "$.equals($)", t, t, c.sequence() == 1 ? 1 : 0, false),
                            new PairPredicate(0, 1, "$.equals($)", t, t, 1, true))));
        }
        String r = calls.get(0).method().signature();
        assertEquals(List.of(new PairCount(t, r, 0, 1, "$.equals($)", 0, 1, 2),
                new PairCount(t, r, 0, 1, "$.equals($)", 1, 1, 2)), OwnCalls.pairCounts(calls),
                "one passing call each way; the failing call and the post-states left out");
    }
}
