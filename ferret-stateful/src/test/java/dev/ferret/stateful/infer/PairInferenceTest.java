package dev.ferret.stateful.infer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.stateful.store.PairCount;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Binary preconditions: a pair predicate with one value at every passing call, and its clause. */
class PairInferenceTest {

    private final PairInference inference = new PairInference((routine, role) -> role == 0 ? "this" : "other");

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
        assertEquals(List.of("this != other", "other.isAncestorOf(this)"), out.stream().map(PairPrecondition::clause)
                .toList(), "equals took both values, isSiblingOf was not evaluated at every call, one call is too few");
        assertEquals(Template.FALSE, out.get(0).template());
        assertEquals(1, out.get(0).violationValue());
        assertEquals(0, out.get(1).violationValue());
        assertEquals("!this.isSiblingOf(other)", inference.clause(counts.get(3), false));
    }
}
