package dev.ferret.coverage.probe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CoverageMeter;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.coverage.fixture.Branchy;
import java.util.List;
import org.junit.jupiter.api.Test;

class CoverageSessionTest {

    @Test
    void shouldReadTheGoalsOfWhatRanSinceTheLastRead() throws Exception {
        GoalSpace space = GoalSpace.of(List.of(GoalSpaceTest.testClasses()), List.of(Branchy.class.getName()));
        try (CoverageSession session = CoverageSession.open(space)) {
            Class<?> branchy = new FixtureLoader(session.rewriter()).loadClass(Branchy.class.getName());
            Object b = branchy.getConstructor().newInstance();
            CoverageMeter meter = session.meter();
            meter.clear();

            assertEquals("positive", branchy.getMethod("sign", int.class).invoke(b, 5));
            Coverage positive = meter.read();
            assertEquals("not positive", branchy.getMethod("sign", int.class).invoke(b, -5));
            Coverage negative = meter.read();

            assertFalse(positive.isEmpty());
            assertFalse(negative.isEmpty());
            assertNotEquals(positive, negative, "the two branches reach different probes");
            assertTrue(meter.read().isEmpty(), "a read clears the probes");
            for (int i = 0; i < positive.size(); i++) {
                assertEquals(0, space.classOf(positive.goal(i)), "only Branchy's own probes");
            }
        }
    }

    @Test
    void shouldCountNestedClassesInTheirOwnRangeOfGoals() throws Exception {
        GoalSpace space = GoalSpace.of(List.of(GoalSpaceTest.testClasses()), List.of(Branchy.class.getName()));
        try (CoverageSession session = CoverageSession.open(space)) {
            Class<?> branchy = new FixtureLoader(session.rewriter()).loadClass(Branchy.class.getName());
            Object inner = branchy.getMethod("inner").invoke(branchy.getConstructor().newInstance());
            session.meter().clear();

            inner.getClass().getMethod("even", int.class).invoke(inner, 4);
            Coverage reached = session.meter().read();

            assertFalse(reached.isEmpty());
            for (int i = 0; i < reached.size(); i++) {
                assertEquals(1, space.classOf(reached.goal(i)));
            }
        }
    }

    @Test
    void shouldLeaveClassesOutsideTheGoalSpaceAsTheyAre() throws Exception {
        GoalSpace space = GoalSpace.of(List.of(GoalSpaceTest.testClasses()), List.of(Branchy.class.getName()));
        try (CoverageSession session = CoverageSession.open(space)) {
            byte[] bytes = {1, 2, 3};
            assertArrayEquals(bytes, session.rewriter().rewrite("some.Other", bytes));
            assertEquals(List.of("dev.ferret.coverage.runtime."), session.rewriter().runtimePackages());
        }
    }
}
