package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ScratchConfinement;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.Statement;
import dev.ferret.core.run.ClassRewriter;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.InProcessEngine;
import dev.ferret.core.run.RunConfig;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on the file-system examples of ferret-examples, in-process: the tests read and write
 * files in a {@code @TempDir} laid out as the run's scratch directory was, the planted bug (the
 * first line of an empty file) is revealed, the correct twin is not accused, the tests compile and
 * the regression tests pass when run again; no value a sequence is given names a file outside the
 * scratch directory.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FilesAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.files";
    /** A string literal of a test: what it names a file with, if anything. */
    private static final Pattern STRING_LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");

    private Path work;
    private Path examples;
    private CliRun run;
    private GeneratedSuite suite;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        List<String> args = new ArrayList<>(List.of("generate", "--classpath", examples.toString(),
                "--time-limit", "10s", "--seed", "0", "--in-process", "--output-dir", work.resolve("out").toString(),
                "--progress", "never"));
        for (String c : classes()) {
            args.addAll(List.of("--class", c));
        }
        run = CliRun.of(args.toArray(String[]::new));
        suite = new GeneratedSuite(work.resolve("out"));
    }

    private static List<String> classes() throws Exception {
        return ExamplesAcceptanceTest.classesUnder(PACKAGE);
    }

    @Test
    void shouldWriteTestsThatUseTheTemporaryDirectory() throws Exception {
        assertEquals(0, run.exitCode(), run.err());
        List<Path> regression = suite.files("Regression");
        assertFalse(regression.isEmpty(), run.out());
        int uses = 0;
        for (Path f : regression) {
            String source = Files.readString(f);
            if (source.contains("tempDir.resolve(")) {
                uses++;
                assertTrue(source.contains("@TempDir\n    Path tempDir;"), source);
                assertTrue(source.contains("void layOutTempDir() throws IOException {"), source);
            }
        }
        assertTrue(uses > 0, "tests of files in the temporary directory: " + suite.files());
    }

    @Test
    void shouldRevealThePlantedBugAndNotAccuseTheCorrectTwin() throws Exception {
        List<Path> errors = suite.files("Error");
        assertTrue(errors.stream().anyMatch(p -> p.getFileName().toString().startsWith("TextFilesError")),
                run.out() + suite.files());
        String text = Files.readString(errors.stream().filter(p -> p.getFileName().toString()
                .startsWith("TextFilesError")).findFirst().orElseThrow());
        assertTrue(text.contains("npe-without-null-input") && text.contains("firstLine"), text);
        assertTrue(text.contains("tempDir.resolve(\"empty.txt\")"), "the empty file reveals it: " + text);
        assertTrue(errors.stream().noneMatch(p -> p.getFileName().toString().startsWith("LineFiles")), run.out());
    }

    @Test
    void shouldNameNoFileOutsideTheTemporaryDirectory() throws Exception {
        for (Path f : suite.files()) {
            String source = Files.readString(f);
            for (String producer : List.of("Path.of(", "Paths.get(", "new File(", "getRootDirectories(",
                    "listRoots(", "user.home", "java.io.tmpdir")) {
                assertFalse(source.contains(producer), producer + " in " + f.getFileName() + ":\n" + source);
            }
            Matcher literal = STRING_LITERAL.matcher(source);
            while (literal.find()) {
                String text = literal.group(1);
                assertFalse(text.startsWith("/") || text.startsWith("..") || text.contains("/../.."),
                        "a path outside the temporary directory, " + text + ", in " + f.getFileName());
            }
        }
    }

    @Test
    void shouldWriteTestsThatCompileAndRegressionTestsThatPassWhenRunAgain() throws Exception {
        Path classes = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("c")));
        RerunResult regression = suite.run(suite.files("Regression"), classes, List.of(examples), JUnitVersion.JUNIT5);
        assertTrue(regression.testsRun() > 0, "regression tests ran");
        assertTrue(regression.passed(), regression.failures() + "\n" + regression.log());
        RerunResult errors = suite.run(suite.files("Error"), classes, List.of(examples), JUnitVersion.JUNIT5);
        assertEquals(errors.testsRun(), errors.failures().size(), "every error-revealing test fails");
    }

    /** Every path and file a call is given, and every string the examples take as a directory. */
    private static final class Inputs implements ValueObserver {
        private final Path scratch;
        private final List<String> outside = new ArrayList<>();
        private final AtomicInteger seen = new AtomicInteger();

        Inputs(Path scratch) {
            this.scratch = scratch;
        }

        @Override
        public void beforeCall(int index, Statement statement, Object[] arguments) {
            boolean underTest = statement.operation().owner() != null;
            for (Object a : arguments) {
                Path named = a instanceof Path p ? p : a instanceof File f ? f.toPath()
                        : underTest && a instanceof String s && statement.operation().memberName().endsWith(".list")
                        ? Path.of(s) : null;
                if (named != null) {
                    seen.incrementAndGet();
                    if (!named.toAbsolutePath().normalize().startsWith(scratch)) {
                        outside.add(statement.operation().memberName() + " given " + named);
                    }
                }
            }
        }
    }

    @Test
    void shouldGiveNoCallAPathOutsideTheScratchDirectory() throws Exception {
        try (ScratchConfinement scratch = ScratchConfinement.create()) {
            Inputs inputs = new Inputs(scratch.scratchDirectory());
            RunConfig config = RunConfig.of(List.of(examples), classes()).withTimeLimit(Duration.ofSeconds(3))
                    .withSeed(0);
            new InProcessEngine(ClassRewriter.NONE, ExecutionWatcher.NONE, inputs).confined(scratch)
                    .run(config, GenerationListener.NOOP);
            assertTrue(inputs.seen.get() > 100, "paths given: " + inputs.seen);
            assertEquals(List.of(), inputs.outside.stream().distinct().limit(10).toList());
        }
    }
}
