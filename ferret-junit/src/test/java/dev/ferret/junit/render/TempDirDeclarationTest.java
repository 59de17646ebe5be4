package dev.ferret.junit.render;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.TestModels;
import java.util.List;
import org.junit.jupiter.api.Test;

class TempDirDeclarationTest {

    private static GeneratedTest readsAFile() {
        TestModels t = TestModels.of("java.nio.file.Files");
        int dir = t.step(new Action.TempDir(), "java.nio.file.Path");
        int name = t.literal("java.lang.String", "a.txt");
        int path = t.call("java.nio.file.Path", "resolve", List.of("java.lang.String"), "java.nio.file.Path", dir,
                name);
        int size = t.callStatic("java.nio.file.Files", "size", List.of("java.nio.file.Path"), "long", path);
        return t.value(size, null, 6L).regression();
    }

    @Test
    void writesTheDirectoryAsTheFieldAndDeclaresItOnlyWhereATestUsesIt() {
        String source = new TestRenderer(JUnitVersion.JUNIT5).render("p", "FilesRegressionTest",
                List.of(readsAFile())).source();
        assertTrue(source.contains("Path path0 = tempDir.resolve(\"a.txt\");"), source);
        assertFalse(source.contains("Path tempDir0"), "no variable of its own: " + source);
        String plain = new TestRenderer(JUnitVersion.JUNIT5).render("p", "ArrayListRegressionTest",
                List.of(TestModels.arrayListAdd())).source();
        assertFalse(plain.contains("TempDir") || plain.contains("layOutTempDir"), plain);
    }

    @Test
    void laysTheDirectoryOutAgainForEveryRepetitionOfAProbe() {
        String probe = TestRenderer.renderProbe("p", "FilesRegressionTest", List.of(readsAFile())).source();
        assertTrue(probe.contains("Path tempDirRoot = tempDir;"), probe);
        assertTrue(probe.contains("if (repetition > 0) {\n"
                + "                tempDir = Files.createTempDirectory(Files.createDirectories(tempDirRoot), \"repetition\");\n"
                + "                layOutTempDir();\n"), probe);
    }
}
