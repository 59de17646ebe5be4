package dev.ferret.junit.flaky;

import dev.ferret.core.testcase.Check;
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
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Re-runs the compiled regression classes of a suite once and prunes what failed: a test that
 * failed at a value assertion loses that assertion (the observed member is recorded as
 * nondeterministic); a test that failed anywhere else (an unexpected exception, a missing
 * expected one) is removed. When runs side by side include runs in another environment
 * ({@link Run#varied}) and plain ones, what failed only in the varied ones is recorded as
 * environment-dependent instead (a test removed whole under its last step's member).
 */
public final class RerunPruner {

    private final List<Path> cutClasspath;
    private final JUnitVersion version;
    private final List<String> notes;
    private final UnstableMembers members;
    private long nanos;

    /**
     * @param cutClasspath class path of the code under test
     * @param version the JUnit version to run the tests with
     * @param notes collects remarks for the report
     * @param nondeterministic counts the assertions removed per observed member; updated
     */
    public RerunPruner(List<Path> cutClasspath, JUnitVersion version, List<String> notes,
                       Map<String, Integer> nondeterministic) {
        this(cutClasspath, version, notes, nondeterministic, new java.util.HashMap<>());
    }

    /**
     * @param cutClasspath class path of the code under test
     * @param version the JUnit version to run the tests with
     * @param notes collects remarks for the report
     * @param nondeterministic counts the assertions removed per observed member; updated
     * @param differences what the first failing assertion of each such member reported (the
     *     exception's first line, e.g. {@code expected: <1> but was: <2>}); updated
     */
    public RerunPruner(List<Path> cutClasspath, JUnitVersion version, List<String> notes,
                       Map<String, Integer> nondeterministic, Map<String, String> differences) {
        this(cutClasspath, version, notes, new UnstableMembers(nondeterministic, differences, nondeterministic,
                differences));
    }

    /**
     * @param cutClasspath class path of the code under test
     * @param version the JUnit version to run the tests with
     * @param notes collects remarks for the report
     * @param members records the members of the assertions removed, nondeterministic or
     *     environment-dependent; updated
     */
    public RerunPruner(List<Path> cutClasspath, JUnitVersion version, List<String> notes, UnstableMembers members) {
        this.members = Objects.requireNonNull(members, "members");
        this.cutClasspath = List.copyOf(cutClasspath);
        this.version = Objects.requireNonNull(version, "version");
        this.notes = Objects.requireNonNull(notes, "notes");
    }

    /**
     * What the runs say: tests to remove whole (with what they failed with), and value checks to
     * remove per test; and which of them failed in a plain run (not only in varied ones).
     */
    private record Verdicts(Map<GeneratedTest, String> remove, Map<GeneratedTest, Map<Integer, String>> unstable,
                            Set<GeneratedTest> removedInPlainRun, Map<GeneratedTest, Set<Integer>> unstableInPlainRun) {
        Verdicts() {
            this(new IdentityHashMap<>(), new IdentityHashMap<>(), java.util.Collections.newSetFromMap(new IdentityHashMap<>()),
                    new IdentityHashMap<>());
        }
    }

    /**
     * One re-run: a runner (JVM options, order) and the compiled classes it runs.
     *
     * @param runner how to run them
     * @param compiled the compiled regression classes (probes or the files as written)
     * @param varied whether the runner's JVM runs in another environment (zone, locale, user, clock)
     */
    public record Run(TestRerunner runner, CompiledSuite compiled, boolean varied) {
        /** A run in the usual environment. */
        public Run(TestRerunner runner, CompiledSuite compiled) {
            this(runner, compiled, false);
        }
    }

    /**
     * Runs the regression classes once with the runner given and prunes the suite.
     *
     * @return what was removed, or {@code null} when the run produced no results (stop re-running)
     */
    public Pruned prune(TestRerunner rerunner, CompiledSuite compiled, RenderedSuite suite)
            throws IOException, InterruptedException {
        return prune(List.of(new Run(rerunner, compiled)), suite);
    }

    /**
     * Makes the runs at the same time (each in its own JVM) and prunes the suite by what any of
     * them reported.
     *
     * @return what was removed, or {@code null} when a run produced no results (stop re-running)
     */
    public Pruned prune(List<Run> runs, RenderedSuite suite) throws IOException, InterruptedException {
        long start = System.nanoTime();
        List<List<RerunResult>> results;
        try {
            results = runAll(runs);
        } finally {
            nanos += System.nanoTime() - start;
        }
        if (results == null) {
            return null;
        }
        Verdicts verdicts = new Verdicts();
        for (int i = 0; i < runs.size(); i++) {
            judge(results.get(i), runs.get(i).compiled().files(), verdicts, runs.get(i).varied());
        }
        boolean comparable = runs.stream().anyMatch(Run::varied) && runs.stream().anyMatch(r -> !r.varied());
        for (Map.Entry<GeneratedTest, String> removed : verdicts.remove().entrySet()) {
            GeneratedTest test = removed.getKey();
            suite.remove(test);
            verdicts.unstable().remove(test);
            if (comparable && !verdicts.removedInPlainRun().contains(test) && !test.steps().isEmpty()) {
                members.environmentDependent(ObservedMember.ofStep(test, test.steps().size() - 1),
                        "failed in another environment: " + removed.getValue());
            }
        }
        int assertions = 0;
        int emptied = 0;
        for (Map.Entry<GeneratedTest, Map<Integer, String>> entry : verdicts.unstable().entrySet()) {
            Set<Integer> plain = comparable ? verdicts.unstableInPlainRun().getOrDefault(entry.getKey(), Set.of())
                    : entry.getValue().keySet();
            int removed = removeChecks(suite, entry.getKey(), entry.getValue(), plain);
            assertions += removed;
            if (removed == entry.getKey().checks().size()) {
                emptied++; // nothing left to assert: the test went (removeChecks)
            }
        }
        return new Pruned(verdicts.remove().size() + emptied, assertions);
    }

    /** The time spent in re-run JVMs so far (from the first start to the last end of each batch), in milliseconds. */
    public long millis() {
        return nanos / 1_000_000;
    }

    /** The regression classes of a compiled suite. */
    private static List<String> regressionClasses(CompiledSuite compiled) {
        List<String> classes = new ArrayList<>();
        for (PlacedFile p : compiled.files().values()) {
            if (p.kind() == TestKind.REGRESSION) {
                classes.add(p.file().qualifiedName());
            }
        }
        return classes;
    }

    /** Every run's results (empty for a suite without regression classes); null when one reported nothing. */
    private List<List<RerunResult>> runAll(List<Run> runs) throws IOException, InterruptedException {
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(runs.size());
        try {
            List<java.util.concurrent.Future<List<RerunResult>>> futures = new ArrayList<>();
            for (Run r : runs) {
                List<String> classes = regressionClasses(r.compiled());
                futures.add(pool.submit(() -> classes.isEmpty() ? List.<RerunResult>of()
                        : run(r.runner(), classes, r.compiled())));
            }
            List<List<RerunResult>> all = new ArrayList<>();
            boolean empty = false;
            for (java.util.concurrent.Future<List<RerunResult>> f : futures) {
                List<RerunResult> one = f.get();
                empty |= one == null;
                all.add(one);
            }
            return empty ? null : all;
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException("re-run failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * All classes in one JVM; class by class if that timed out; by bisection if nothing was
     * reported (a test ended the JVM), which finds the tests that did it: each is reported as a
     * failure (so removed) and named in a note.
     */
    private List<RerunResult> run(TestRerunner rerunner, List<String> classes, CompiledSuite compiled)
            throws IOException, InterruptedException {
        Path compiledClasses = compiled.classes();
        List<RerunResult> results = new ArrayList<>();
        RerunResult all = rerunner.run(classes, compiledClasses, cutClasspath, version);
        if (all.timedOut()) {
            note("Re-run of all regression tests timed out; re-running class by class.");
            for (String testClass : classes) {
                results.add(rerunner.run(List.of(testClass), compiledClasses, cutClasspath, version));
            }
        } else {
            results.add(all);
        }
        int reported = results.stream().mapToInt(RerunResult::testsRun).sum();
        if (reported == 0 && !all.timedOut()) {
            RunBreakers.Found found = RunBreakers.find(
                    selectors -> rerunner.runSelected(selectors, compiledClasses, cutClasspath, version), classes,
                    testClass -> methodsOf(compiled.files().get(testClass)), false);
            for (TestFailure breaker : found.breakers()) {
                note("Regression test " + breaker.className() + (breaker.methodName().isEmpty() ? ""
                        : "." + breaker.methodName()) + " removed: " + breaker.message()
                        + " (it would end the JVM of every test run with it). Output: " + all.log().strip());
            }
            List<RerunResult> bisected = new ArrayList<>(found.results());
            bisected.add(new RerunResult(0, found.breakers(), java.util.Set.of(), false, all.exitCode(), all.log()));
            return bisected;
        }
        return results;
    }

    /** The test methods of a file, by name; none for no file. */
    static List<String> methodsOf(PlacedFile p) {
        return p == null ? List.of() : p.file().methods().stream().map(m -> m.name()).toList();
    }

    /** Adds a note; runs side by side add theirs from their own threads. */
    private void note(String text) {
        synchronized (notes) {
            notes.add(text);
        }
    }

    private void judge(List<RerunResult> results, Map<String, PlacedFile> files, Verdicts verdicts, boolean varied) {
        for (RerunResult result : results) {
            for (TestFailure failure : result.failures()) {
                judge(failure, files.get(failure.className()), verdicts, varied);
            }
            for (String testClass : result.classesWithoutResults()) {
                PlacedFile p = files.get(testClass);
                if (p != null) {
                    notes.add("Regression test class " + testClass + " produced no results"
                            + (result.timedOut() ? " (timed out)" : "") + "; its tests were removed.");
                    for (GeneratedTest test : p.tests()) {
                        remove(verdicts, test, "no results", true);
                    }
                }
            }
        }
    }

    /** Marks a test to be removed whole; {@code plain}: the failure was in a plain run. */
    private static void remove(Verdicts verdicts, GeneratedTest test, String why, boolean plain) {
        verdicts.remove().putIfAbsent(test, why);
        if (plain) {
            verdicts.removedInPlainRun().add(test);
        }
    }

    private static void judge(TestFailure failure, PlacedFile p, Verdicts verdicts, boolean varied) {
        if (p == null) {
            return;
        }
        String why = failure.type() + ": " + failure.message();
        int index = p.file().testIndexOf(failure.methodName());
        if (index < 0 || index >= p.tests().size()) {
            for (GeneratedTest test : p.tests()) {
                remove(verdicts, test, why, true); // class-level failure
            }
            return;
        }
        GeneratedTest test = p.tests().get(index);
        Map<Integer, String> checks = new java.util.TreeMap<>();
        boolean elsewhere = false;
        for (int line : failure.lines()) {
            int check = p.file().valueCheckAt(index, line);
            if (check >= 0 && check < test.checks().size() && Check.valueCheckOrNull(test.checks().get(check)) != null) {
                String message = failure.messageAt(line);
                if (isAssertionFailure(message)) {
                    checks.putIfAbsent(check, message);
                } else {
                    elsewhere = true; // a timeout's thread dump or an exception thrown inside the check
                }
            }
        }
        if (checks.isEmpty() || elsewhere) {
            remove(verdicts, test, why, !varied); // an unexpected exception, or a missing expected one
        } else {
            checks.forEach(verdicts.unstable().computeIfAbsent(test, t -> new java.util.TreeMap<>())::putIfAbsent);
            if (!varied) {
                verdicts.unstableInPlainRun().computeIfAbsent(test, t -> new java.util.TreeSet<>()).addAll(checks.keySet());
            }
        }
    }

    /**
     * Whether the exception a value check's frame belongs to is an assertion that compared values
     * and found them different. Only such a failure makes the checked member nondeterministic:
     * a per-test timeout (whose cause carries the test thread's stack, possibly inside a check)
     * or an exception thrown while checking says nothing about the value, so the test goes whole.
     */
    static boolean isAssertionFailure(String message) {
        return message.startsWith("org.opentest4j.AssertionFailedError") || message.startsWith("java.lang.AssertionError")
                || message.startsWith("junit.framework.AssertionFailedError")
                || message.startsWith("junit.framework.ComparisonFailure") || message.startsWith("org.junit.ComparisonFailure")
                || message.startsWith("org.junit.internal.ArrayComparisonFailure"); // JUnit 4's assertArrayEquals
    }

    /**
     * Removes the unstable value checks of a test, and the test when none is left; returns how many
     * checks. Those that failed in a plain
     * run ({@code inPlainRun}) are nondeterministic, the others environment-dependent.
     */
    private int removeChecks(RenderedSuite suite, GeneratedTest test, Map<Integer, String> unstable,
                             Set<Integer> inPlainRun) {
        List<Check> kept = new ArrayList<>();
        int removed = 0;
        for (int k = 0; k < test.checks().size(); k++) {
            if (unstable.containsKey(k)) {
                String member = ObservedMember.of(test, source(test, Check.valueCheckOrNull(test.checks().get(k)), unstable));
                if (inPlainRun.contains(k)) {
                    members.nondeterministic(member, unstable.get(k));
                } else {
                    members.environmentDependent(member, unstable.get(k) + " in another environment");
                }
                removed++;
            } else {
                kept.add(test.checks().get(k));
            }
        }
        if (kept.isEmpty()) {
            suite.remove(test); // a test that asserts nothing shows nothing (its statements fed only what went)
        } else {
            suite.replace(test, test.withChecks(kept));
        }
        return removed;
    }

    /**
     * The unstable check to blame for an unstable check: the check itself, unless a step its
     * value was computed from (transitively) also has an unstable check, in which case the
     * earliest such one. A pure function fed a value that differs between runs (a random
     * number from a library's own {@code random()}) gives a different result, but the
     * difference is its input's, so the input's member is reported, not the function.
     */
    private static Check.ValueCheck source(GeneratedTest test, Check.ValueCheck check, Map<Integer, String> unstable) {
        Map<Integer, Check.ValueCheck> unstableSteps = new java.util.TreeMap<>();
        for (int k : unstable.keySet()) {
            Check.ValueCheck v = Check.valueCheckOrNull(test.checks().get(k));
            unstableSteps.putIfAbsent(v.step(), v);
        }
        Set<Integer> feeding = new TreeSet<>();
        java.util.Deque<Integer> todo = new java.util.ArrayDeque<>(List.of(check.step()));
        while (!todo.isEmpty()) {
            int step = todo.pop();
            if (step < 0 || step >= test.steps().size()) {
                continue;
            }
            for (int input : test.steps().get(step).inputs()) {
                if (input >= 0 && feeding.add(input)) {
                    todo.push(input);
                }
            }
        }
        for (Map.Entry<Integer, Check.ValueCheck> e : unstableSteps.entrySet()) {
            if (feeding.contains(e.getKey())) {
                return e.getValue();
            }
        }
        return check;
    }
}
