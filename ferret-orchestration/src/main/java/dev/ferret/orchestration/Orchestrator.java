package dev.ferret.orchestration;

import dev.ferret.core.run.Budget;
import dev.ferret.core.run.GenerationEngine;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.run.ExtraPhase;
import dev.ferret.stateful.phase.StatefulPhase;
import dev.ferret.core.run.InProcessEngine;
import dev.ferret.coverage.probe.CoverageSession;
import dev.ferret.coverage.probe.GoalSpace;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.execution.EnvironmentVariant;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.emit.SuiteEmitter;
import dev.ferret.junit.emit.SuiteReport;
import dev.ferret.junit.errors.DroppedErrorTest;
import dev.ferret.junit.runtime.TestRuntime;
import dev.ferret.worker.coordinator.ResidentMemory;
import dev.ferret.worker.coordinator.WorkerEngine;
import dev.ferret.worker.coordinator.WorkerOptions;
import dev.ferret.worker.journal.Journal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Runs generation from a request to a written, checked suite: chooses the engine, journals every
 * test before anything else happens to it, writes files while tests arrive, then compiles and
 * re-runs the suite. The same for every front end; it prints nothing. The front end writes what it
 * shows of the {@link RunResult} (the summary with {@link SummaryWriter}, the HTML report of
 * {@code orchestration.report}).
 */
public final class Orchestrator {

    /** Threads of the code under test that may linger in a worker before it is restarted. */
    static final int STRAY_THREAD_LIMIT = 8;

    /** Mixed into the seed of each resumed part, so that it does not generate the same tests again. */
    private static final long RESUME_SEED_STEP = 0x9E3779B97F4A7C15L;

    /**
     * Generates tests as the request says and writes the checked suite.
     *
     * @throws InvalidInputException for bad input (an unknown class, nothing testable, ...)
     * @throws IOException when the suite or the journal cannot be written
     */
    public RunResult generate(RunRequest request, RunObserver observer)
            throws InvalidInputException, IOException, InterruptedException {
        return run(request, List.of(), observer, false);
    }

    /**
     * Continues the run whose journal is in {@code outputDirectory}, with the options it was started
     * with (rebuilt by {@code parser}) and the budget it had left: every test it reported is kept.
     */
    public RunResult resume(Path outputDirectory, RequestParser parser, RunObserver observer)
            throws InvalidInputException, IOException, InterruptedException {
        Journal.Contents journal;
        try {
            journal = Journal.read(outputDirectory);
        } catch (IOException e) {
            throw new InvalidInputException(e.getMessage());
        }
        RunRequest original = parser.parse(journal.arguments());
        original = new RunRequest(original.config(), original.engine(),
                original.output().withDirectory(outputDirectory), journal.arguments());
        RunConfig config = original.config();
        Budget set = Budget.of(config);
        Budget left = set.minus(journal.elapsedMillis(), journal.tests().size(), 0, journal.sequences());
        boolean nothingLeft = left.isSpentAgainst(set);
        observer.notice("resuming " + outputDirectory + ": " + journal.tests().size() + " tests kept, "
                + (nothingLeft ? "no budget left" : Math.max(0, left.timeMillis()) / 1000 + " s left"));
        RunConfig rest = nothingLeft ? config
                : left.applyTo(config).withSeed(config.seed() + RESUME_SEED_STEP * journal.parts());
        return run(original.withConfig(rest), journal.tests(), observer, nothingLeft);
    }

