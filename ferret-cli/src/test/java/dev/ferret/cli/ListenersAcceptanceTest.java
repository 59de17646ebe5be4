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

    /** Sequences per generation: the limit that binds (not the time), so the seed fixes the outcome. */
    private static final String SEQUENCES = "5000";

    private Path work;
    private Path examples;
    private CliRun inventories;
    private CliRun callbacks;
    private GeneratedSuite inventorySuite;
    private GeneratedSuite callbackSuite;

    /**
     * Two generations (the notifying inventories, then the caches and the pipeline): each bug
     * needs its own state built by random calls, and the fewer operations a run selects among,
     * the sooner it is; Inventory's took over 12,000 sequences among all five classes at seed 0.
     */
    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        inventories = generate("inventories", "Inventory", "SnapshotInventory");
        inventorySuite = new GeneratedSuite(work.resolve("inventories"));
        callbacks = generate("callbacks", "LoadingCache", "ReentrantCache", "Pipeline");
        callbackSuite = new GeneratedSuite(work.resolve("callbacks"));
    }

    private CliRun generate(String out, String... classes) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("generate", "--classpath", examples.toString(),
                "--time-limit", "15s", "--sequence-limit", SEQUENCES, "--seed", "0",
                "--output-dir", work.resolve(out).toString(),
                "--summary-json", work.resolve(out + ".json").toString(), "--progress", "never"));
        for (String c : classes) {
            args.addAll(List.of("--class", PACKAGE + "." + c));
        }
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.err());
        return run;
    }

    private static String errorTestOf(GeneratedSuite suite, CliRun run, String simpleName) throws Exception {
        List<Path> errors = suite.files("Error").stream()
                .filter(p -> p.getFileName().toString().equals(simpleName + "ErrorTest.java")).toList();
        assertEquals(1, errors.size(), simpleName + ": " + run.out());
        return Files.readString(errors.get(0));
    }

    @Test
    void shouldRevealTheListenerThatChangesTheInventoryWhileItIsAudited() throws Exception {
        String test = errorTestOf(inventorySuite, inventories, "Inventory");
        assertTrue(test.contains("reentrant-modification after dev.ferret.examples.listeners.Inventory.audit"), test);
        assertTrue(test.contains("Inventory.Listener listener"), "a generated listener: " + test);
        assertTrue(Pattern.compile("-> (\\{\\s+if \\(listener\\d+Calls\\[0]\\+\\+ < [123]\\) \\{\\s+)?"
                + "(arg0|inventory\\d+)\\.(add|remove|addListener)\\(").matcher(test).find(),
                "the listener changes the inventory (its items or its listeners): " + test);
    }

    @Test
    void shouldRevealTheLoaderThatReentersTheCache() throws Exception {
        String test = errorTestOf(callbackSuite, callbacks, "LoadingCache");
        assertTrue(test.contains("reentrant-modification after dev.ferret.examples.listeners.LoadingCache.get"), test);
        assertTrue(test.contains("LoadingCache.Loader loader"), "a generated loader: " + test);
        assertTrue(Pattern.compile("loadingCache\\d+\\.(put|remove)\\(").matcher(test).find(),
                "the loader calls back into the cache: " + test);
    }

    @Test
    void shouldNotAccuseTheTwinsNorThePipeline() {
        assertEquals(List.of("InventoryErrorTest.java"), inventorySuite.files("Error").stream()
                .map(p -> p.getFileName().toString()).toList(), inventories.out());
        assertEquals(List.of("LoadingCacheErrorTest.java"), callbackSuite.files("Error").stream()
                .map(p -> p.getFileName().toString()).toList(), callbacks.out());
    }

    @Test
    void shouldWriteGeneratedCallbacksThatCompileAndRegressionTestsThatPass() throws Exception {
        boolean pipelineCallback = false;
        for (Path p : callbackSuite.files("Regression")) {
            pipelineCallback |= p.toString().contains("Pipeline") && Files.readString(p).contains("->");
        }
        assertTrue(pipelineCallback, "some Pipeline regression test uses a generated function");
        boolean listener = false;
        for (Path p : inventorySuite.files("Regression")) {
            listener |= Files.readString(p).contains("Listener listener");
        }
        assertTrue(listener, "some inventory regression test uses a listener");
        for (GeneratedSuite suite : List.of(inventorySuite, callbackSuite)) {
            List<Path> regression = suite.files("Regression");
            Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5,
                    Files.createTempDirectory(work, "classes"));
            RerunResult result = suite.run(regression, classes, List.of(examples), JUnitVersion.JUNIT5);
            assertTrue(result.testsRun() > 0, "regression tests ran");
            assertTrue(result.passed(), "regression tests must pass: " + result.failures() + "\n" + result.log());
        }
    }

    @Test
    void shouldReportThatEveryMethodTakingAnInterfaceWasCalledWithAGeneratedImplementation() throws Exception {
        assertReach(inventories, 2, "the two addListener methods");
        assertReach(callbacks, 6, "get twice, Pipeline's apply, twice, length and supply");
        String json = Files.readString(work.resolve("callbacks.json"));
        assertTrue(json.contains("\"methodsTakingInterfaceOrAbstract\": 6"), json);
        assertTrue(json.contains("\"calledWithGenerated\": 6"), json);
        assertTrue(json.contains("\"neverCalledWithGenerated\": []"), json);
    }

    private static void assertReach(CliRun run, int methods, String which) {
        Matcher line = Pattern.compile("callbacks +(\\d+) of (\\d+) methods taking an interface or abstract "
                + "parameter called with a generated implementation \\((\\d+)%\\)").matcher(run.out());
        assertTrue(line.find(), run.out());
        assertEquals(String.valueOf(methods), line.group(2), which + ": " + run.out());
        assertEquals(line.group(2), line.group(1), run.out());
    }
}
