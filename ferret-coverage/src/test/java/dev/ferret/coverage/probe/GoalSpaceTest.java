package dev.ferret.coverage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.coverage.fixture.Branchy;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class GoalSpaceTest {

    static Path testClasses() throws URISyntaxException {
        return Path.of(Branchy.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void shouldNumberTheProbesOfAClassAndItsNestedClassesInNameOrder() throws Exception {
        GoalSpace space = GoalSpace.of(List.of(testClasses()), List.of(Branchy.class.getName()));

        assertEquals(List.of(Branchy.class.getName(), Branchy.Inner.class.getName()),
                space.classes().stream().map(GoalSpace.ClassGoals::name).toList());
        GoalSpace.ClassGoals outer = space.classes().get(0);
        GoalSpace.ClassGoals inner = space.classes().get(1);
        assertEquals(0, outer.firstGoal());
        assertEquals(outer.probes(), inner.firstGoal());
        assertEquals(outer.probes() + inner.probes(), space.goals());
        assertEquals(1, space.classOf(inner.firstGoal()));
        assertEquals(0, space.classOf(inner.firstGoal() - 1));
        assertEquals(-1, space.indexOf("dev.ferret.coverage.fixture.Unknown"));
    }

    @Test
    void shouldHaveNoGoalsForClassesNotOnTheClasspath() throws Exception {
        GoalSpace space = GoalSpace.of(List.of(testClasses()), List.of("no.such.Clazz"));

        assertEquals(0, space.goals());
        assertTrue(space.classes().isEmpty());
    }
}