    /**
     * Generates (unless {@code skipGeneration}) on top of the restored tests of a resumed run, then
     * checks and writes the suite.
     */
    private RunResult run(RunRequest request, List<GeneratedTest> restored, RunObserver observer,
                          boolean skipGeneration) throws InvalidInputException, IOException, InterruptedException {
        OutputSettings output = request.output();
        Path dir = output.directory();
        Files.createDirectories(dir);
        SuiteEmitter emitter = SuiteEmitter.builder(dir).testPackage(output.testPackage()).junitVersion(output.junit())
                .testsPerFile(output.testsPerFile()).rerun(output.rerun()).flakyRuns(output.flakyRuns())
                .reduce(request.config().reduceSuite()).classesUnderTest(request.config().classes())
                .environmentVariants(request.config().environmentVariation() ? EnvironmentVariant.RERUN : List.of())
                .testRuntime(output.testRuntime() == null ? null : TestRuntime.at(output.testRuntime())).build();
        restored.forEach(emitter::accept);
        RunConfig config = request.engine().inProcess() ? request.config()
                : request.config().withStrayThreadLimit(STRAY_THREAD_LIMIT);
        Incidents incidents = new Incidents();
        CoverageTimeline timeline = new CoverageTimeline();
        GoalSpace space = GoalSpace.of(config.classpath(), config.classes());
        if (space.goals() == 0 && config.reduceSuite()) {
            observer.notice("coverage is not measured for these classes (none of them is on --classpath: JDK "
                    + "classes load outside Ferret's class loader); regression tests are chosen by the behaviours they assert");
        }
        RunSummary summary = null;
        long firstError = -1;
        long ordinalBase = restored.stream().mapToLong(GeneratedTest::ordinal).max().orElse(-1) + 1;
        try (CampaignRun campaign = CampaignRun.open(skipGeneration ? config.withCampaign("", "") : config);
             Journal journal = restored.isEmpty() ? Journal.create(dir, request.arguments()) : Journal.append(dir);
             PersistingListener listener = new PersistingListener(emitter, observer, journal, ordinalBase, incidents,
                     timeline, config.classpath())) {
            if (!restored.isEmpty()) {
                journal.resumed(request.arguments());
            }
            if (!skipGeneration) {
                summary = generate(request.engine(), dir, campaign.config(), space, listener);
            }
            firstError = listener.firstErrorMillis();
        }
        if (summary == null) {
            summary = new RunSummary(0, 0, 0, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, 0, "nothing left to resume");
        }
        observer.checking(output.rerun());
        SuiteReport report = emitter.finish(config.classpath());
        report.notes().forEach(n -> observer.notice("note: " + n));
        errorTestIncidents(report, incidents);
        RunCoverage coverage = RunCoverage.measure(space, config.classes(), report.regressionCoverage(), timeline);
        StatefulSummary.writeContracts(dir, summary.stateful());
        return new RunResult(config, summary, report, dir, incidents.entries(), restored.size(), coverage,
                ResidentMemory.peakOfThisProcess(), firstError);
    }

    /**
     * Reports each error-revealing test the check phase removed because it would take a build's test
     * JVM down (exhausted memory, hung, ended the JVM) as an incident of the member it accused.
     */
    static void errorTestIncidents(SuiteReport report, Incidents incidents) {
        for (DroppedErrorTest d : report.removedErrorTests()) {
            if (d.reason().takesRunnerDown()) {
                incidents.add(d.reason().incident(), d.failingMethod(), d.testClass() + "." + d.method() + ": " + d.detail());
            }
        }
    }

    /** Runs the engine: in this JVM with coverage probes of its own, or in worker JVMs (which have theirs). */
    private static RunSummary generate(EngineSettings engine, Path outputDirectory, RunConfig config, GoalSpace space,
                                       PersistingListener listener) throws InvalidInputException, InterruptedException {
        if (!engine.inProcess()) {
            return workers(engine, outputDirectory, space).run(config, listener);
        }
        try (CoverageSession coverage = CoverageSession.open(space, config.reduceSuite() && config.mutants())) {
            return new InProcessEngine(coverage.rewriter(), ExecutionWatcher.NONE, ValueObserver.NONE, coverage.meter(),
                    config.stateful() ? StatefulPhase.of(config.campaign(), config.campaignRun()) : ExtraPhase.NONE)
                    .run(config, listener);
        }
    }

    private static GenerationEngine workers(EngineSettings engine, Path outputDirectory, GoalSpace space) {
        return new WorkerEngine(new WorkerOptions(engine.workers(), WorkerJvm.options(engine),
                engine.allowProcesses(),
                outputDirectory.resolve(".ferret").resolve("output-of-code-under-test.txt"), engine.ferretClasspath())
                .withClassArchiveDirectory(WorkerJvm.classArchiveDirectory()).withGoalSpace(space));
    }
}
