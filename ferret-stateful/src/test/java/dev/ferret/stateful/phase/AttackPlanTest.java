package dev.ferret.stateful.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.stateful.infer.Precondition;
import dev.ferret.stateful.infer.Template;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import dev.ferret.stateful.store.Condition;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The attack plan: which clause first, whether a stored object breaks one (from the value ranges),
 * and what the object that breaks one must also satisfy.
 */
class AttackPlanTest {

    private static final String R = "L.addAll(L)";

    private static Precondition pre(int role, String name, Template t, long c, long support) {
        return new Precondition("L", R, role, name, t, c, support, name + " " + t + " " + c);
    }

    @Test
    void shouldTellFromTheRangesWhetherAStoredObjectBreaksAClause() {
        AttackPlan plan = new AttackPlan(Map.of("$.size()", Map.of("L", new long[] {0, 4}, "M", new long[] {7, 9}),
                "$.isEmpty()", Map.of("L", new long[] {0, 0})));
        Precondition atMost = pre(0, "$.size()", Template.AT_MOST, 5, 3);
        assertFalse(plan.stored(atMost.broken(), List.of("L")), "every stored L has size 4 or less");
        assertTrue(plan.stored(atMost.broken(), List.of("L", "M")), "an M of size 7 breaks it");
        assertFalse(plan.stored(pre(0, "$.isEmpty()", Template.FALSE, 0, 3).broken(), List.of("L")),
                "no stored L was empty");
        assertTrue(plan.stored(pre(0, "$.isEmpty()", Template.TRUE, 0, 3).broken(), List.of("L")));
        assertFalse(plan.stored(pre(0, "$.hash()", Template.TRUE, 0, 3).broken(), List.of("L")), "never evaluated");
        assertTrue(AttackPlan.within(new Condition("q", Comparison.NE, 3), 3, 4));
        assertFalse(AttackPlan.within(new Condition("q", Comparison.NE, 3), 3, 3));
        assertTrue(AttackPlan.within(new Condition("q", Comparison.EQ, 3), 1, 4));
        assertFalse(AttackPlan.within(new Condition("q", Comparison.LT, 1), 1, 4));
    }

    @Test
    void shouldAttackBreakableClausesWithFewSupportingCallsFirstAndNullnessLast() {
        Precondition notNull = pre(1, Predicate.NOT_NULL, Template.NOT_NULL, 0, 2);
        Precondition wellSupported = pre(0, "$.size()", Template.AT_MOST, 9, 40);
        Precondition weak = pre(0, "$.isEmpty()", Template.FALSE, 0, 3);
        Precondition unbreakable = pre(1, "$.isEmpty()", Template.TRUE, 0, 2);
        List<Precondition> order = AttackPlan.order(List.of(notNull, wellSupported, weak, unbreakable),
                p -> p != unbreakable);
        assertEquals(List.of(weak, wellSupported, notNull, unbreakable), order);
    }

    @Test
    void shouldAskTheObjectThatBreaksAClauseToHoldTheOthersOnItsInput() {
        Precondition size = pre(0, "$.size()", Template.AT_MOST, 9, 4);
        Precondition notEmpty = pre(0, "$.isEmpty()", Template.FALSE, 0, 4);
        Precondition least = pre(0, "$.size()", Template.AT_LEAST, 2, 4);
        Precondition other = pre(1, "$.isEmpty()", Template.TRUE, 0, 4);
        Precondition notNull = pre(1, Predicate.NOT_NULL, Template.NOT_NULL, 0, 4);
        List<Precondition> all = List.of(size, notEmpty, least, other, notNull);
        assertEquals(List.of(new Condition("$.isEmpty()", Comparison.EQ, 0), new Condition("$.size()", Comparison.GT, 1)),
                AttackPlan.others(size, all), "not itself, not another input's, and size >= 2 as size > 1");
        assertEquals(List.of(), AttackPlan.others(notNull, all), "a null has no other predicates");
        assertEquals(List.of(new Condition("$.isEmpty()", Comparison.EQ, 1)), AttackPlan.others(
                pre(1, "$.size()", Template.EQUALS, 0, 4), all));
    }
}
