package dev.ferret.junit.emit;

import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.compile.CompileCheck;
import dev.ferret.junit.compile.CompileError;
import dev.ferret.junit.compile.CompileResult;
import dev.ferret.junit.compile.JavaSource;
import dev.ferret.junit.io.AtomicFileWriter;
import dev.ferret.junit.layout.TestLayout;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.render.RenderedFile;
import dev.ferret.junit.render.TestRenderer;
import dev.ferret.junit.rerun.RerunResult;
import dev.ferret.junit.rerun.TestFailure;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.junit.runtime.TestRuntime;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Collects generated tests and writes them as JUnit test classes, one group of files per class
 * under test and kind (regression or error-revealing).
 *
 * <p>Use: {@link #accept} every test as it is found, call {@link #flush} now and then to
 * persist what is new (files are replaced atomically), and call {@link #finish} at the end. That
 * compiles every file and drops the tests that do not compile, re-runs the regression tests in a
 * fresh JVM and drops those that fail (up to three rounds), and writes the final files. Error
 * tests are compiled but not run: they are expected to fail.
 *
 * <p>Output is deterministic: the same tests accepted in the same order give byte-identical
 * files. Tests of a group are ordered by {@link GeneratedTest#ordinal()}, ties by acceptance
 * order. Methods are thread-safe.
 */
public final class SuiteEmitter {

    /** The maximum number of re-run rounds in {@link #finish} that remove something. */
    public static final int MAX_RERUN_ROUNDS = 4;
    /** Default number of consecutive clean re-runs (each in a fresh JVM) that end the re-run phase. */
    public static final int DEFAULT_FLAKY_RUNS = 3;

    private final Path outputDirectory;
    private final JUnitVersion version;
    private final TestLayout layout;
    private final TestRenderer renderer;
    private final Object writeLock = new Object();
    private static final int MAX_COMPILE_NOTES = 5;
    private final TestRuntime configuredRuntime;
    private final Duration processTimeout;
    private final Duration testTimeout;
    private final boolean compile;
    private final boolean rerun;
    private final int flakyRuns;

    private final Map<GroupKey, Group> groups = new TreeMap<>();
    private final Set<String> baseNames = new HashSet<>();
    private final Map<String, Integer> nondeterministic = new TreeMap<>();

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
        this.layout = new TestLayout(builder.testPackage, builder.testsPerFile);
        this.renderer = new TestRenderer(builder.version);
        this.configuredRuntime = builder.runtime;
        this.processTimeout = builder.processTimeout;
        this.testTimeout = builder.testTimeout;
        this.compile = builder.compile;
        this.rerun = builder.rerun;
        this.flakyRuns = builder.flakyRuns;
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

        /** Whether {@code finish} re-runs regression tests and drops failing ones; default true. */
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
     * order tests from several workers arrive in.
     */
    public synchronized void accept(GeneratedTest test) {
        Objects.requireNonNull(test, "test");
        GroupKey key = new GroupKey(test.classUnderTest(), test.kind());
        Group group = groups.computeIfAbsent(key, this::newGroup);
        if (test.kind() != TestKind.REGRESSION) {
            for (int i = 0; i < group.tests.size(); i++) {
                GeneratedTest old = group.tests.get(i);
                if (Objects.equals(old.violation(), test.violation())
                        && Objects.equals(old.failingMethod(), test.failingMethod())) {
                    if (test.steps().size() < old.steps().size()
                            || test.steps().size() == old.steps().size() && test.ordinal() < old.ordinal()) {
                        group.tests.remove(i);
                        break;
                    }
                    return;
                }
            }
        }
        group.tests.add(test);
        group.dirty = true;
    }

    /** The number of tests currently buffered (all groups). */
    public synchronized int size() {
        return groups.values().stream().mapToInt(g -> g.tests.size()).sum();
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
        return flush(java.util.EnumSet.allOf(TestKind.class));
    }

    /**
     * Like {@link #flush()}, for the groups of some kinds only (error tests at once, regression
     * tests now and then).
     */
    public List<Path> flush(java.util.Set<TestKind> kinds) throws IOException {
        List<Map.Entry<Group, List<List<GeneratedTest>>>> snapshot = new ArrayList<>();
        synchronized (this) {
            for (Group group : groups.values()) {
                if (group.dirty && kinds.contains(group.key.kind())) {
                    snapshot.add(Map.entry(group, layout.split(group.ordered())));
                    group.dirty = false;
                }
            }
        }
        List<Path> written = new ArrayList<>();
        synchronized (writeLock) { // rendering happens outside the lock on the tests, so accept() never waits for it
            for (Map.Entry<Group, List<List<GeneratedTest>>> e : snapshot) {
                written.addAll(write(e.getKey(), e.getValue()));
            }
        }
        return written;
    }

    /**
     * Finishes the suite: flushes, compiles every file and drops tests that do not compile,
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
        flush();
        List<String> notes = new ArrayList<>();
        int dropped = 0;
        int removed = 0;
        int removedAssertions = 0;
        if (compile || rerun) {
            TestRuntime runtime = configuredRuntime != null ? configuredRuntime : TestRuntime.locate();
            List<Path> compileClasspath = new ArrayList<>(cutClasspath);
            compileClasspath.addAll(runtime.jars(version));
            CompileCheck compiler = new CompileCheck();
            Path work = Files.createTempDirectory("ferret-suite");
            try {
                Compiled compiled = compileAndPrune(compiler, compileClasspath, work, notes);
                dropped += compiled.dropped;
                if (rerun && compiled.classes != null) {
                    Filtered filtered = filterFlaky(compiler, compileClasspath, cutClasspath, work, notes);
                    removed += filtered.tests;
                    removedAssertions += filtered.assertions;
                    if (filtered.tests + filtered.assertions > 0) {
                        compiled = compileAndPrune(compiler, compileClasspath, work, notes);
                        dropped += compiled.dropped;
                    }
                    if (compiled.classes != null) {
                        // the files as written, once, in the usual order and identity-hash scheme
                        TestRerunner confirm = new TestRerunner(runtime, processTimeout, testTimeout);
                        Pruned last = rerunAndPrune(confirm, compiled, cutClasspath, notes);
                        if (last != null && !last.isEmpty()) {
                            removed += last.tests;
                            removedAssertions += last.assertions;
                            notes.add("The final re-run of the written tests still failed (" + last.tests
                                    + " tests removed, " + last.assertions + " assertions removed).");
                            compiled = compileAndPrune(compiler, compileClasspath, work, notes);
                            dropped += compiled.dropped;
                        }
                    }
                }
            } finally {
                deleteRecursively(work);
            }
        }
        flush();
        List<WrittenFile> files = new ArrayList<>();
        int regression = 0;
        int error = 0;
        for (Group group : groups.values()) {
            List<GeneratedTest> ordered = group.ordered();
            List<List<GeneratedTest>> parts = layout.split(ordered);
            for (int p = 0; p < parts.size(); p++) {
                files.add(new WrittenFile(group.files.get(p), group.qualifiedName(p), group.key.classUnderTest(),
                        group.key.kind(), parts.get(p).size()));
            }
            if (group.key.kind() == TestKind.ERROR) {
                error += ordered.size();
            } else if (group.key.kind() == TestKind.REGRESSION) {
                regression += ordered.size();
            }
        }
        return new SuiteReport(files, regression, error, dropped, removed, removedAssertions,
                new TreeMap<>(nondeterministic), notes);
    }

    // ---------------------------------------------------------------------------------------
    // groups and rendering

    private Group newGroup(GroupKey key) {
        String pkg = layout.packageFor(key.classUnderTest());
        String stem = TestLayout.stem(key.classUnderTest());
        String candidate = stem;
        for (int n = 2; baseNames.contains(qualify(pkg, TestLayout.className(candidate, key.kind(), 0))); n++) {
            candidate = stem + "_" + n; // another class under test has the same simple name
        }
        baseNames.add(qualify(pkg, TestLayout.className(candidate, key.kind(), 0)));
        return new Group(key, pkg, candidate);
    }

    private static String qualify(String pkg, String name) {
        return pkg.isEmpty() ? name : pkg + "." + name;
    }

    /** Renders a group into its files, in part order. */
    private List<RenderedFile> render(Group group) {
        List<List<GeneratedTest>> parts = layout.split(group.ordered());
        List<RenderedFile> files = new ArrayList<>();
        for (int p = 0; p < parts.size(); p++) {
            files.add(renderer.render(group.packageName, group.className(p), parts.get(p)));
        }
        return files;
    }

    /**
     * Writes the parts of a group whose tests changed since the last write; parts that hold the
     * same tests as before are not rendered again, so periodic flushes of a growing suite cost
     * little more than its newest part.
     */
    private List<Path> write(Group group, List<List<GeneratedTest>> parts) throws IOException {
        List<Path> written = new ArrayList<>();
        for (int p = 0; p < parts.size(); p++) {
            List<GeneratedTest> part = parts.get(p);
            if (p < group.writtenParts.size() && sameTests(part, group.writtenParts.get(p)) && p < group.files.size()) {
                continue;
            }
            RenderedFile file = renderer.render(group.packageName, group.className(p), part);
            Path path = AtomicFileWriter.writeSource(outputDirectory, file.packageName(), file.className(), file.source());
            written.add(path);
            if (p < group.files.size()) {
                group.files.set(p, path);
            } else {
                group.files.add(path);
            }
        }
        for (int i = group.files.size() - 1; i >= parts.size(); i--) {
            Files.deleteIfExists(group.files.remove(i)); // fewer parts than before
        }
        group.writtenParts.clear();
        group.writtenParts.addAll(parts);
        return written;
    }

    private static boolean sameTests(List<GeneratedTest> a, List<GeneratedTest> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------------------------------
    // compile check

    /** The compiled suite: where its classes are and which rendered file each class is. */
    private record Compiled(Path classes, Map<String, Placed> files, int dropped) { }

    /** A rendered file and the tests of its group it holds, by method position. */
    private record Placed(Group group, RenderedFile file, List<GeneratedTest> tests) { }

    private Map<String, Placed> renderAll() {
        return renderAll(false);
    }

    /**
     * Every file of the suite as written, or (for the flaky filter) the regression files as
     * probes ({@link TestRenderer#renderProbe}).
     */
    private Map<String, Placed> renderAll(boolean probes) {
        Map<String, Placed> placed = new LinkedHashMap<>();
        for (Group group : groups.values()) {
            if (probes && group.key.kind() != TestKind.REGRESSION) {
                continue;
            }
            List<List<GeneratedTest>> parts = layout.split(group.ordered());
            for (int p = 0; p < parts.size(); p++) {
                RenderedFile file = probes
                        ? TestRenderer.renderProbe(group.packageName, group.className(p), parts.get(p))
                        : renderer.render(group.packageName, group.className(p), parts.get(p));
                placed.put(file.qualifiedName(), new Placed(group, file, parts.get(p)));
            }
        }
        return placed;
    }

    private int roundCounter;

    private Compiled compileAndPrune(CompileCheck compiler, List<Path> classpath, Path work, List<String> notes)
            throws IOException {
        int dropped = 0;
        while (true) {
            Map<String, Placed> placed = renderAll();
            Path classes = work.resolve("classes" + roundCounter++);
            List<JavaSource> sources = new ArrayList<>();
            for (Placed p : placed.values()) {
                sources.add(new JavaSource(p.file().qualifiedName(), p.file().source()));
            }
            CompileResult result = compiler.compile(sources, classpath, classes);
            if (result.success()) {
                return new Compiled(classes, placed, dropped);
            }
            Map<GeneratedTest, Group> drop = blame(result, placed, notes);
            if (drop.isEmpty()) {
                String first = result.errors().isEmpty() ? "" : result.errors().get(0).message();
                notes.add("Compile check failed without errors in the tests (" + first
                        + "); tests kept unchecked and not re-run.");
                return new Compiled(null, placed, dropped);
            }
            for (Map.Entry<GeneratedTest, Group> entry : drop.entrySet()) {
                entry.getValue().remove(entry.getKey());
            }
            dropped += drop.size();
        }
    }

    /** The tests to drop for compile errors: those on the failing lines, or all of a file. */
    private static Map<GeneratedTest, Group> blame(CompileResult result, Map<String, Placed> placed,
                                                   List<String> notes) {
        Map<GeneratedTest, Group> drop = new IdentityHashMap<>();
        for (CompileError error : result.errors()) {
            if (notes.size() < MAX_COMPILE_NOTES) {
                notes.add("dropped uncompilable test in " + error.qualifiedName() + " line " + error.line() + ": "
                        + error.message().lines().findFirst().orElse(""));
            }
            Placed p = error.qualifiedName() == null ? null : placed.get(error.qualifiedName());
            if (p == null) {
                continue;
            }
            Set<Integer> blamed = p.file().testsAt(error.line());
            if (blamed.isEmpty()) {
                p.tests().forEach(t -> drop.put(t, p.group()));
            } else {
                blamed.forEach(i -> drop.put(p.tests().get(i), p.group()));
            }
        }
        return drop;
    }

    // ---------------------------------------------------------------------------------------
    // flaky filter

    /** What the flaky filter removed. */
    private record Filtered(int tests, int assertions) { }

    /**
     * Re-runs the regression tests, rendered as probes (every value check reports), in fresh
     * JVMs until {@link #flakyRuns} runs in a row pass. Runs cycle through the identity-hash
     * schemes and every second one shuffles the order. Each value check that fails is removed;
     * a test that fails otherwise is removed whole.
     */
    private Filtered filterFlaky(CompileCheck compiler, List<Path> compileClasspath, List<Path> cutClasspath,
                                 Path work, List<String> notes) throws IOException, InterruptedException {
        TestRerunner rerunner = new TestRerunner(configuredRuntimeOrLocate(), processTimeout, testTimeout);
        List<List<String>> schemes = TestRerunner.IDENTITY_HASH_SCHEMES;
        Path probeClasses = work.resolve("probes");
        Map<String, String> compiledSources = new java.util.HashMap<>();
        int tests = 0;
        int assertions = 0;
        int cleanRuns = 0;
        int pruningRounds = 0;
        for (int round = 0; cleanRuns < flakyRuns; round++) {
            if (pruningRounds >= MAX_RERUN_ROUNDS) {
                notes.add("Flaky filter stopped after " + MAX_RERUN_ROUNDS + " rounds that removed assertions; "
                        + "the last removals were checked by one more run only.");
                break;
            }
            Compiled probes = compileProbes(compiler, compileClasspath, probeClasses, compiledSources, notes);
            tests += probes.dropped;
            if (probes.classes == null) {
                break;
            }
            TestRerunner runner = rerunner.withJvmOptions(schemes.get(round % schemes.size()))
                    .withShuffledOrder(round % 2 == 1 ? round : 0);
            Pruned pruned = rerunAndPrune(runner, probes, cutClasspath, notes);
            if (pruned == null) {
                break;
            }
            if (pruned.isEmpty()) {
                cleanRuns++;
                continue;
            }
            cleanRuns = 0;
            pruningRounds++;
            tests += pruned.tests;
            assertions += pruned.assertions;
        }
        return new Filtered(tests, assertions);
    }

    private TestRuntime configuredRuntimeOrLocate() {
        return configuredRuntime != null ? configuredRuntime : TestRuntime.locate();
    }

    /**
     * Renders the regression tests as probes and compiles those whose source changed since the
     * last call into {@code classes} (test classes do not depend on each other, so the others'
     * class files stay valid). A probe that does not compile loses the tests blamed.
     */
    private Compiled compileProbes(CompileCheck compiler, List<Path> classpath, Path classes,
                                   Map<String, String> compiledSources, List<String> notes) throws IOException {
        int dropped = 0;
        while (true) {
            Map<String, Placed> placed = renderAll(true);
            List<JavaSource> changed = new ArrayList<>();
            for (Placed p : placed.values()) {
                if (!p.file().source().equals(compiledSources.get(p.file().qualifiedName()))) {
                    changed.add(new JavaSource(p.file().qualifiedName(), p.file().source()));
                }
            }
            CompileResult result = changed.isEmpty() ? null : compiler.compile(changed, classpath, classes);
            if (result == null || result.success()) {
                for (JavaSource source : changed) {
                    compiledSources.put(source.qualifiedName(), source.source());
                }
                return new Compiled(classes, placed, dropped);
            }
            Map<GeneratedTest, Group> drop = blame(result, placed, notes);
            if (drop.isEmpty()) {
                notes.add("Probes of the regression tests did not compile; tests kept without re-run.");
                return new Compiled(null, placed, dropped);
            }
            drop.forEach((test, group) -> group.remove(test));
            dropped += drop.size();
        }
    }

    // ---------------------------------------------------------------------------------------
    // re-run

    /** What one re-run removed: whole tests and single assertions. */
    private record Pruned(int tests, int assertions) {
        boolean isEmpty() {
            return tests == 0 && assertions == 0;
        }
    }

    /**
     * Re-runs the regression classes once. A test that failed at a value assertion loses that
     * assertion (the observed member is recorded as nondeterministic); a test that failed anywhere
     * else (an unexpected exception, a missing expected one) is removed.
     *
     * @return what was removed, or null when the run produced no results (stop re-running)
     */
    private Pruned rerunAndPrune(TestRerunner rerunner, Compiled compiled, List<Path> cutClasspath,
                                 List<String> notes) throws IOException, InterruptedException {
        List<String> classes = new ArrayList<>();
        for (Placed p : compiled.files().values()) {
            if (p.group().key.kind() == TestKind.REGRESSION) {
                classes.add(p.file().qualifiedName());
            }
        }
        if (classes.isEmpty()) {
            return new Pruned(0, 0);
        }
        List<RerunResult> results = new ArrayList<>();
        RerunResult all = rerunner.run(classes, compiled.classes(), cutClasspath, version);
        if (all.timedOut()) {
            notes.add("Re-run of all regression tests timed out; re-running class by class.");
            for (String testClass : classes) {
                results.add(rerunner.run(List.of(testClass), compiled.classes(), cutClasspath, version));
            }
        } else {
            results.add(all);
        }
        int reported = results.stream().mapToInt(RerunResult::testsRun).sum();
        if (reported == 0) {
            notes.add("Re-run of regression tests reported no results (exit code " + all.exitCode()
                    + "); tests kept without re-run. Output: " + all.log().strip());
            return null;
        }
        Map<GeneratedTest, Group> remove = new IdentityHashMap<>();
        Map<GeneratedTest, Set<Integer>> unstable = new IdentityHashMap<>();
        Map<GeneratedTest, Group> owners = new IdentityHashMap<>();
        for (RerunResult result : results) {
            for (TestFailure failure : result.failures()) {
                Placed p = compiled.files().get(failure.className());
                int index = methodIndex(failure.methodName());
                if (p != null && index >= 0 && index < p.tests().size()) {
                    GeneratedTest test = p.tests().get(index);
                    Set<Integer> checks = new TreeSet<>();
                    for (int line : failure.lines()) {
                        int check = p.file().valueCheckAt(index, line);
                        if (check >= 0 && check < test.checks().size()
                                && test.checks().get(check) instanceof Check.ValueCheck) {
                            checks.add(check);
                        }
                    }
                    if (checks.isEmpty()) {
                        remove.put(test, p.group()); // an unexpected exception, or a missing expected one
                    } else {
                        unstable.computeIfAbsent(test, t -> new TreeSet<>()).addAll(checks);
                        owners.put(test, p.group());
                    }
                } else if (p != null) {
                    p.tests().forEach(t -> remove.put(t, p.group())); // class-level failure
                }
            }
            for (String testClass : result.classesWithoutResults()) {
                Placed p = compiled.files().get(testClass);
                if (p != null) {
                    notes.add("Regression test class " + testClass + " produced no results"
                            + (result.timedOut() ? " (timed out)" : "") + "; its tests were removed.");
                    p.tests().forEach(t -> remove.put(t, p.group()));
                }
            }
        }
        for (Map.Entry<GeneratedTest, Group> entry : remove.entrySet()) {
            entry.getValue().remove(entry.getKey());
            unstable.remove(entry.getKey());
        }
        int assertions = 0;
        for (Map.Entry<GeneratedTest, Set<Integer>> entry : unstable.entrySet()) {
            GeneratedTest test = entry.getKey();
            List<Check> kept = new ArrayList<>();
            for (int k = 0; k < test.checks().size(); k++) {
                if (entry.getValue().contains(k)) {
                    nondeterministic.merge(ObservedMember.of(test, (Check.ValueCheck) test.checks().get(k)), 1,
                            Integer::sum);
                    assertions++;
                } else {
                    kept.add(test.checks().get(k));
                }
            }
            owners.get(test).replace(test, test.withChecks(kept));
        }
        return new Pruned(remove.size(), assertions);
    }

    /** {@code test0007} gives 6; anything else -1. */
    private static int methodIndex(String methodName) {
        if (methodName.matches("test\\d+")) {
            try {
                return Integer.parseInt(methodName.substring(4)) - 1;
            } catch (NumberFormatException e) {
                return -1;
            }
        }
        return -1;
    }

    private static void deleteRecursively(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            // best effort: a leftover temporary directory is harmless
        }
    }

    // ---------------------------------------------------------------------------------------

    /** Class under test and kind: one group of files. */
    private record GroupKey(String classUnderTest, TestKind kind) implements Comparable<GroupKey> {
        @Override
        public int compareTo(GroupKey other) {
            int c = classUnderTest.compareTo(other.classUnderTest);
            return c != 0 ? c : kind.compareTo(other.kind);
        }
    }

    /** The tests of one group and the files last written for it. */
    private static final class Group {
        final GroupKey key;
        final String packageName;
        final String stem;
        final List<GeneratedTest> tests = new ArrayList<>();
        final List<Path> files = new ArrayList<>();
        final List<List<GeneratedTest>> writtenParts = new ArrayList<>();
        boolean dirty;

        Group(GroupKey key, String packageName, String stem) {
            this.key = key;
            this.packageName = packageName;
            this.stem = stem;
        }

        String className(int part) {
            return TestLayout.className(stem, key.kind(), part);
        }

        String qualifiedName(int part) {
            return qualify(packageName, className(part));
        }

        /** Tests by ordinal, ties in acceptance order. */
        List<GeneratedTest> ordered() {
            List<GeneratedTest> ordered = new ArrayList<>(tests);
            ordered.sort(Comparator.comparingLong(GeneratedTest::ordinal));
            return Collections.unmodifiableList(ordered);
        }

        void replace(GeneratedTest old, GeneratedTest replacement) {
            for (int i = 0; i < tests.size(); i++) {
                if (tests.get(i) == old) {
                    tests.set(i, replacement);
                    dirty = true;
                    return;
                }
            }
        }

        void remove(GeneratedTest test) {
            for (int i = 0; i < tests.size(); i++) {
                if (tests.get(i) == test) {
                    tests.remove(i);
                    dirty = true;
                    return;
                }
            }
        }
    }

}
