package dev.ferret.junit.errors;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.compile.CompiledSuite;
import dev.ferret.junit.compile.PlacedFile;
import dev.ferret.junit.compile.RenderedSuite;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import dev.ferret.junit.rerun.RunBreakers;
import dev.ferret.junit.rerun.TestFailure;
import dev.ferret.junit.rerun.TestRerunner;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Runs a suite's error-revealing tests as a build runs them (the files as written, the usual order,
 * one fresh guarded JVM) with a bounded heap and a per-test timeout, and drops each test that does
 * not fail there the way it failed in the worker ({@link ExpectedFailure}): one that passes (its
 * failure does not reproduce: it shows no bug), fails otherwise, exhausts the heap, runs past the
 * timeout, or ends the JVM. A run that reports nothing (a test took the JVM down: JUnit 5 rethrows
 * an {@code OutOfMemoryError} out of the whole run) or is killed for running over its time is
 * bisected ({@link RunBreakers}) down to the tests that do it.
 *
 * <p>Bounds: the heap is {@value #MAX_HEAP} (a minimized error test is a handful of calls; worker
 * heaps are at most 1 GB, so a failure that needs more than a quarter of that is rare, while
 * runaway growth, such as a string built from an endless view, fills it in well under a second);
 * a test may run as long as a regression test may when re-run (the re-runner's test timeout,
 * 10 s by default: twice the worker's call timeout), and a JVM as long as its tests may, plus
 * {@value #START_SECONDS} s to start, capped by the re-runner's process timeout.
 */
public final class ErrorTestCheck {

    /** The heap of the JVM that runs the error tests. */
    public static final String MAX_HEAP = "256m";
    /** Seconds a JVM is given beyond its tests' timeouts, to start and write its report. */
    static final int START_SECONDS = 30;

    private final TestRerunner rerunner;
    private final List<Path> cutClasspath;
    private final JUnitVersion version;
    private final List<String> notes;
    private long nanos;

    /**
     * @param rerunner runs the tests (its test timeout bounds each one)
     * @param maxHeap the heap of the JVMs that run them ({@code -Xmx} value, e.g. {@value #MAX_HEAP})
     * @param cutClasspath class path of the code under test
     * @param version the JUnit version the tests are written for
     * @param notes collects remarks for the report
     */
    public ErrorTestCheck(TestRerunner rerunner, String maxHeap, List<Path> cutClasspath, JUnitVersion version,
                          List<String> notes) {
        this.rerunner = Objects.requireNonNull(rerunner, "rerunner").withJvmOptions(List.of("-Xmx" + maxHeap));
        this.cutClasspath = List.copyOf(cutClasspath);
        this.version = Objects.requireNonNull(version, "version");
        this.notes = Objects.requireNonNull(notes, "notes");
    }

    /** The time spent in the JVMs that ran error tests so far, in milliseconds. */
    public long millis() {
        return nanos / 1_000_000;
    }

    /**
     * Runs the compiled error-revealing classes of the suite and removes from it each test that did
     * not fail the expected way.
     *
     * @param compiled the suite's files as written, compiled; nothing runs when its classes are {@code null}
     * @return the tests dropped, in suite order
     */
    public List<DroppedErrorTest> check(CompiledSuite compiled, RenderedSuite suite)
            throws IOException, InterruptedException {
        Map<String, PlacedFile> files = new LinkedHashMap<>();
        compiled.files().forEach((name, p) -> {
            if (p.kind() == TestKind.ERROR && !p.tests().isEmpty()) {
                files.put(name, p);
            }
        });
        if (compiled.classes() == null || files.isEmpty()) {
            return List.of();
        }
        long start = System.nanoTime();
        List<RerunResult> results;
        try {
            results = run(new ArrayList<>(files.keySet()), compiled.classes(), files);
        } finally {
            nanos += System.nanoTime() - start;
        }
        List<DroppedErrorTest> dropped = new ArrayList<>();
        for (Map.Entry<GeneratedTest, DroppedErrorTest> e : judge(files, results)) {
            DroppedErrorTest d = e.getValue();
            suite.remove(e.getKey());
            dropped.add(d);
            notes.add("Error test " + d.testClass() + "." + d.method() + " removed: it " + d.reason().words()
                    + " when run as a build runs it (" + d.detail() + ").");
        }
        return dropped;
    }

    /** Every class in one JVM; bisected when that reports nothing or runs over its time. */
    private List<RerunResult> run(List<String> classes, Path compiledClasses, Map<String, PlacedFile> files)
            throws IOException, InterruptedException {
        RunBreakers.Runs runs = selectors -> runnerFor(testsSelected(selectors, files))
                .runSelected(selectors, compiledClasses, cutClasspath, version);
        RerunResult all = runs.run(classes);
        if (all.testsRun() > 0 && !all.timedOut()) {
            return List.of(all);
        }
        RunBreakers.Found found = RunBreakers.find(runs, classes, c -> methodsOf(files.get(c)), true);
        List<RerunResult> results = new ArrayList<>(found.results());
        results.add(new RerunResult(0, found.breakers(), Set.of(), false, all.exitCode(), all.log()));
        return results;
    }

    /** A re-runner whose JVM may run as long as these many tests may, and start. */
    private TestRerunner runnerFor(int tests) {
        Duration bound = Duration.ofSeconds(START_SECONDS).plus(rerunner.testTimeout().multipliedBy(Math.max(1, tests)));
        return rerunner.withProcessTimeout(bound.compareTo(rerunner.processTimeout()) < 0 ? bound
                : rerunner.processTimeout());
    }

    private static int testsSelected(List<String> selectors, Map<String, PlacedFile> files) {
        int tests = 0;
        for (String s : selectors) {
            PlacedFile p = files.get(s);
            tests += s.indexOf('#') >= 0 ? 1 : p == null ? 1 : p.tests().size();
        }
        return tests;
    }

    private static List<String> methodsOf(PlacedFile p) {
        return p == null ? List.of() : p.file().methods().stream().map(m -> m.name()).toList();
    }

    /** The tests that did not fail the expected way, in suite order, with why. */
    private static List<Map.Entry<GeneratedTest, DroppedErrorTest>> judge(Map<String, PlacedFile> files, List<RerunResult> results) {
        Map<String, TestFailure> failures = new HashMap<>();
        Set<String> reported = new HashSet<>();
        for (RerunResult r : results) {
            for (TestFailure f : r.failures()) {
                failures.putIfAbsent(f.className() + "#" + f.methodName(), f);
            }
            reported.addAll(r.reportedTests());
        }
        List<Map.Entry<GeneratedTest, DroppedErrorTest>> dropped = new ArrayList<>();
        for (PlacedFile p : files.values()) {
            String name = p.file().qualifiedName();
            for (var method : p.file().methods()) {
                GeneratedTest test = p.tests().get(method.testIndex());
                TestFailure f = failures.get(name + "#" + method.name());
                ExpectedFailure expected = ExpectedFailure.of(test);
                ExpectedFailure.Mismatch m;
                if (f != null) {
                    m = expected == null ? null : expected.judge(f);
                } else if (reported.contains(name + "#" + method.name())) {
                    m = new ExpectedFailure.Mismatch(DroppedErrorTest.Reason.PASSED, "no failure");
                } else {
                    m = new ExpectedFailure.Mismatch(DroppedErrorTest.Reason.ENDED_JVM, "its class reported no results");
                }
                if (m != null) {
                    dropped.add(Map.entry(test, new DroppedErrorTest(name, method.name(), test.classUnderTest(),
                            test.failingMethod(), test.violation(), m.reason(), m.detail())));
                }
            }
        }
        return dropped;
    }
}
