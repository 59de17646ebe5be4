package dev.ferret.junit.flaky;

import dev.ferret.junit.compile.CompileGate;
import dev.ferret.junit.compile.CompiledSuite;
import dev.ferret.junit.compile.RenderedSuite;
import dev.ferret.junit.rerun.TestRerunner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The flaky filter: re-runs a suite's regression tests, rendered as probes (every value check
 * reports), in fresh JVMs until a number of runs in a row pass. Runs cycle through the
 * identity-hash schemes ({@link TestRerunner#IDENTITY_HASH_SCHEMES}) and every second one
 * shuffles the order; up to three runs go side by side, each in its own JVM. Each value check that fails is removed; a test that fails otherwise is
 * removed whole ({@link RerunPruner}).
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

    /**
     * @param rerunner runs the probes (its JVM options and order are varied per run)
     * @param cleanRunsWanted the consecutive runs without failures that end the filter
     * @param gate compiles the probes
     * @param pruner prunes the suite after each run
     * @param notes collects remarks for the report
     */
    public FlakyFilter(TestRerunner rerunner, int cleanRunsWanted, CompileGate gate, RerunPruner pruner,
                       List<String> notes) {
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
     * @param work a directory for the compiled probes
     * @param confirmation compiles the files as written; {@code null} for no confirming run
     */
    public Filtered filter(RenderedSuite suite, Path work, Confirmation confirmation)
            throws IOException, InterruptedException {
        List<List<String>> schemes = TestRerunner.IDENTITY_HASH_SCHEMES;
        Path probeClasses = work.resolve("probes");
        Map<String, String> compiledSources = new HashMap<>();
        int tests = 0;
        int assertions = 0;
        int uncompilable = 0;
        int cleanRuns = 0;
        int pruningRounds = 0;
        boolean confirmed = false;
        for (int round = 0; cleanRuns < cleanRunsWanted; ) {
            if (pruningRounds >= MAX_PRUNING_ROUNDS) {
                notes.add("Flaky filter stopped after " + MAX_PRUNING_ROUNDS + " rounds that removed assertions; "
                        + "the last removals were checked by one more run only.");
                break;
            }
            CompiledSuite probes = gate.compileProbes(suite, probeClasses, compiledSources);
            uncompilable += probes.dropped();
            if (probes.classes() == null) {
                break;
            }
            int batch = Math.min(PARALLEL_RUNS, cleanRunsWanted - cleanRuns);
            List<RerunPruner.Run> runs = new java.util.ArrayList<>();
            for (int r = round; r < round + batch; r++) {
                runs.add(new RerunPruner.Run(rerunner.withJvmOptions(schemes.get(r % schemes.size()))
                        .withShuffledOrder(r % 2 == 1 ? r : 0), probes));
            }
            round += batch;
            boolean confirming = false;
            if (confirmation != null && cleanRuns + batch >= cleanRunsWanted) {
                CompiledSuite files = confirmation.compile();
                uncompilable += files.dropped();
                if (files.classes() != null) {
                    runs.add(new RerunPruner.Run(rerunner, files));
                    confirming = true;
                }
            }
            Pruned pruned = pruner.prune(runs, suite);
            if (pruned == null) {
                break;
            }
            if (pruned.isEmpty()) {
                cleanRuns += batch;
                confirmed = confirming;
                continue;
            }
            cleanRuns = 0;
            pruningRounds++;
            tests += pruned.tests();
            assertions += pruned.assertions();
        }
        return new Filtered(new Pruned(tests, assertions), uncompilable, confirmed && cleanRuns >= cleanRunsWanted);
    }
}
