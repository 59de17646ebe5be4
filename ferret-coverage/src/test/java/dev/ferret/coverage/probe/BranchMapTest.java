package dev.ferret.coverage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.BranchPoint;
import dev.ferret.core.execution.CoverageMeter;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.coverage.fixture.Branchy;
import dev.ferret.coverage.fixture.Wordy;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class BranchMapTest {

    private static BitSet goalsOf(Coverage c) {
        BitSet b = new BitSet();
        for (int i = 0; i < c.size(); i++) {
            b.set(c.goal(i));
        }
        return b;
    }

    /** The branch points some of whose edges are in {@code reached} and others not. */
    private static long halfDecided(List<BranchPoint> points, BitSet reached) {
        return points.stream().map(BranchPoint::goals).filter(p -> {
            long in = java.util.Arrays.stream(p).filter(reached::get).count();
            return in > 0 && in < p.length;
        }).count();
    }

    @Test
    void shouldFindTheBranchPointOfAConditionAndItsTwoEdges() throws Exception {
        GoalSpace space = GoalSpace.of(List.of(GoalSpaceTest.testClasses()), List.of(Branchy.class.getName()));
        List<BranchPoint> points = BranchMap.of(space).branchPoints();
        assertEquals(2, points.size(), "sign's if, and the even test of the nested class");
        assertEquals(List.of(0), points.get(0).compared(), "x > 0 compares against zero");
        try (CoverageSession session = CoverageSession.open(space)) {
            CoverageMeter meter = session.meter();
            assertEquals(points.size(), meter.branchPoints().size(), "the meter knows them");
            Class<?> branchy = new FixtureLoader(session.rewriter()).loadClass(Branchy.class.getName());
            Object b = branchy.getConstructor().newInstance();
            meter.clear();

            branchy.getMethod("sign", int.class).invoke(b, 5);
            BitSet positive = goalsOf(meter.read());
            branchy.getMethod("sign", int.class).invoke(b, -5);
            BitSet both = goalsOf(meter.read());
            both.or(positive);

            assertEquals(1, halfDecided(points, positive), "x > 0 decided one way: the point is half decided");
            assertEquals(0, halfDecided(points, both), "decided both ways");
            assertTrue(points.stream().map(BranchPoint::goals)
                    .anyMatch(p -> p.length == 2 && both.get(p[0]) && both.get(p[1])));
        }
    }

    @Test
    void shouldKnowTheConstantsAConditionComparesAgainstAndItsMethodsGoals() throws Exception {
        GoalSpace space = GoalSpace.of(List.of(GoalSpaceTest.testClasses()), List.of(Wordy.class.getName()));
        List<BranchPoint> points = BranchMap.of(space).branchPoints();

        assertEquals(3, points.size(), "classify's if and switch, big's comparison");
        assertEquals(List.of("stop"), points.get(0).compared(), "the text classify compares against");
        assertEquals(List.of(3, 7), points.get(1).compared(), "the switch's keys");
        assertEquals(List.of(1000), points.get(2).compared(), "the bound big compares against");
        for (BranchPoint p : points) {
            for (int g : p.goals()) {
                assertTrue(p.inMethod(g), "the method's goals hold the point's");
            }
        }
        assertTrue(points.get(0).inMethod(points.get(1).goals()[0]), "one method");
        assertFalse(points.get(0).inMethod(points.get(2).goals()[0]), "classify's goals end before big's");
    }
}
