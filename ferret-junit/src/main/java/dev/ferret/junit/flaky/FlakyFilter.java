package dev.ferret.junit.flaky;

import dev.ferret.junit.compile.CompileGate;
import dev.ferret.junit.compile.CompiledSuite;
import dev.ferret.junit.compile.RenderedSuite;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.core.execution.EnvironmentVariant;
import java.io.IOException;
import java.nio.file.Path;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.compile.PlacedFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The flaky filter: re-runs a suite's regression tests, rendered as probes (every value check
 * reports), in fresh JVMs until a number of runs in a row pass. Runs cycle through the
 * identity-hash schemes ({@link TestRerunner#IDENTITY_HASH_SCHEMES}) and every second one
 * shuffles the order; up to three runs go side by side, each in its own JVM. Each value check that fails is removed; a test that fails otherwise is
 * removed whole ({@link RerunPruner}). Given {@link EnvironmentVariant}s, the first of each three runs
 * runs in the first variant, the second in the second, beside the third in the usual environment:
 * what fails only in a variant is environment-dependent.
 */
public final class FlakyFilter {

    /** The maximum number of runs that remove something; the filter stops after that many. */
    public static final int MAX_PRUNING_ROUNDS = 4;
    /**
     * Re-runs made at the same time, each in its own JVM: all the clean runs still wanted at once
     * (three by default), as a batch of three on two cores takes about half as long again as one.
     */
    static final int PARALLEL_RUNS = 3;

    private final TestRerunner rerunner;
    private final int cleanRunsWanted;
    private final CompileGate gate;
    private final RerunPruner pruner;
    private final List<String> notes;
    /** The environments of the first runs of each three; empty for the usual one. */
    private final List<EnvironmentVariant> variants;

    /**
     * @param rerunner runs the probes (its JVM options and order are varied per run)
     * @param cleanRunsWanted the consecutive runs without failures that end the filter
     * @param gate compiles the probes
     * @param pruner prunes the suite after each run
     * @param notes collects remarks for the report
     */
    public FlakyFilter(TestRerunner rerunner, int cleanRunsWanted, CompileGate gate, RerunPruner pruner,
                       List<String> notes) {
        this(rerunner, cleanRunsWanted, gate, pruner, notes, List.of());
    }

    /**
     * @param rerunner runs the probes (its JVM options and order are varied per run)
     * @param cleanRunsWanted the consecutive runs without failures that end the filter
     * @param gate compiles the probes
     * @param pruner prunes the suite after each run
     * @param notes collects remarks for the report
     * @param variants the environments of the first runs of each three (at most two, so that the
     *     third runs in the usual one), or none to run every time in the usual one
     */
    public FlakyFilter(TestRerunner rerunner, int cleanRunsWanted, CompileGate gate, RerunPruner pruner,
                       List<String> notes, List<EnvironmentVariant> variants) {
        if (variants.size() >= TestRerunner.IDENTITY_HASH_SCHEMES.size()) {
            throw new IllegalArgumentException("at most " + (TestRerunner.IDENTITY_HASH_SCHEMES.size() - 1)
                    + " variants: " + variants);
        }
        this.variants = List.copyOf(variants);
        this.rerunner = Objects.requireNonNull(rerunner, "rerunner");
        this.cleanRunsWanted = cleanRunsWanted;
        this.gate = Objects.requireNonNull(gate, "gate");
        this.pruner = Objects.requireNonNull(pruner, "pruner");
        this.notes = Objects.requireNonNull(notes, "notes");
    }

    /**
     * Filters the suite.
     *
     * @param work a directory for the compiled probes
     * @return the tests removed (failing, or probes that did not compile) and the value checks removed
     */
    public Pruned filter(RenderedSuite suite, Path work) throws IOException, InterruptedException {
        Filtered f = filter(suite, work, null);
        return new Pruned(f.pruned().tests() + f.uncompilable(), f.pruned().assertions());
    }

    /** Compiles the suite's files as written (incrementally), for the run that confirms them. */
    public interface Confirmation {
        /** @return the compiled files; their classes are {@code null} when they cannot be compiled */
        CompiledSuite compile() throws IOException;
    }

    /**
     * What the filter did.
     *
     * @param pruned the tests removed because they failed, and the value checks removed
     * @param uncompilable tests dropped because their probes or the files as written did not compile
     * @param confirmed whether the last clean batch also ran the files as written (usual order and
     *     identity-hash scheme) without a failure, so no separate confirming run is needed
     */
    public record Filtered(Pruned pruned, int uncompilable, boolean confirmed) { }

    /**
     * Filters the suite; a batch of runs that can end the filter also runs the files as written,
     * side by side with the probes, when {@code confirmation} is given.
     *
     * <p>Clean runs are counted per test class, and what a run removes does not start them again: a
     * probe reports every value check that failed, so the checks left passed every run of the batch
     * as they are; a test removed whole (it threw) only leaves the others to run without it. What
     * ends the filter is the run of the files as written (usual order and identity-hash scheme, as a
     * build runs them): once every probe class has its clean runs, each written class runs again
     * until its current source has passed (only classes that changed since they last passed). That
     * run comes after the probes', not beside them: nearly every suite loses some checks to the
     * probes, and the files they changed would have to run again anyway.
     *
     * @param work a directory for the compiled probes
     * @param confirmation compiles the files as written; {@code null} for no confirming run
     */
    public Filtered filter(RenderedSuite suite, Path work, Confirmation confirmation)
            throws IOException, InterruptedException {
        Path probeClasses = work.resolve("probes");
        Map<String, String> compiledSources = new HashMap<>();
        Map<String, Integer> cleanRuns = new HashMap<>();
        Map<String, String> confirmedSources = new HashMap<>();
        int tests = 0;
        int assertions = 0;
        int uncompilable = 0;
        int pruningRounds = 0;
        boolean confirmed = false;
        for (int round = 0; ; ) {
            if (tooManyPruningRounds(pruningRounds)) {
                break;
            }
            Map<String, PlacedFile> due = regression(suite.probes(), c -> cleanRuns.getOrDefault(c, 0) < cleanRunsWanted);
            CompiledSuite probes = null;
            if (!due.isEmpty()) {
                probes = gate.compileProbes(suite, probeClasses, compiledSources);
                uncompilable += probes.dropped();
                if (probes.classes() == null) {
                    break;
                }
                due = regression(probes.files(), c -> cleanRuns.getOrDefault(c, 0) < cleanRunsWanted);
            }
            int batch = batchSize(due.keySet(), cleanRuns);
            List<RerunPruner.Run> runs = probeRuns(probes == null ? null : new CompiledSuite(probes.classes(), due, 0),
                    round, batch);
            round += batch;
            Map<String, PlacedFile> confirming = Map.of();
            if (confirmation != null && batch == 0) {
                CompiledSuite files = confirmation.compile();
                uncompilable += files.dropped();
                confirming = confirmingRun(files, confirmedSources, runs);
                confirmed = files.classes() != null ? confirming.isEmpty() : confirmed;
            }
            if (runs.isEmpty()) {
                break; // every class has its clean runs, and its written file passed (or is not run)
            }
            Pruned pruned = pruner.prune(runs, suite);
            if (pruned == null) {
                confirmed = false;
                break;
            }
            for (String c : due.keySet()) {
                cleanRuns.merge(c, batch, Integer::sum);
            }
            passedAsWritten(confirming, suite, confirmedSources);
            if (!pruned.isEmpty()) {
                confirmed = false;
                pruningRounds++;
                tests += pruned.tests();
                assertions += pruned.assertions();
            } else if (batch == 0) {
                confirmed = true; // the written files that still needed a run passed
                break;
            }
        }
        return new Filtered(new Pruned(tests, assertions), uncompilable, confirmation != null && confirmed);
    }

    /** How many probe runs the next batch has: up to the clean runs the due class with fewest still needs. */
    private int batchSize(java.util.Set<String> due, Map<String, Integer> cleanRuns) {
        int fewest = due.stream().mapToInt(c -> cleanRuns.getOrDefault(c, 0)).min().orElse(cleanRunsWanted);
        return due.isEmpty() ? 0 : Math.min(PARALLEL_RUNS, cleanRunsWanted - fewest);
    }

    private boolean tooManyPruningRounds(int pruningRounds) {
        if (pruningRounds < MAX_PRUNING_ROUNDS) {
            return false;
        }
        notes.add("Flaky filter stopped after " + MAX_PRUNING_ROUNDS + " rounds that removed assertions; "
                + "the last removals were checked by one more run only.");
        return true;
    }

    /**
     * Adds to {@code runs} a run of the written files not confirmed in their current form; returns
     * those files (none when the files as written do not compile, or all are confirmed).
     */
    private Map<String, PlacedFile> confirmingRun(CompiledSuite files, Map<String, String> confirmedSources,
                                                  List<RerunPruner.Run> runs) {
        if (files.classes() == null) {
            return Map.of();
        }
        Map<String, PlacedFile> confirming = regression(files.files(),
                c -> !files.files().get(c).file().source().equals(confirmedSources.get(c)));
        if (!confirming.isEmpty()) {
            runs.add(new RerunPruner.Run(rerunner, new CompiledSuite(files.classes(), confirming, 0)));
        }
        return confirming;
    }

    /**
     * A batch of {@code batch} runs of the probes, the first numbered {@code round}; the first (and
     * second) of each three in the variants' environments, when there are any.
     */
    private List<RerunPruner.Run> probeRuns(CompiledSuite dueProbes, int round, int batch) {
        List<List<String>> schemes = TestRerunner.IDENTITY_HASH_SCHEMES;
        List<RerunPruner.Run> runs = new ArrayList<>();
        for (int r = round; r < round + batch; r++) {
            List<String> options = schemes.get(r % schemes.size());
            boolean varied = r % schemes.size() < variants.size();
            if (varied) {
                options = new ArrayList<>(options);
                options.addAll(variants.get(r % schemes.size()).jvmOptions());
            }
            runs.add(new RerunPruner.Run(rerunner.withJvmOptions(options).withShuffledOrder(r % 2 == 1 ? r : 0),
                    dueProbes, varied));
        }
        return runs;
    }

    /**
     * Records as confirmed the written files that ran ({@code confirming}) and that the run's
     * pruning left as they were.
     */
    private static void passedAsWritten(Map<String, PlacedFile> confirming, RenderedSuite suite,
                                        Map<String, String> confirmedSources) {
        if (confirming.isEmpty()) {
            return;
        }
        Map<String, PlacedFile> filesNow = suite.files();
        for (Map.Entry<String, PlacedFile> e : confirming.entrySet()) {
            PlacedFile now = filesNow.get(e.getKey());
            if (now != null && now.file().source().equals(e.getValue().file().source())) {
                confirmedSources.put(e.getKey(), e.getValue().file().source());
            }
        }
    }

    /** The regression files among {@code files} whose class the filter selects, in suite order. */
    private static Map<String, PlacedFile> regression(Map<String, PlacedFile> files,
                                                      java.util.function.Predicate<String> select) {
        Map<String, PlacedFile> out = new LinkedHashMap<>();
        for (Map.Entry<String, PlacedFile> e : files.entrySet()) {
            if (e.getValue().kind() == TestKind.REGRESSION && select.test(e.getKey())) {
                out.put(e.getKey(), e.getValue());
            }
        }
        return out;
    }
}
