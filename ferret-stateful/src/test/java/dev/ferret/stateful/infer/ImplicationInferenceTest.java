package dev.ferret.stateful.infer;

import static dev.ferret.stateful.infer.Calls.v;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.stateful.record.Predicate;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Implications: postconditions that hold on one side of a boolean pre-state predicate but not overall. */
class ImplicationInferenceTest {

    private static List<Implication> infer(Calls c) {
        return new ImplicationInference(Calls.TERMS).infer(c.build());
    }

    private static List<String> clauses(Calls c) {
        return infer(c).stream().map(Implication::clause).toList();
    }

    static final Calls TOGGLE = Calls.of("L.fill()", 4)
            .input(0, "$.isEmpty()", v(1, 1, 0, 0), v(0, 0, 0, 0))
            .input(0, "$.size()", v(0, 0, 2, 5), v(1, 1, 2, 5));

    static final Calls MERGE = Calls.of("L.merge(L)", 4)
            .input(0, "$.size()", v(1, 2, 3, 4), v(3, 5, 3, 4))
            .input(1, Predicate.NOT_NULL, v(1, 1, 0, 0), v(1, 1, 0, 0));

    @Test
    void shouldSplitOnABooleanOfThePreStateAndKeepWhatHoldsOnOneSideOnly() {
        assertEquals(List.of("old(this.isEmpty()) ==> this.isEmpty() == !old(this.isEmpty())",
                "old(this.isEmpty()) ==> this.size() == old(this.size()) + 1",
                "old(this.isEmpty()) ==> this.size() == 1",
                "!old(this.isEmpty()) ==> this.isEmpty() == old(this.isEmpty())",
                "!old(this.isEmpty()) ==> this.size() == old(this.size())"), clauses(TOGGLE),
                "!this.isEmpty() and this.size() >= old(this.size()) hold overall: not implications");
        List<Implication> i = infer(TOGGLE);
        assertEquals(2, i.get(0).support(), "the calls of its side");
        assertEquals(EnumSet.allOf(Implication.Antecedent.class), EnumSet.copyOf(i.stream()
                .map(Implication::antecedent).toList()));
    }

    @Test
    void shouldSplitOnNullness() {
        assertEquals(List.of("other != null ==> this.size() > old(this.size())",
                "other == null ==> this.size() == old(this.size())"), clauses(MERGE));
    }

    @Test
    void shouldNeedSupportOnBothSides() {
        assertEquals(List.of(), clauses(Calls.of("L.fill()", 3).input(0, "$.isEmpty()", v(1, 0, 0), v(0, 0, 0))
                .input(0, "$.size()", v(0, 2, 5), v(1, 2, 5))), "one call where the list was empty is no support");
    }

    @Test
    void shouldCapImplicationsPerRoutine() {
        Calls many = Calls.of("L.reset()", 4);
        for (String k : List.of("A", "B", "C", "D", "E")) {
            many.input(0, "$.is" + k + "()", v(1, 1, 0, 0), v(0, 0, 0, 0));
        }
        List<Implication> i = infer(many);
        assertEquals(ImplicationInference.MAX_PER_ROUTINE, i.size());
        assertEquals(Set.of("old(this.isA())", "!old(this.isA())"), Set.copyOf(i.stream().map(Implication::condition).toList()),
                "the first antecedent already gives ten (five flips, five unchanged)");
    }
}
