package dev.ferret.stateful.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.examples.stateful.TwoWayTree;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Binary predicates over a call's objects: identity, equality and the observers that take the other object. */
class PairStateTest {

    private static final String T = TwoWayTree.class.getName();

    @Test
    void shouldEvaluateIdentityEqualityAndObserversTakingTheOtherObjectInBothDirections() {
        TwoWayTree child = new TwoWayTree(0).sprout(1);
        TwoWayTree sibling = child.putRight(2);
        List<PairPredicate> out = new ArrayList<>();
        new PairState().evaluate(List.of(TwoWayTree.class, TwoWayTree.class), List.of(child, sibling), true, out);
        assertEquals(List.of(
                new PairPredicate(0, 1, "$ == $", T, T, 0, true),
                new PairPredicate(0, 1, "$.equals($)", T, T, 0, true),
                new PairPredicate(0, 1, "$.isAncestorOf($)", T, T, 0, true),
                new PairPredicate(0, 1, "$.isSiblingOf($)", T, T, 1, true),
                new PairPredicate(1, 0, "$.isAncestorOf($)", T, T, 0, true),
                new PairPredicate(1, 0, "$.isSiblingOf($)", T, T, 1, true)), out);
    }

    @Test
    void shouldSkipPrimitivesNullsAndBoxedValuesAndBoundTheObjects() {
        TwoWayTree root = new TwoWayTree(0);
        TwoWayTree child = root.sprout(1);
        List<PairPredicate> out = new ArrayList<>();
        new PairState().evaluate(List.of(TwoWayTree.class, int.class, Object.class, Object.class, TwoWayTree.class,
                TwoWayTree.class, TwoWayTree.class), java.util.Arrays.asList(root, 3, null, 7, child, new TwoWayTree(5),
                new TwoWayTree(6)), false, out);
        assertTrue(out.stream().allMatch(p -> p.role0() != 1 && p.role1() != 1 && p.role0() != 2 && p.role1() != 3));
        assertTrue(out.stream().noneMatch(p -> p.role0() == 6 || p.role1() == 6),
                "at most " + PairState.MAX_OBJECTS + " objects: the fourth object is left out");
        assertEquals(1, out.stream().filter(p -> p.role0() == 0 && p.role1() == 4 && p.name().equals("$.isAncestorOf($)")
                && p.value() == 1).count(), "the root is the child's ancestor");
    }
}
