package dev.ferret.junit.rerun;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Finds, by bisection, the tests that keep a re-run from reporting anything: a test that ends or
 * crashes the JVM running it (an exhausted heap included, which JUnit 5 rethrows out of the whole
 * run) takes every other test's results with it. Halves of the selection are run on their own; a
 * half that reports is kept as it is, one that reports nothing is halved again, down to a single
 * class and then to its single methods. What is left are the breakers, each reported as a failure
 * (which removes the test) with what the JVM's end said. Optionally a part whose JVM was killed for
 * running over its time is split the same way, so a test that hangs where no per-test timeout
 * reaches it (JUnit 4) is found too.
 */
public final class RunBreakers {

    /** The failure type of a breaker. */
    public static final String BREAKER_TYPE = "ferret.RunBroken";

    /** Runs a selection of test classes and methods ({@code Class#method}) in a fresh JVM. */
    public interface Runs {
        /** @param selectors binary names of test classes, and test methods as {@code Class#method} */
        RerunResult run(List<String> selectors) throws IOException, InterruptedException;
    }

    /**
     * What the bisection found.
     *
     * @param results the results of every part that reported
     * @param breakers a failure for each test that ends the JVM running it (or, when timeouts are
     *     split, keeps it running past its time)
     */
    public record Found(List<RerunResult> results, List<TestFailure> breakers) {
        public Found {
            results = List.copyOf(results);
            breakers = List.copyOf(breakers);
        }
    }

    private final Runs runs;
    private final Function<String, List<String>> methodsOf;
    private final boolean splitTimeouts;
    private final List<RerunResult> results = new ArrayList<>();
    private final List<TestFailure> breakers = new ArrayList<>();

    private RunBreakers(Runs runs, Function<String, List<String>> methodsOf, boolean splitTimeouts) {
        this.runs = runs;
        this.methodsOf = methodsOf;
        this.splitTimeouts = splitTimeouts;
    }

    /**
     * Bisects a selection of test classes whose run together reported nothing.
     *
     * @param runs runs a part in a fresh JVM
     * @param classes binary names of the test classes
     * @param methodsOf the test methods of a class, by name (the finer selectors)
     * @param splitTimeouts whether a part killed for running over its time is split like one that
     *     reported nothing (else its results are kept as they are)
     */
    public static Found find(Runs runs, List<String> classes, Function<String, List<String>> methodsOf,
                             boolean splitTimeouts) throws IOException, InterruptedException {
        RunBreakers b = new RunBreakers(runs, methodsOf, splitTimeouts);
        b.split(classes);
        return new Found(b.results, b.breakers);
    }

    /** Whether a part's result stands as it is (else the part is split further). */
    private boolean reported(RerunResult r) {
        return r.timedOut() ? !splitTimeouts : r.testsRun() > 0;
    }

    /** The selection reported nothing: look for its breakers in each half, or below a single class. */
    private void split(List<String> selectors) throws IOException, InterruptedException {
        if (selectors.size() == 1) {
            String only = selectors.get(0);
            List<String> methods = only.indexOf('#') < 0
                    ? methodsOf.apply(only).stream().map(m -> only + "#" + m).toList() : List.of();
            if (methods.size() > 1) {
                split(methods);
            } else {
                String selector = methods.isEmpty() ? only : methods.get(0);
                RerunResult alone = only.indexOf('#') < 0 && methods.isEmpty() ? null : runs.run(List.of(selector));
                if (alone == null || alone.testsRun() == 0 || splitTimeouts && alone.timedOut()) {
                    breakers.add(breaker(selector, alone));
                } else {
                    results.add(alone);
                }
            }
            return;
        }
        int half = selectors.size() / 2;
        for (List<String> part : List.of(selectors.subList(0, half), selectors.subList(half, selectors.size()))) {
            RerunResult r = runs.run(part);
            if (reported(r)) {
                results.add(r);
            } else {
                split(part);
            }
        }
    }

    private static TestFailure breaker(String selector, RerunResult alone) {
        int hash = selector.indexOf('#');
        String testClass = hash < 0 ? selector : selector.substring(0, hash);
        String method = hash < 0 ? "" : selector.substring(hash + 1);
        String how = alone == null ? "its class reported nothing"
                : alone.timedOut() ? "the JVM running it alone was still running when it was killed"
                : "the JVM running it ended with exit code " + alone.exitCode() + " before reporting any result";
        String thrown = alone == null ? "" : firstThrowable(alone.log());
        return new TestFailure(testClass, method, BREAKER_TYPE, thrown.isEmpty() ? how : how + " (" + thrown + ")",
                List.of());
    }

    /**
     * The first line of a JVM's output that names an {@code Error} or {@code Exception} being
     * thrown ({@code java.lang.OutOfMemoryError: Java heap space}), or "".
     */
    static String firstThrowable(String log) {
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("(?m)^(?:Exception in thread \"[^\"]*\" )?([\\w$.]+(?:Error|Exception)(?::[^\\n]*)?)$")
                .matcher(log == null ? "" : log);
        return m.find() ? m.group(1).strip() : "";
    }
}
