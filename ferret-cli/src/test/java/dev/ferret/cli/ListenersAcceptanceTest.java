package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on the listener examples of ferret-examples (two of Klein, Flatt and Findler's bug
 * categories): a generated listener that adds an item while {@code Inventory.audit} walks them,
 * and a generated loader that puts into the {@code LoadingCache} inside its
 * {@code computeIfAbsent}, are both found as re-entrant modifications; the twins
 * ({@code SnapshotInventory}, {@code ReentrantCache}) and {@code Pipeline}, whose callbacks'
 * exceptions and nulls propagate, are not accused; the emitted tests compile and the regression
 * tests pass; the summary reports the callback reach.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ListenersAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.listeners";

    private Path work;
    private Path examples;
    private CliRun run;
    private GeneratedSuite suite;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        List<String> args = new java.util.ArrayList<>(List.of("generate", "--classpath", examples.toString(),
                "--time-limit", "15s", "--seed", "0", "--output-dir", work.resolve("out").toString(),
                "--summary-json", work.resolve("summary.json").toString(), "--progress", "never"));
        for (String c : ExamplesAcceptanceTest.classesUnder(PACKAGE)) {
            args.addAll(List.of("--class", c));
        }
        run = CliRun.of(args.toArray(String[]::new));
        suite = new GeneratedSuite(work.resolve("out"));
    }

    private String errorTestOf(String simpleName) throws Exception {
        List<Path> errors = suite.files("Error").stream()
                .filter(p -> p.getFileName().toString().equals(simpleName + "ErrorTest.java")).toList();
        assertEquals(1, errors.size(), simpleName + ": " + run.out());
        return Files.readString(errors.get(0));
    }

    @Test
    void shouldRevealTheListenerThatChangesTheInventoryWhileItIsAudited() throws Exception {
        assertEquals(0, run.exitCode(), run.err());
        String test = errorTestOf("Inventory");
        assertTrue(test.contains("reentrant-modification after dev.ferret.examples.listeners.Inventory.audit"), test);
        assertTrue(test.contains("Inventory.Listener listener"), "a generated listener: " + test);
        assertTrue(Pattern.compile("-> inventory\\d+\\.(add|remove|addListener)\\(").matcher(test).find(),
                "the listener changes the inventory (its items or its listeners): " + test);
    }

    @Test
    void shouldRevealTheLoaderThatReentersTheCache() throws Exception {
        String test = errorTestOf("LoadingCache");
        assertTrue(test.contains("reentrant-modification after dev.ferret.examples.listeners.LoadingCache.get"), test);
        assertTrue(test.contains("LoadingCache.Loader loader"), "a generated loader: " + test);
        assertTrue(Pattern.compile("loadingCache\\d+\\.(put|remove)\\(").matcher(test).find(),
                "the loader calls back into the cache: " + test);
    }

    @Test
    void shouldNotAccuseTheTwinsNorThePipeline() {
        List<String> accused = suite.files("Error").stream().map(p -> p.getFileName().toString()).toList();
        assertEquals(List.of("InventoryErrorTest.java", "LoadingCacheErrorTest.java"),
                accused.stream().sorted().toList(), run.out());
    }

    @Test
    void shouldWriteGeneratedCallbacksThatCompileAndRegressionTestsThatPass() throws Exception {
        List<Path> regression = suite.files("Regression");
        assertFalse(regression.isEmpty(), run.out());
        boolean pipelineCallback = false;
        for (Path p : regression) {
            pipelineCallback |= p.toString().contains("Pipeline") && Files.readString(p).contains("->");
        }
        assertTrue(pipelineCallback, "some Pipeline regression test uses a generated function");
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        RerunResult result = suite.run(regression, classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(result.testsRun() > 0, "regression tests ran");
        assertTrue(result.passed(), "regression tests must pass: " + result.failures() + "\n" + result.log());
    }

    @Test
    void shouldReportThatEveryMethodTakingAnInterfaceWasCalledWithAGeneratedImplementation() throws Exception {
        Matcher line = Pattern.compile("callbacks +(\\d+) of (\\d+) methods taking an interface or abstract "
                + "parameter called with a generated implementation \\((\\d+)%\\)").matcher(run.out());
        assertTrue(line.find(), run.out());
        assertEquals("8", line.group(2), "addListener twice, get twice, Pipeline's four: " + run.out());
        assertEquals(line.group(2), line.group(1), run.out());
        String json = Files.readString(work.resolve("summary.json"));
        assertTrue(json.contains("\"methodsTakingInterfaceOrAbstract\": 8"), json);
        assertTrue(json.contains("\"calledWithGenerated\": 8"), json);
        assertTrue(json.contains("\"neverCalledWithGenerated\": []"), json);
    }
}
