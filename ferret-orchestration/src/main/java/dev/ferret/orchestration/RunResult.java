package dev.ferret.orchestration;

import dev.ferret.core.keep.EnvironmentFilter;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.emit.SuiteReport;
import dev.ferret.junit.emit.WrittenFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a run produced: the engine's figures, the written suite, and the hostile behaviour of the
 * code under test.
 *
 * @param config the configuration of the last part that ran (a resumed run's remaining budget)
 * @param summary the engine's figures
 * @param report the written suite after the check phase
 * @param outputDirectory where it was written
 * @param incidents hostile behaviour by kind and member
 * @param restoredTests tests kept from the run this one resumed
 * @param coverage line and branch coverage of the classes under test as Ferret measured it
 * @param coordinatorPeakRssBytes the peak resident memory of the process that ran the run (the
 *     coordinator, with worker JVMs) at its end, or -1 where it cannot be read
 * @param firstErrorMillis time from the start of generation until the first error-revealing test
 *     was found and minimized (worker start-up included), or -1 when none was found
 */
public record RunResult(RunConfig config, RunSummary summary, SuiteReport report, Path outputDirectory,
                        List<Incidents.Entry> incidents, int restoredTests, RunCoverage coverage,
                        long coordinatorPeakRssBytes, long firstErrorMillis) {

    public RunResult {
        incidents = List.copyOf(incidents);
    }

    /** A result whose first error time is unknown. */
    public RunResult(RunConfig config, RunSummary summary, SuiteReport report, Path outputDirectory,
                     List<Incidents.Entry> incidents, int restoredTests, RunCoverage coverage,
                     long coordinatorPeakRssBytes) {
        this(config, summary, report, outputDirectory, incidents, restoredTests, coverage, coordinatorPeakRssBytes, -1);
    }

    /**
     * The hostile behaviour of the code under test: the incidents but those that report an
     * environment-dependent member ({@link #environmentDependentMembers()}).
     */
    public List<Incidents.Entry> hostileIncidents() {
        return incidents.stream().filter(i -> !i.kind().equals(EnvironmentFilter.INCIDENT)).toList();
    }

    /**
     * The members whose values depend on the environment (the clock, the default zone and locale,
     * the user), with the assertions (and tests) removed for each: those a worker saw change when
     * it ran a test again in another environment, and those whose tests failed only in the flaky
     * filter's re-run in another one.
     */
    public Map<String, Long> environmentDependentMembers() {
        Map<String, Long> members = new TreeMap<>();
        report.environmentDependentMembers().forEach((m, n) -> members.merge(m, (long) n, Long::sum));
        for (Incidents.Entry i : incidents) {
            if (i.kind().equals(EnvironmentFilter.INCIDENT)) {
                members.merge(i.member(), i.count(), Long::sum);
            }
        }
        return members;
    }

    /** For each environment-dependent member, what changed the first time (the worker's word first). */
    public Map<String, String> environmentDependentDifferences() {
        Map<String, String> differences = new TreeMap<>();
        for (Incidents.Entry i : incidents) {
            if (i.kind().equals(EnvironmentFilter.INCIDENT)) {
                differences.putIfAbsent(i.member(), i.detail());
            }
        }
        report.environmentDependentDifferences().forEach(differences::putIfAbsent);
        return differences;
    }

    /** Disabled tests that each ended a worker JVM. */
    public long crashTests() {
        return report.files().stream().filter(f -> f.kind() == TestKind.CRASH).mapToLong(WrittenFile::tests).sum();
    }
}
