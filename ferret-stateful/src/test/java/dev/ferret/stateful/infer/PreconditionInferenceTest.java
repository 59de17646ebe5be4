package dev.ferret.stateful.infer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.Observed;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The templates: what the passing calls showed becomes clauses, and each clause the search that breaks it. */
class PreconditionInferenceTest {

    private static final String R = "L.append(L)";

    private static Observed seen(int role, String name, long min, long max, long evaluations, long calls) {
        return new Observed("L", R, role, name, min, max, evaluations, calls);
    }

    private static List<Precondition> infer(Observed... o) {
        return new PreconditionInference(Set.of("$.isEmpty()", Predicate.NOT_NULL),
                (routine, role) -> role == 0 ? "this" : "other").infer(List.of(o));
    }

    @Test
    void shouldTurnConstantBooleansIntoClausesOfEitherPolarity() {
        List<Precondition> p = infer(seen(0, "$.isEmpty()", 0, 0, 5, 5), seen(1, "$.isEmpty()", 1, 1, 5, 5),
                seen(1, "$.isEmpty()", 0, 1, 5, 5));
        assertEquals(List.of("!this.isEmpty()", "other.isEmpty()"), p.stream().map(Precondition::clause).toList(),
                "a boolean seen both ways gives nothing");
        assertEquals(Comparison.EQ, p.get(0).violation());
        assertEquals(1, p.get(0).violationValue(), "broken by an empty receiver");
        assertEquals(0, p.get(1).violationValue(), "broken by a non-empty argument");
        assertEquals(5, p.get(0).support());
    }

    @Test
    void shouldGiveIntegersEqualityWhenConstantAndBoundsOtherwise() {
        List<Precondition> p = infer(seen(0, "$.size()", 0, 0, 3, 3), seen(1, "$.size()", 1, 4, 3, 3));
        assertEquals(List.of("this.size() == 0", "other.size() >= 1", "other.size() <= 4"),
                p.stream().map(Precondition::clause).toList());
        assertEquals(List.of(Comparison.NE, Comparison.LT, Comparison.GT),
                p.stream().map(Precondition::violation).toList());
        assertEquals(List.of(0L, 1L, 4L), p.stream().map(Precondition::violationValue).toList());
    }

    @Test
    void shouldInferNullnessAndPrimitiveValues() {
        List<Precondition> p = infer(seen(1, Predicate.NOT_NULL, 1, 1, 4, 4), seen(1, Predicate.ITSELF, 7, 7, 4, 4));
        assertEquals(List.of("other != null", "other == 7"), p.stream().map(Precondition::clause).toList());
        assertEquals(Template.NOT_NULL, p.get(0).template());
        assertEquals(0, p.get(0).violationValue(), "broken by a stored null");
    }

    @Test
    void shouldRequireEveryPassingCallAndMinimumSupport() {
        assertEquals(List.of(), infer(seen(0, "$.isEmpty()", 0, 0, 4, 5)), "not evaluated in one passing call");
        assertEquals(List.of(), infer(seen(0, "$.isEmpty()", 0, 0, 1, 1)), "one call is no support");
    }

    @Test
    void shouldLeaveOutBoundsACountAlreadyHas() {
        List<Precondition> p = infer(seen(0, "$.size()", 0, 4, 3, 3), seen(1, "$.length()", 2, 9, 3, 3),
                seen(1, Predicate.ITSELF, Long.MIN_VALUE, Long.MAX_VALUE, 3, 3));
        assertEquals(List.of("this.size() <= 4", "other.length() >= 2", "other.length() <= 9"),
                p.stream().map(Precondition::clause).toList(), "size() >= 0 and a long's range are no clauses");
    }
}
