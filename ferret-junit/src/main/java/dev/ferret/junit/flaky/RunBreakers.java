package dev.ferret.junit.flaky;

import dev.ferret.junit.compile.PlacedFile;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import dev.ferret.junit.rerun.TestFailure;
import dev.ferret.junit.rerun.TestRerunner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Finds, by bisection, the tests that keep a re-run from reporting anything: a test that ends or
 * crashes the JVM running it takes every other test's results with it. Halves of the selection
 * are run on their own; a half that reports is kept as it is, one that reports nothing is halved
 * again, down to a single class and then to its single methods. What is left are the breakers,
 * each reported as a failure (which removes the test) with what the JVM's end said.
 */
final class RunBreakers {

    /**
     * What the bisection found.
     *
     * @param results the results of every part that reported
     * @param breakers a failure for each test that ends the JVM running it
     */
    record Found(List<RerunResult> results, List<TestFailure> breakers) { }

    private final TestRerunner rerunner;
    private final Path compiledClasses;
    private final List<Path> cutClasspath;
    private final JUnitVersion version;
    private final Map<String, PlacedFile> files;
    private final List<RerunResult> results = new ArrayList<>();
    private final List<TestFailure> breakers = new ArrayList<>();

    private RunBreakers(TestRerunner rerunner, Path compiledClasses, List<Path> cutClasspath, JUnitVersion version,
                        Map<String, PlacedFile> files) {
        this.rerunner = rerunner;
        this.compiledClasses = compiledClasses;
        this.cutClasspath = cutClasspath;
        this.version = version;
        this.files = files;
    }

    /**
     * Bisects a selection of test classes whose run together reported nothing.
     *
     * @param files the compiled test classes by binary name (their methods are the finer selectors)
     */
    static Found find(TestRerunner rerunner, List<String> classes, Path compiledClasses, List<Path> cutClasspath,
                      JUnitVersion version, Map<String, PlacedFile> files) throws IOException, InterruptedException {
        RunBreakers b = new RunBreakers(rerunner, compiledClasses, cutClasspath, version, files);
        b.split(classes);
        return new Found(List.copyOf(b.results), List.copyOf(b.breakers));
    }

    /** The selection reported nothing: look for its breakers in each half, or below a single class. */
    private void split(List<String> selectors) throws IOException, InterruptedException {
        if (selectors.size() == 1) {
            String only = selectors.get(0);
            List<String> methods = only.indexOf('#') < 0 ? methodsOf(only) : List.of();
            if (methods.size() > 1) {
                split(methods);
            } else {
                String selector = methods.isEmpty() ? only : methods.get(0);
                RerunResult alone = only.indexOf('#') < 0 && methods.isEmpty() ? null : run(List.of(selector));
                if (alone == null || alone.testsRun() == 0) {
                    breakers.add(breaker(selector, alone));
                } else {
                    results.add(alone);
                }
            }
            return;
        }
        int half = selectors.size() / 2;
        for (List<String> part : List.of(selectors.subList(0, half), selectors.subList(half, selectors.size()))) {
            RerunResult r = run(part);
            if (r.testsRun() > 0 || r.timedOut()) {
                results.add(r);
            } else {
                split(part);
            }
        }
    }

    private RerunResult run(List<String> selectors) throws IOException, InterruptedException {
        return rerunner.runSelected(selectors, compiledClasses, cutClasspath, version);
    }

    private List<String> methodsOf(String testClass) {
        PlacedFile p = files.get(testClass);
        if (p == null) {
            return List.of();
        }
        return p.file().methods().stream().map(m -> testClass + "#" + m.name()).toList();
    }

    private static TestFailure breaker(String selector, RerunResult alone) {
        int hash = selector.indexOf('#');
        String testClass = hash < 0 ? selector : selector.substring(0, hash);
        String method = hash < 0 ? "" : selector.substring(hash + 1);
        String how = alone == null ? "its class reported nothing"
                : "the JVM running it ended with exit code " + alone.exitCode() + " before reporting any result";
        return new TestFailure(testClass, method, "ferret.RunBroken", how, List.of());
    }
}
