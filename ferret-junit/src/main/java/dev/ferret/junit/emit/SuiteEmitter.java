package dev.ferret.junit.emit;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.core.execution.EnvironmentVariant;
import dev.ferret.junit.flaky.FlakyFilter;
import dev.ferret.junit.flaky.UnstableMembers;
import dev.ferret.junit.layout.TestLayout;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.render.TestRenderer;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.junit.runtime.TestRuntime;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Collects generated tests and writes them as JUnit test classes, one group of files per class
 * under test and kind (regression or error-revealing).
 *
 * <p>Use: {@link #accept} every test as it is found, call {@link #flush} now and then to
 * persist what is new (files are replaced atomically), and call {@link #finish} at the end. That
 * compiles every file and drops the tests that do not compile, re-runs the regression tests in a
 * fresh JVM and drops those that fail (up to three rounds), runs the error-revealing tests in a
 * fresh JVM with a bounded heap and drops those that do not fail the way they failed when found
 * (or exhaust memory, hang, end the JVM), and writes the final files.
 *
 * <p>Output is deterministic: the same tests accepted in the same order give byte-identical
 * files. Tests of a group are ordered by {@link GeneratedTest#ordinal()}, ties by acceptance
 * order. Methods are thread-safe.
 *
 * <p>This class is the front of the jobs behind it: buffering and keeping the shortest test per
 * failure ({@code TestBuffer}), incremental atomic writing ({@code SuiteWriter}), the compile gate
 * ({@link dev.ferret.junit.compile.CompileGate}), the flaky filter ({@link FlakyFilter}), run in
 * order by {@code SuiteChecks}, and the report ({@link SuiteReport}).
 */
public final class SuiteEmitter {

    /** The maximum number of re-run rounds in {@link #finish} that remove something. */
    public static final int MAX_RERUN_ROUNDS = FlakyFilter.MAX_PRUNING_ROUNDS;
    /** Default number of consecutive clean re-runs (each in a fresh JVM) that end the re-run phase. */
    public static final int DEFAULT_FLAKY_RUNS = 3;

    private final Path outputDirectory;
    private final JUnitVersion version;
    private final Object writeLock = new Object();
    private final TestRuntime configuredRuntime;
    private final Duration processTimeout;
    private final Duration testTimeout;
    private final boolean compile;
    private final boolean rerun;
    private final int flakyRuns;
    private final boolean reduce;
    private final TestBuffer buffer;
    private final TestSlicer slicer;
    private final SuiteWriter writer;
    private final UnstableMembers unstable = new UnstableMembers();
    private final List<EnvironmentVariant> variants;

    /**
     * An emitter with default settings for the rest (test runtime located on demand, default
     * timeouts, compile check and re-run enabled).
     *
     * @param outputDirectory the source root to write tests under
     * @param testPackage package for all tests, or {@code null} for the package of each class
     *     under test ({@code ferret.}-prefixed for {@code java.*} and other restricted packages)
     * @param version the JUnit version to write for
     * @param testsPerFile the maximum number of tests in one file
     */
    public SuiteEmitter(Path outputDirectory, String testPackage, JUnitVersion version, int testsPerFile) {
        this(builder(outputDirectory).testPackage(testPackage).junitVersion(version).testsPerFile(testsPerFile));
    }

    private SuiteEmitter(Builder builder) {
        this.outputDirectory = builder.outputDirectory.toAbsolutePath().normalize();
        this.version = builder.version;
        TestRenderer renderer = new TestRenderer(builder.version);
        this.buffer = new TestBuffer(new TestLayout(builder.testPackage, builder.testsPerFile), renderer);
        this.writer = new SuiteWriter(outputDirectory, renderer);
        this.configuredRuntime = builder.runtime;
        this.processTimeout = builder.processTimeout;
        this.testTimeout = builder.testTimeout;
        this.compile = builder.compile;
        this.rerun = builder.rerun;
        this.flakyRuns = builder.flakyRuns;
        this.variants = builder.variants;
        this.reduce = builder.reduce;
        this.slicer = new TestSlicer(builder.classesUnderTest);
    }

    /** A builder for an emitter writing under the given source root. */
    public static Builder builder(Path outputDirectory) {
        return new Builder(outputDirectory);
    }

    /** Settings of a {@link SuiteEmitter}. */
    public static final class Builder {
        private final Path outputDirectory;
        private String testPackage;
        private JUnitVersion version = JUnitVersion.JUNIT5;
        private int testsPerFile = TestLayout.DEFAULT_TESTS_PER_FILE;
        private TestRuntime runtime;
        private Duration processTimeout = TestRerunner.DEFAULT_PROCESS_TIMEOUT;
        private Duration testTimeout = TestRerunner.DEFAULT_TEST_TIMEOUT;
        private boolean compile = true;
        private boolean rerun = true;
        private int flakyRuns = DEFAULT_FLAKY_RUNS;
        private List<EnvironmentVariant> variants = EnvironmentVariant.RERUN;
        private boolean reduce;
        private List<String> classesUnderTest = List.of();

        private Builder(Path outputDirectory) {
            this.outputDirectory = Objects.requireNonNull(outputDirectory, "outputDirectory");
        }

        /** Package for all tests; {@code null} (the default) for the package of each class under test. */
        public Builder testPackage(String testPackage) {
            this.testPackage = testPackage == null || testPackage.isBlank() ? null : testPackage;
            return this;
        }

        /** JUnit version; default {@link JUnitVersion#JUNIT5}. */
        public Builder junitVersion(JUnitVersion version) {
            this.version = Objects.requireNonNull(version, "version");
            return this;
        }

        /** Maximum tests per file; default {@value TestLayout#DEFAULT_TESTS_PER_FILE}. */
        public Builder testsPerFile(int testsPerFile) {
            new TestLayout(null, testsPerFile); // validates
            this.testsPerFile = testsPerFile;
            return this;
        }

        /** The JUnit jars; default {@link TestRuntime#locate()}, looked up when {@code finish} needs them. */
        public Builder testRuntime(TestRuntime runtime) {
            this.runtime = runtime;
            return this;
        }

        /** Limit for one forked re-run JVM; default {@link TestRerunner#DEFAULT_PROCESS_TIMEOUT}. */
        public Builder rerunTimeout(Duration processTimeout) {
            this.processTimeout = Objects.requireNonNull(processTimeout, "processTimeout");
            return this;
        }

        /** Limit for one JUnit 5 test method when re-run; default {@link TestRerunner#DEFAULT_TEST_TIMEOUT}. */
        public Builder testTimeout(Duration testTimeout) {
            this.testTimeout = Objects.requireNonNull(testTimeout, "testTimeout");
            return this;
        }

        /** Whether {@code finish} compiles the files and drops uncompilable tests; default true. */
        public Builder compileCheck(boolean compile) {
            this.compile = compile;
            return this;
        }

        /**
         * Whether {@code finish} re-runs regression tests and drops failing ones, and runs the
         * error-revealing tests and drops those that do not fail as when found; default true.
         */
        public Builder rerun(boolean rerun) {
            this.rerun = rerun;
            return this;
        }

        /**
         * Consecutive clean re-runs that end the flaky filter; default {@value #DEFAULT_FLAKY_RUNS}.
         * Runs cycle through the identity-hash schemes, and every second run uses another test
         * order, so from two runs on at least one runs in a different order.
         */
        public Builder flakyRuns(int runs) {
            if (runs < 1) {
                throw new IllegalArgumentException("flaky runs must be at least 1: " + runs);
            }
            this.flakyRuns = runs;
            return this;
        }

        /**
         * The environments of the flaky filter's first and second runs of each three, beside the
         * third in the usual one: what fails only in one of them is removed and its member
         * reported as environment-dependent. {@link EnvironmentVariant#RERUN} by default; none runs
         * every re-run in the usual environment.
         */
        public Builder environmentVariants(List<EnvironmentVariant> variants) {
            this.variants = List.copyOf(variants);
            return this;
        }

        /**
         * Whether {@code finish} first reduces the regression tests to a greedy set cover of
         * their coverage goals and behaviours ({@link dev.ferret.core.emit.SuiteReduction}); default false.
         */
        public Builder reduce(boolean on) {
            this.reduce = on;
            return this;
        }

        /**
         * The run's classes under test: a regression test keeps every call of these (and of their
         * nested classes) when statements that feed nothing it asserts are sliced away; each
         * test's own class under test is always kept. Default: none besides each test's own.
         */
        public Builder classesUnderTest(java.util.Collection<String> classes) {
            this.classesUnderTest = List.copyOf(classes);
            return this;
        }

        /** The emitter. */
        public SuiteEmitter build() {
            return new SuiteEmitter(this);
        }
    }

    /** The source root tests are written under. */
    public Path outputDirectory() {
        return outputDirectory;
    }

    /**
     * Buffers a test; it is written by the next {@link #flush} or {@link #finish}. An
     * error-revealing (or crash) test replaces a buffered one for the same failure (same violation after
     * the same method) when it has fewer steps (or as many and a smaller ordinal), and is ignored
     * when it does not, so the suite holds one test per distinct failure, the shortest, whatever
     * order tests from several workers arrive in. A regression test is first sliced: statements of
     * other classes than the classes under test that feed nothing it asserts or calls are removed,
     * so what is rendered, compiled and re-run is what the user gets.
     */
    public synchronized void accept(GeneratedTest test) {
        buffer.accept(slicer.slice(Objects.requireNonNull(test, "test")));
    }

    /** The number of tests currently buffered (all groups). */
    public synchronized int size() {
        return buffer.size();
    }

    /**
     * Writes the files of every class under test whose tests changed since the last flush,
     * atomically, and deletes files of those groups that are no longer needed. Safe to call from a
     * background thread while {@link #accept} goes on: the tests are snapshotted under the lock
     * and rendered outside it. Do not call concurrently with {@link #finish}.
     *
     * @return the files written
     */
    public List<Path> flush() throws IOException {
        return flush(EnumSet.allOf(TestKind.class));
    }

    /**
     * Like {@link #flush()}, for the groups of some kinds only (error tests at once, regression
     * tests now and then).
     */
    public List<Path> flush(Set<TestKind> kinds) throws IOException {
        List<Map.Entry<Group, List<List<GeneratedTest>>>> snapshot;
        synchronized (this) {
            snapshot = buffer.takeChanged(kinds);
        }
        List<Path> written = new ArrayList<>();
        synchronized (writeLock) { // rendering happens outside the lock on the tests, so accept() never waits for it
            for (Map.Entry<Group, List<List<GeneratedTest>>> e : snapshot) {
                written.addAll(writer.write(e.getKey(), e.getValue()));
            }
        }
        return written;
    }

    /**
     * Compiles one file of the regression tests found so far and throws the classes away, so that
     * the compiler's own code is compiled by the JIT when {@link #finish} compiles the suite (a cold
     * compiler took about twice as long for the first compile). Meant for a quiet moment during
     * generation; does nothing without regression tests, with the compile check off, or when the
     * JUnit jars cannot be found.
     *
     * @param cutClasspath class path of the code under test
     * @throws IOException if the scratch directory cannot be created
     */
    public void warmUpCompiler(List<Path> cutClasspath) throws IOException {
        if (!compile && !rerun) {
            return;
        }
        dev.ferret.junit.render.RenderedFile sample;
        synchronized (this) {
            sample = buffer.sample();
        }
        if (sample == null) {
            return;
        }
        TestRuntime runtime;
        try {
            runtime = configuredRuntime != null ? configuredRuntime : TestRuntime.locate();
        } catch (IllegalStateException e) {
            return; // finish reports it
        }
        List<Path> classpath = new ArrayList<>(cutClasspath);
        classpath.addAll(runtime.jars(JUnitVersion.JUNIT5));
        Path scratch = java.nio.file.Files.createTempDirectory("ferret-warm-up");
        try {
            new dev.ferret.junit.compile.CompileCheck().compile(
                    List.of(new dev.ferret.junit.compile.JavaSource(sample.qualifiedName(), sample.source())),
                    classpath, scratch);
        } finally {
            SuiteChecks.deleteRecursively(scratch);
        }
    }

    /**
     * Finishes the suite: reduces the regression tests (when asked), flushes, compiles every file and drops tests that do not compile,
     * re-runs the regression tests in fresh JVMs and drops those that fail until
     * consecutive runs pass, one under each identity-hash scheme (at most {@value #MAX_RERUN_ROUNDS}
     * rounds that remove tests), and rewrites the final files.
     *
     * @param cutClasspath class path of the code under test (directories and jars)
     * @return what was written and what was dropped
     * @throws IOException if files cannot be written or the re-run JVM cannot be started
     * @throws InterruptedException if interrupted while re-running tests
     * @throws IllegalStateException if the JUnit jars or the Java compiler cannot be found
     */
    public synchronized SuiteReport finish(List<Path> cutClasspath) throws IOException, InterruptedException {
        Objects.requireNonNull(cutClasspath, "cutClasspath");
        Map<String, Long> phaseMillis = new java.util.LinkedHashMap<>();
        long t = System.nanoTime();
        int reducedAway = reduce ? buffer.reduce() : 0;
        if (reduce) {
            phaseMillis.put("reduce", (System.nanoTime() - t) / 1_000_000);
        }
        t = System.nanoTime();
        flush();
        phaseMillis.put("write", (System.nanoTime() - t) / 1_000_000);
        List<String> notes = new ArrayList<>();
        SuiteChecks.Removed removed = new SuiteChecks.Removed(0, 0, 0);
        if (compile || rerun) {
            TestRuntime runtime = configuredRuntime != null ? configuredRuntime : TestRuntime.locate();
            removed = new SuiteChecks(runtime, version, processTimeout, testTimeout, rerun, flakyRuns, variants)
                    .run(buffer, cutClasspath, notes, unstable, phaseMillis);
        }
        t = System.nanoTime();
        flush();
        phaseMillis.merge("write", (System.nanoTime() - t) / 1_000_000, Long::sum);
        return report(removed, notes, reducedAway, phaseMillis);
    }

    private SuiteReport report(SuiteChecks.Removed removed, List<String> notes, int reducedAway,
                               Map<String, Long> phaseMillis) {
        List<WrittenFile> files = new ArrayList<>();
        int regression = 0;
        int error = 0;
        for (Group group : buffer.groups()) {
            List<List<GeneratedTest>> parts = buffer.parts(group);
            for (int p = 0; p < parts.size(); p++) {
                files.add(new WrittenFile(group.files.get(p), group.qualifiedName(p), group.key.classUnderTest(),
                        group.key.kind(), parts.get(p).size()));
            }
            int tests = group.tests.size();
            if (group.key.kind() == TestKind.ERROR) {
                error += tests;
            } else if (group.key.kind() == TestKind.REGRESSION) {
                regression += tests;
            }
        }
        return new SuiteReport(files, regression, error, removed.uncompilable(), removed.failing(),
                removed.assertions(), unstable.nondeterministic(), unstable.nondeterministicDifferences(), notes,
                reducedAway, buffer.regressionCoverage(), phaseMillis, unstable.environmentDependent(),
                unstable.environmentDifferences(), removed.errorTests());
    }
}
