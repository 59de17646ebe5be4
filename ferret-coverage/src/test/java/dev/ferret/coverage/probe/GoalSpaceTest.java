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

    @Test
    void shouldFindTheSameClassesInAJarAsInTheDirectory(@org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
        Path dir = testClasses();
        String pkg = Branchy.class.getPackageName().replace('.', '/');
        Path jar = tmp.resolve("classes.jar");
        try (java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(java.nio.file.Files.newOutputStream(jar));
             java.util.stream.Stream<Path> files = java.nio.file.Files.list(dir.resolve(pkg))) {
            for (Path f : (Iterable<Path>) files::iterator) {
                out.putNextEntry(new java.util.zip.ZipEntry(pkg + "/" + f.getFileName()));
                out.write(java.nio.file.Files.readAllBytes(f));
                out.closeEntry();
            }
        }
        List<String> classes = List.of(Branchy.class.getName());
        GoalSpace fromDir = GoalSpace.of(List.of(dir), classes);
        GoalSpace fromJar = GoalSpace.of(List.of(jar), classes);

        assertEquals(2, fromDir.classes().size(), "the class and its nested class");
        assertEquals(fromDir.classes().stream().map(c -> c.name() + "/" + c.classId() + "/" + c.probes()).toList(),
                fromJar.classes().stream().map(c -> c.name() + "/" + c.classId() + "/" + c.probes()).toList());
    }
}
