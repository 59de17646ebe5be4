package dev.ferret.stateful.infer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.stateful.store.PairCount;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Binary preconditions: a pair predicate with one value at every passing call, and its clause;
 * not the relations the value pool makes by itself.
 */
class PairInferenceTest {

    /** In {@code T.same(T)}, every call had one object in both places; elsewhere two. */
    private final PairInference inference = new PairInference((routine, role) -> role == 0 ? "this" : "other",
            (routine, role0, role1) -> !routine.equals("T.same(T)"));

    @Test
    void shouldInferAPairPredicateWithOneValueAtEveryPassingCall() {
        String r = "T.merge(T)";
        List<PairCount> counts = List.of(
                new PairCount("T", r, 0, 1, "$ == $", 0, 5, 5),
                new PairCount("T", r, 0, 1, "$.equals($)", 0, 3, 5),
                new PairCount("T", r, 0, 1, "$.equals($)", 1, 2, 5),
                new PairCount("T", r, 0, 1, "$.isSiblingOf($)", 0, 4, 5),
                new PairCount("T", r, 1, 0, "$.isAncestorOf($)", 1, 5, 5),
                new PairCount("T", "T.other(T)", 0, 1, "$ == $", 0, 1, 1));
        List<PairPrecondition> out = inference.infer(counts);
        assertEquals(List.of("other.isAncestorOf(this)"), out.stream().map(PairPrecondition::clause).toList(),
                "this != other is the pool's, equals took both values, isSiblingOf was not evaluated at every call,"
                        + " one call is too few");
        assertEquals(Template.TRUE, out.get(0).template());
        assertEquals(0, out.get(0).violationValue());
        assertEquals("!this.isSiblingOf(other)", inference.clause(counts.get(3), false));
        assertEquals("this != other", inference.clause(counts.get(0), false));
    }

    @Test
    void shouldLeaveOutDistinctnessAndRelationsOfOneObjectInTwoPlaces() {
        List<PairCount> counts = List.of(
                new PairCount("T", "T.collate(T)", 0, 1, "$ == $", 0, 5, 5),
                new PairCount("T", "T.collate(T)", 0, 1, "$.equals($)", 0, 5, 5),
                new PairCount("T", "T.collate(T)", 0, 1, "$.isSiblingOf($)", 0, 5, 5),
                new PairCount("T", "T.same(T)", 0, 1, "$ == $", 1, 5, 5),
                new PairCount("T", "T.same(T)", 0, 1, "$.contains($)", 0, 5, 5));
        assertEquals(List.of("!this.isSiblingOf(other)"),
                inference.infer(counts).stream().map(PairPrecondition::clause).toList());
    }
}
