package dev.ferret.junit.emit;

import dev.ferret.junit.compile.CompileCheck;
import dev.ferret.junit.compile.CompileGate;
import dev.ferret.junit.compile.CompiledSuite;
import dev.ferret.junit.compile.RenderedSuite;
import dev.ferret.junit.errors.DroppedErrorTest;
import dev.ferret.junit.errors.ErrorTestCheck;
import dev.ferret.junit.flaky.FlakyFilter;
import dev.ferret.junit.flaky.Pruned;
import dev.ferret.junit.flaky.RerunPruner;
import dev.ferret.junit.flaky.UnstableMembers;
import dev.ferret.core.execution.EnvironmentVariant;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.junit.runtime.TestRuntime;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What a suite passes at the end: without re-runs, the compile gate; with re-runs, the flaky
 * filter, whose batches that can end it also compile (the compile gate) and run the files as
 * written (the usual order and identity-hash scheme) beside the probes. Only when the filter
 * stopped without such a clean batch are the files compiled and re-run once more on their own,
 * and compiled again if that still removed something. With re-runs, the error-revealing tests then
 * run as a build runs them ({@link ErrorTestCheck}): those that do not fail the way they failed in
 * the worker (or exhaust memory, hang, end the JVM) are dropped.
 */
final class SuiteChecks {

    /**
     * What the checks removed.
     *
     * @param uncompilable tests dropped by the compile gate
     * @param failing tests removed by re-runs (with probes that did not compile)
     * @param assertions value checks removed by re-runs
     * @param errorTests error-revealing tests removed because, run as a build runs them, they did
     *     not fail as they failed when found
     */
    record Removed(int uncompilable, int failing, int assertions, List<DroppedErrorTest> errorTests) {
        Removed(int uncompilable, int failing, int assertions) {
            this(uncompilable, failing, assertions, List.of());
        }

        Removed plus(int moreUncompilable, Pruned pruned) {
            return new Removed(uncompilable + moreUncompilable, failing + pruned.tests(),
                    assertions + pruned.assertions(), errorTests);
        }

        Removed withErrorTests(List<DroppedErrorTest> dropped) {
            return new Removed(uncompilable, failing, assertions, List.copyOf(dropped));
        }
    }

    private final TestRuntime runtime;
    private final JUnitVersion version;
    private final Duration processTimeout;
    private final Duration testTimeout;
    private final boolean rerun;
    private final int flakyRuns;
    private final List<EnvironmentVariant> variants;
    /** The last compile of the files as written in {@link #run}, or {@code null} before the first. */
    private CompiledSuite lastCompiled;

    /** @param variants the environments of some of the flaky filter's runs; empty for none */
    SuiteChecks(TestRuntime runtime, JUnitVersion version, Duration processTimeout, Duration testTimeout,
                boolean rerun, int flakyRuns, List<EnvironmentVariant> variants) {
        this.variants = List.copyOf(variants);
        this.runtime = runtime;
        this.version = version;
        this.processTimeout = processTimeout;
        this.testTimeout = testTimeout;
        this.rerun = rerun;
        this.flakyRuns = flakyRuns;
    }

    /**
     * Runs the checks on a suite, dropping and changing its tests.
     *
     * @param notes collects remarks for the report
     * @param members records the members of the assertions removed; updated
     */
    Removed run(RenderedSuite suite, List<Path> cutClasspath, List<String> notes, UnstableMembers members,
                Map<String, Long> phaseMillis) throws IOException, InterruptedException {
        List<Path> compileClasspath = new ArrayList<>(cutClasspath);
        compileClasspath.addAll(runtime.jars(version));
        Path work = Files.createTempDirectory("ferret-suite");
        CompileGate gate = null;
        RerunPruner pruner = null;
        ErrorTestCheck errors = null;
        try {
            gate = new CompileGate(new CompileCheck(), compileClasspath, work, notes);
            if (!rerun) {
                return new Removed(gate.compile(suite).dropped(), 0, 0);
            }
            pruner = new RerunPruner(cutClasspath, version, notes, members);
            TestRerunner rerunner = new TestRerunner(runtime, processTimeout, testTimeout);
            Removed removed = regression(suite, gate, pruner, rerunner, work, notes);
            if (lastCompiled != null && lastCompiled.classes() == null) {
                return removed; // the files as written do not compile (noted): nothing runs
            }
            CompiledSuite compiled = compile(gate, suite); // compiles only what changed since the last compile
            removed = removed.plus(compiled.dropped(), new Pruned(0, 0));
            errors = new ErrorTestCheck(rerunner, ErrorTestCheck.MAX_HEAP, cutClasspath, version, notes);
            return removed.withErrorTests(errors.check(compiled, suite));
        } finally {
            if (gate != null) {
                phaseMillis.merge("compile", gate.millis(), Long::sum);
            }
            if (pruner != null) {
                phaseMillis.merge("rerun", pruner.millis(), Long::sum);
            }
            if (errors != null) {
                phaseMillis.merge("rerunErrors", errors.millis(), Long::sum);
            }
            deleteRecursively(work);
        }
    }

    /** The flaky filter, and the confirming re-run of the files as written when the filter did not make one. */
    private Removed regression(RenderedSuite suite, CompileGate gate, RerunPruner pruner, TestRerunner rerunner,
                               Path work, List<String> notes) throws IOException, InterruptedException {
        FlakyFilter.Filtered filtered = new FlakyFilter(rerunner, flakyRuns, gate, pruner, notes, variants)
                .filter(suite, work, () -> compile(gate, suite));
        Removed removed = new Removed(filtered.uncompilable(), 0, 0).plus(0, filtered.pruned());
        if (filtered.confirmed()) {
            return removed; // the files as written passed beside the last clean probes
        }
        CompiledSuite compiled = compile(gate, suite);
        removed = removed.plus(compiled.dropped(), new Pruned(0, 0));
        if (compiled.classes() == null) {
            return removed;
        }
        return confirm(suite, gate, pruner, rerunner, compiled, removed, notes);
    }

    /** The compile gate on the files as written; the result is remembered. */
    private CompiledSuite compile(CompileGate gate, RenderedSuite suite) throws IOException {
        lastCompiled = gate.compile(suite);
        return lastCompiled;
    }

    /** Re-runs the files as written once; what still fails is removed and the rest compiled again. */
    private Removed confirm(RenderedSuite suite, CompileGate gate, RerunPruner pruner, TestRerunner rerunner,
                                   CompiledSuite compiled, Removed removed, List<String> notes)
            throws IOException, InterruptedException {
        Pruned last = pruner.prune(rerunner, compiled, suite);
        if (last == null || last.isEmpty()) {
            return removed;
        }
        notes.add("The final re-run of the written tests still failed (" + last.tests()
                + " tests removed, " + last.assertions() + " assertions removed).");
        return removed.plus(compile(gate, suite).dropped(), last);
    }

    /** Deletes a directory tree, as far as it can (a leftover temporary directory is harmless). */
    static void deleteRecursively(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            // best effort: a leftover temporary directory is harmless
        }
    }
}
