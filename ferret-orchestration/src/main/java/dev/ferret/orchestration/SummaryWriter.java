package dev.ferret.orchestration;

import dev.ferret.core.testcase.TestKind;
import dev.ferret.core.run.CallbackReach;
import dev.ferret.core.run.RunConfig;
import dev.ferret.coverage.report.CoverageFigures;
import dev.ferret.core.run.RunSummary;
import dev.ferret.junit.emit.SuiteReport;
import dev.ferret.junit.errors.DroppedErrorTest;
import dev.ferret.junit.emit.WrittenFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The end-of-run figures of a {@link RunResult}: as text for people ({@link #text(PrintWriter)})
 * and as JSON for machines ({@link #json(Path)}).
 */
public final class SummaryWriter {

    private static final int MAX_LISTED = 15;
    /** The methods never called with a generated implementation are listed in the text up to this many. */
    private static final int MAX_MISSED_LISTED = 10;

    private final RunConfig config;
    private final RunSummary run;
    private final SuiteReport report;
    private final Path outputDir;
    private final List<Incidents.Entry> incidents;
    private final Map<String, Long> environmentDependent;
    private final Map<String, String> environmentDifferences;
    private final int restored;
    private final long crashTests;
    private final RunCoverage coverage;
    private final long coordinatorPeakRss;
    private final long firstErrorMillis;

    public SummaryWriter(RunResult result) {
        this.config = result.config();
        this.run = result.summary();
        this.report = result.report();
        this.outputDir = result.outputDirectory();
        this.incidents = result.hostileIncidents();
        this.environmentDependent = result.environmentDependentMembers();
        this.environmentDifferences = result.environmentDependentDifferences();
        this.restored = result.restoredTests();
        this.crashTests = result.crashTests();
        this.coverage = result.coverage();
        this.coordinatorPeakRss = result.coordinatorPeakRssBytes();
        this.firstErrorMillis = result.firstErrorMillis();
    }

    private long crashTests() {
        return crashTests;
    }

    /** Writes the summary as text, a figure per line. */
    public void text(PrintWriter out) {
        sequencesAndRegressions(out);
        errors(out);
        callbacks(out);
        StatefulSummary.text(out, run.stateful());
        environmentVariation(out);
        mutation(out);
        timeAndMemory(out);
        violationsAndIncidents(out);
        files(out);
        out.flush();
    }

    private void sequencesAndRegressions(PrintWriter out) {
        out.printf(Locale.ROOT, "Ferret finished (%s) after %.1f s, seed %d%n", run.stopReason(),
                run.elapsedMillis() / 1000.0, config.seed());
        out.printf(Locale.ROOT, "  sequences executed   %,d (%,.0f/s); %,d duplicates skipped, %,d illegal, %,d timeouts%n",
                run.sequencesExecuted(), run.sequencesPerSecond(), run.redundantSequences(), run.illegalSequences(),
                run.timeouts());
        out.printf(Locale.ROOT, "  regression tests     %,d (%,d removed because they failed on re-run, "
                        + "%,d unstable assertions removed)%n",
                report.regressionTests(), report.removedFailingRegression(), report.removedAssertions());
        if (report.reducedAway() > 0) {
            out.printf(Locale.ROOT, "    reduced from %,d to a set cover of their coverage and behaviours "
                    + "(--suite full keeps all)%n", report.regressionTests() + report.reducedAway());
        }
        if (coverage.measured()) {
            CoverageFigures c = coverage.suite();
            out.printf(Locale.ROOT, "  coverage             lines %.1f%% (%,d/%,d), branches %.1f%% (%,d/%,d) "
                            + "of the classes under test, by the regression tests%n",
                    c.linePercent(), c.linesCovered(), c.lines(), c.branchPercent(), c.branchesCovered(), c.branches());
        }
        if (!report.nondeterministicMembers().isEmpty()) {
            out.println("  nondeterministic (assertions removed):");
            report.nondeterministicMembers().entrySet().stream().limit(MAX_LISTED).forEach(e ->
                    out.printf(Locale.ROOT, "    %-50s %,d  (%s)%n", e.getKey(), e.getValue(),
                            brief(report.nondeterministicDifferences().getOrDefault(e.getKey(), "?"))));
            if (report.nondeterministicMembers().size() > MAX_LISTED) {
                out.printf(Locale.ROOT, "    ... and %d more (see --summary-json)%n",
                        report.nondeterministicMembers().size() - MAX_LISTED);
            }
        }
        if (!environmentDependent.isEmpty()) {
            out.println("  environment-dependent (clock, time zone, locale or user; assertions removed):");
            environmentDependent.entrySet().stream().limit(MAX_LISTED).forEach(e ->
                    out.printf(Locale.ROOT, "    %-50s %,d  (%s)%n", e.getKey(), e.getValue(),
                            brief(environmentDifferences.getOrDefault(e.getKey(), "?"))));
            if (environmentDependent.size() > MAX_LISTED) {
                out.printf(Locale.ROOT, "    ... and %d more (see --summary-json)%n", environmentDependent.size() - MAX_LISTED);
            }
        }
    }

    private void errors(PrintWriter out) {
        out.printf(Locale.ROOT, "  error-revealing      %,d", report.errorTests());
        if (run.errorTests() > 0) {
            out.printf(Locale.ROOT, " (%.1f statements on average; %.1f before minimization)",
                    run.averageErrorTestLength(), run.averageErrorTestLengthBeforeMinimization());
        }
        if (firstErrorMillis >= 0) {
            out.printf(Locale.ROOT, "; the first found after %.2f s", firstErrorMillis / 1000.0);
        }
        out.println();
        removedErrorTests(out);
        if (crashTests() > 0) {
            out.printf(Locale.ROOT, "  crash tests          %,d (disabled: each ended a worker JVM)%n", crashTests());
        }
        if (restored > 0) {
            out.printf(Locale.ROOT, "  kept from the killed run %,d tests%n", restored);
        }
        out.printf(Locale.ROOT, "  dropped (no compile) %,d%n", report.droppedUncompilable());
        if (run.branchDirection().variants() > 0) {
            dev.ferret.core.run.BranchDirection d = run.branchDirection();
            out.printf(Locale.ROOT, "  branch-directed      %,d variants; flipped %,d of %,d branch edges attempted (%.0f%%)%n",
                    d.variants(), d.flipped(), d.attempted(), 100 * d.flippedShare());
        }
    }

    /**
     * The error-revealing tests removed because, run as a build runs them, they did not fail the way
     * they failed when found (passed, failed otherwise, exhausted memory, hung, ended the JVM).
     */
    private void removedErrorTests(PrintWriter out) {
        List<DroppedErrorTest> removed = report.removedErrorTests();
        if (removed.isEmpty()) {
            return;
        }
        out.printf(Locale.ROOT, "  error tests removed  %,d (run as a build runs them, they did not fail as when "
                + "found):%n", removed.size());
        removed.stream().limit(MAX_LISTED).forEach(d -> out.printf(Locale.ROOT, "    %-50s %s  (%s)%n",
                d.testClass().substring(d.testClass().lastIndexOf('.') + 1) + "." + d.method(), d.reason().words(),
                brief(d.detail())));
        if (removed.size() > MAX_LISTED) {
            out.printf(Locale.ROOT, "    ... and %d more (see --summary-json)%n", removed.size() - MAX_LISTED);
        }
    }

    /** What running kept tests again in other environments did, when it ran. */
    private void environmentVariation(PrintWriter out) {
        dev.ferret.core.run.EnvironmentVariation v = run.environmentVariation();
        if (v.testsRunAgain() > 0) {
            out.printf(Locale.ROOT, "  environment varied   %,d tests run again elsewhere (%.1f s): %,d assertions and "
                    + "%,d tests dropped%n", v.testsRunAgain(), v.millis() / 1000.0, v.checksDropped(), v.testsDropped());
        }
    }

    /** What the mutants of the classes under test did to the choice of tests, when there were any. */
    private void mutation(PrintWriter out) {
        dev.ferret.core.run.MutationFigures m = run.mutation();
        if (m.runs() > 0) {
            out.printf(Locale.ROOT, "  mutants              %,d killed by tests kept (%,d runs with a mutant on); %,d tests "
                    + "kept only for a mutant they kill%n", m.killed(), m.runs(), m.testsForMutants());
        }
    }

    private void timeAndMemory(PrintWriter out) {
        if (!report.phaseMillis().isEmpty()) {
            out.printf(Locale.ROOT, "  time                 generation %.1f s, then %s%n", run.elapsedMillis() / 1000.0,
                    String.join(", ", report.phaseMillis().entrySet().stream()
                            .map(e -> String.format(Locale.ROOT, "%s %.1f s", e.getKey(), e.getValue() / 1000.0))
                            .toList()));
        }
        out.printf(Locale.ROOT, "  peak heap (retained) %,d MB", run.peakHeapBytes() / (1024 * 1024));
        if (coordinatorPeakRss > 0) {
            out.printf(Locale.ROOT, "; resident: this process %,d MB", coordinatorPeakRss / (1024 * 1024));
            long worker = run.workerPeakRssBytes().stream().mapToLong(Long::longValue).max().orElse(-1);
            if (worker > 0) {
                out.printf(Locale.ROOT, ", largest worker %,d MB", worker / (1024 * 1024));
            }
        }
        out.println();
    }

    private void violationsAndIncidents(PrintWriter out) {
        if (!run.violationsPerContract().isEmpty()) {
            out.println("  violations per contract (failing sequences):");
            run.violationsPerContract().forEach((k, v) -> out.printf(Locale.ROOT, "    %-28s %,d%s%n", k, v,
                    dev.ferret.core.oracle.Contracts.isRecommendation(k)
                            ? "  (recommended, not required: tests only with --contract-level strict)"
                            : k.startsWith(dev.ferret.core.run.RunSummary.USAGE_RULE_PREFIX)
                            ? "  (a rule of use broken, not a bug: tests only with --report-usage-violations)"
                            : k.startsWith(dev.ferret.core.run.RunSummary.GENERATED_CODE_PREFIX)
                            ? "  (caused by Ferret's generated code, not a bug: no tests)" : ""));
        }
        if (!incidents.isEmpty()) {
            out.println("  hostile behaviour of the code under test (kind, member, reports):");
            incidents.stream().limit(MAX_LISTED * 2L).forEach(i -> out.printf(Locale.ROOT, "    %-16s %-50s %,d%s%n",
                    i.kind(), i.member().isEmpty() ? "?" : i.member(), i.count(),
                    i.detail().isEmpty() ? "" : "  (" + i.detail() + ")"));
            if (incidents.size() > MAX_LISTED * 2) {
                out.printf(Locale.ROOT, "    ... and %d more (see --summary-json)%n", incidents.size() - MAX_LISTED * 2);
            }
        }
    }

    private void files(PrintWriter out) {
        Path root = outputDir.toAbsolutePath().normalize();
        out.printf("  tests written to     %s (%d files)%n", root, report.files().size());
        for (WrittenFile f : report.files()) {
            if (f.kind() != TestKind.REGRESSION) {
                out.printf("    %s (%d %s)%n", root.relativize(f.path().toAbsolutePath().normalize()), f.tests(),
                        f.kind() == TestKind.ERROR ? "failing" : "disabled");
            }
        }
    }

    /**
     * The callback reach: how many methods taking an interface or abstract parameter ran with a
     * generated implementation, and those that never did when they are few.
     */
    private void callbacks(PrintWriter out) {
        CallbackReach r = run.callbackReach();
        if (!r.enabled() && config.callbacks()) {
            // on, but no worker reported its figures (ended at the time limit before it could)
            out.println("  callbacks            not reported (the workers were ended before they reported)");
            return;
        }
        if (!r.enabled()) {
            out.printf(Locale.ROOT, "  callbacks            off (--no-callbacks): %,d methods take an interface or "
                    + "abstract parameter%n", r.methods().size());
            closed(out, r);
            return;
        }
        if (r.methods().isEmpty()) {
            out.println("  callbacks            no method under test takes an interface or abstract parameter");
            closed(out, r);
            return;
        }
        out.printf(Locale.ROOT, "  callbacks            %,d of %,d methods taking an interface or abstract parameter "
                + "called with a generated implementation (%.0f%%)%n", r.reachedCount(), r.methods().size(),
                100 * r.share());
        List<String> missed = r.missed();
        if (!missed.isEmpty() && missed.size() <= MAX_MISSED_LISTED) {
            out.println("    never called so:");
            missed.forEach(m -> out.printf("      %s%n", m));
        }
        closed(out, r);
    }

    /** The closed parameter types, counted, and listed when they are few. */
    private static void closed(PrintWriter out, CallbackReach r) {
        if (r.closed().isEmpty()) {
            return;
        }
        out.printf(Locale.ROOT, "    %,d closed parameter types (final, record, enum, sealed or private constructors) "
                + "reported as closed: existing values only%s%n", r.closed().size(),
                r.closed().size() <= MAX_MISSED_LISTED ? ": " + String.join(", ", r.closed()) : "");
    }

    private Map<String, Object> callbacksJson() {
        CallbackReach r = run.callbackReach();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("enabled", r.enabled());
        m.put("methodsTakingInterfaceOrAbstract", r.methods().size());
        m.put("calledWithGenerated", r.reachedCount());
        m.put("percent", Math.round(r.share() * 1000) / 10.0);
        m.put("neverCalledWithGenerated", r.missed());
        m.put("closedParameterTypes", r.closed().size());
        m.put("closed", r.closed());
        return m;
    }

    /** Writes the summary figures as a JSON object into {@code file}. */
    public void json(Path file) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seed", config.seed());
        m.put("stopReason", run.stopReason());
        m.put("elapsedMillis", run.elapsedMillis());
        m.put("sequencesExecuted", run.sequencesExecuted());
        m.put("sequencesPerSecond", Math.round(run.sequencesPerSecond() * 10) / 10.0);
        m.put("redundantSequences", run.redundantSequences());
        m.put("illegalSequences", run.illegalSequences());
        m.put("timeouts", run.timeouts());
        m.put("operations", run.operations());
        m.put("regressionTests", report.regressionTests());
        m.put("regressionTestsReducedAway", report.reducedAway());
        m.put("suite", config.reduceSuite() ? "reduced" : "full");
        if (coverage.measured()) {
            m.put("coverage", coverageJson());
        }
        m.put("errorTests", report.errorTests());
        m.put("firstErrorMillis", firstErrorMillis);
        m.put("errorTestStatements", run.errorTestStatements());
        m.put("errorTestStatementsBeforeMinimization", run.errorTestStatementsBeforeMinimization());
        m.put("crashTests", crashTests());
        m.put("restoredTests", restored);
        m.put("incidents", incidents.stream().map(i -> Map.of("kind", i.kind(), "member", i.member(),
                "count", i.count(), "detail", i.detail())).toList());
        m.put("droppedUncompilable", report.droppedUncompilable());
        m.put("removedFailingRegression", report.removedFailingRegression());
        m.put("removedAssertions", report.removedAssertions());
        m.put("removedErrorTests", report.removedErrorTests().size());
        m.put("removedErrorTestDetails", report.removedErrorTests().stream().map(d -> {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("testClass", d.testClass());
            e.put("method", d.method());
            e.put("classUnderTest", d.classUnderTest());
            e.put("failingMethod", d.failingMethod() == null ? "" : d.failingMethod());
            e.put("violation", d.violation() == null ? "" : d.violation());
            e.put("reason", d.reason().incident());
            e.put("detail", d.detail());
            return e;
        }).toList());
        m.put("nondeterministicMembers", report.nondeterministicMembers());
        m.put("nondeterministicDifferences", report.nondeterministicDifferences());
        m.put("environmentDependentMembers", environmentDependent);
        m.put("environmentDependentDifferences", environmentDifferences);
        m.put("peakHeapBytes", run.peakHeapBytes());
        Map<String, Object> memory = new LinkedHashMap<>();
        memory.put("coordinatorPeakRssBytes", coordinatorPeakRss);
        memory.put("workerPeakRssBytes", run.workerPeakRssBytes());
        m.put("memory", memory);
        Map<String, Object> direction = new LinkedHashMap<>();
        direction.put("variants", run.branchDirection().variants());
        direction.put("attempted", run.branchDirection().attempted());
        direction.put("flipped", run.branchDirection().flipped());
        m.put("branchDirected", direction);
        m.put("callbacks", callbacksJson());
        Map<String, Object> varied = new LinkedHashMap<>();
        varied.put("enabled", config.environmentVariation());
        varied.put("testsRunAgain", run.environmentVariation().testsRunAgain());
        varied.put("checksDropped", run.environmentVariation().checksDropped());
        varied.put("testsDropped", run.environmentVariation().testsDropped());
        varied.put("millis", run.environmentVariation().millis());
        m.put("environmentVariation", varied);
        Map<String, Object> mutants = new LinkedHashMap<>();
        mutants.put("enabled", config.mutants());
        mutants.put("killed", run.mutation().killed());
        mutants.put("runs", run.mutation().runs());
        mutants.put("testsForMutants", run.mutation().testsForMutants());
        m.put("mutants", mutants);
        m.put("stateful", StatefulSummary.json(run.stateful()));
        Map<String, Object> phases = new LinkedHashMap<>();
        phases.put("generation", run.elapsedMillis());
        phases.putAll(report.phaseMillis());
        m.put("phaseMillis", phases);
        m.put("violationsPerContract", run.violationsPerContract());
        m.put("outputDir", outputDir.toAbsolutePath().normalize().toString());
        m.put("files", report.files().stream().map(f -> Map.of("path", f.path().toString(),
                "classUnderTest", f.classUnderTest(), "kind", f.kind().name(), "tests", f.tests())).toList());
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, Json.write(m) + "\n");
    }

    /** Line and branch coverage of the suite, per class, and over time. */
    private Map<String, Object> coverageJson() {
        CoverageFigures c = coverage.suite();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("linesCovered", c.linesCovered());
        m.put("lines", c.lines());
        m.put("linePercent", Math.round(c.linePercent() * 10) / 10.0);
        m.put("branchesCovered", c.branchesCovered());
        m.put("branches", c.branches());
        m.put("branchPercent", Math.round(c.branchPercent() * 10) / 10.0);
        m.put("classes", c.classes().stream().map(k -> {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", k.name());
            e.put("linesCovered", k.linesCovered());
            e.put("lines", k.lines());
            e.put("branchesCovered", k.branchesCovered());
            e.put("branches", k.branches());
            return e;
        }).toList());
        m.put("overTime", coverage.overTime().stream().map(p -> {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("elapsedMillis", p.elapsedMillis());
            e.put("linesCovered", p.linesCovered());
            e.put("branchesCovered", p.branchesCovered());
            e.put("testsKept", p.testsKept());
            return e;
        }).toList());
        return m;
    }

    /** A failure's first line, cut to fit a summary line. */
    private static String brief(String text) {
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }
}
