package dev.ferret.stateful.infer;

import static dev.ferret.stateful.infer.Calls.v;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.stateful.store.PassingCall;
import dev.ferret.stateful.store.Slot;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What the postcondition attack needs from inference (notes §1.7.4): an inferred clause judged on
 * a new call's states, and the conditional preconditions {@code pre(r | A)} of the calls whose
 * pre-state satisfied an implication's antecedent. The paper's {@code append}: every passing call
 * on an empty target had an empty argument, so {@code old(this.isEmpty()) ==> this.size() == old(this.size())} is
 * inferred (no call on an empty target grew it) and {@code other.isEmpty()} is in {@code pre(append | this.isEmpty())}.
 */
class ConditionalContractsTest {

    static final Calls APPEND = Calls.of("L.append(L)", 4)
            .input(0, "$.isEmpty()", v(1, 1, 0, 0), v(1, 1, 0, 0))
            .input(0, "$.size()", v(0, 0, 2, 1), v(0, 0, 5, 1))
            .input(1, "$.isEmpty()", v(1, 1, 0, 1), v(1, 1, 0, 1))
            .input(1, "$.size()", v(0, 0, 3, 0), v(0, 0, 3, 0));

    private static final Slot THIS_EMPTY = new Slot(0, "$.isEmpty()");
    private static final Slot THIS_SIZE = new Slot(0, "$.size()");
    private static final Slot OTHER_EMPTY = new Slot(1, "$.isEmpty()");
    private static final Slot OTHER_SIZE = new Slot(1, "$.size()");

    private static Implication implication(String clause) {
        return new ImplicationInference(Calls.TERMS).infer(APPEND.build()).stream()
                .filter(i -> i.clause().equals(clause)).findFirst()
                .orElseThrow(() -> new AssertionError(clause + " not in "
                        + new ImplicationInference(Calls.TERMS).infer(APPEND.build())));
    }

    @Test
    void shouldJudgeAnImplicationOnANewCallsStates() {
        Implication q = implication("old(this.isEmpty()) ==> this.size() == old(this.size())");
        assertEquals(THIS_EMPTY, q.on());
        Map<Slot, Long> emptyTargetFullArgument = Map.of(THIS_EMPTY, 1L, THIS_SIZE, 0L, OTHER_EMPTY, 0L, OTHER_SIZE, 2L);
        Map<Slot, Long> grown = Map.of(THIS_EMPTY, 0L, THIS_SIZE, 2L, OTHER_EMPTY, 0L, OTHER_SIZE, 2L);
        assertTrue(q.applies(emptyTargetFullArgument));
        assertTrue(q.brokenBy(emptyTargetFullArgument, grown), "A held before, C is false after");
        assertFalse(q.brokenBy(grown, grown), "A did not hold: nothing to break");
        assertFalse(q.brokenBy(emptyTargetFullArgument, emptyTargetFullArgument), "C held");
    }

    @Test
    void shouldJudgeEveryKindOfPostconditionAndSayWhenItCannot() {
        List<Postcondition> posts = new PostconditionInference(Calls.TERMS).infer(APPEND.build());
        Postcondition sum = posts.stream().filter(p -> p.template() == PostTemplate.GREW_BY_OTHER).findFirst()
                .orElseThrow(() -> new AssertionError(posts.toString()));
        assertEquals("this.size() == old(this.size()) + old(other.size())", sum.clause());
        Map<Slot, Long> before = Map.of(THIS_SIZE, 1L, OTHER_SIZE, 2L);
        assertEquals(Boolean.TRUE, sum.holds(before, Map.of(THIS_SIZE, 3L)));
        assertEquals(Boolean.FALSE, sum.holds(before, Map.of(THIS_SIZE, 2L)), "the count was forgotten");
        assertNull(sum.holds(Map.of(THIS_SIZE, 1L), Map.of(THIS_SIZE, 3L)), "other's size was not evaluated");
        Postcondition same = posts.stream().filter(p -> p.clause().equals("other.size() == old(other.size())"))
                .findFirst().orElseThrow();
        assertEquals(Boolean.FALSE, same.holds(Map.of(OTHER_SIZE, 1L), Map.of(OTHER_SIZE, 0L)));
    }

    @Test
    void shouldInferTheConditionalPreconditionsOfTheCallsWhereTheAntecedentHeld() {
        Implication q = implication("old(this.isEmpty()) ==> this.size() == old(this.size())");
        List<PassingCall> whenA = APPEND.build().stream().filter(c -> q.applies(c.pre())).toList();
        assertEquals(2, whenA.size());
        PreconditionInference inference = new PreconditionInference(Set.of("$.isEmpty()"),
                (routine, role) -> role == 0 ? "this" : "other");
        List<String> conditional = inference.inferFrom(whenA).stream().map(Precondition::clause).toList();
        assertTrue(conditional.contains("other.isEmpty()"), conditional.toString());
        assertTrue(conditional.contains("other.size() == 0"), conditional.toString());
        List<String> overall = inference.inferFrom(APPEND.build()).stream().map(Precondition::clause).toList();
        assertFalse(overall.contains("other.isEmpty()"), "not a precondition over all calls: " + overall);
        Precondition p = inference.inferFrom(whenA).stream().filter(x -> x.clause().equals("other.isEmpty()"))
                .findFirst().orElseThrow();
        assertEquals(1, p.role());
        assertEquals(0, p.violationValue(), "an object breaking it: a non-empty argument");
    }
}
