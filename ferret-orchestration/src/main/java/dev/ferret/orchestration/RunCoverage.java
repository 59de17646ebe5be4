package dev.ferret.orchestration;

import dev.ferret.core.testcase.Coverage;
import dev.ferret.coverage.probe.GoalSpace;
import dev.ferret.coverage.report.CoverageAnalysis;
import dev.ferret.coverage.report.CoverageFigures;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Line and branch coverage of the classes under test (with their nested classes) as Ferret
 * measured it while generating: the final suite's regression tests, and over time.
 *
 * @param suite the final regression tests' coverage; {@code null} when nothing was measured
 * @param overTime the coverage of the regression tests found by each point in time
 */
public record RunCoverage(CoverageFigures suite, List<Point> overTime) {

    /** Nothing measured. */
    public static final RunCoverage NONE = new RunCoverage(null, List.of());

    public RunCoverage {
        overTime = List.copyOf(overTime);
    }

    /**
     * Coverage at one point of the run.
     *
     * @param elapsedMillis time since the start of generation
     * @param linesCovered lines covered by then
     * @param branchesCovered branches covered by then
     * @param testsKept tests kept by then (regression, error-revealing and crash tests, before the
     *     suite was reduced and checked)
     */
    public record Point(long elapsedMillis, int linesCovered, int branchesCovered, int testsKept) {
    }

    /** Whether coverage was measured. */
    public boolean measured() {
        return suite != null;
    }

    /**
     * Measures the goals of the final suite and of the timeline's snapshots.
     *
     * @param space the run's goal space
     * @param classes the classes under test
     * @param suiteGoals the goals of the final regression tests
     */
    static RunCoverage measure(GoalSpace space, List<String> classes, Coverage suiteGoals, CoverageTimeline timeline) {
        if (space.goals() == 0) {
            return NONE;
        }
        CoverageAnalysis analysis = new CoverageAnalysis(space);
        BitSet goals = new BitSet();
        for (int i = 0; i < suiteGoals.size(); i++) {
            goals.set(suiteGoals.goal(i));
        }
        CoverageFigures suite = analysis.measure(goals, classes);
        List<Point> points = new ArrayList<>();
        for (CoverageTimeline.Snapshot s : timeline.snapshots()) {
            CoverageFigures f = analysis.measure(s.goals(), classes);
            points.add(new Point(s.elapsedMillis(), f.linesCovered(), f.branchesCovered(), s.testsKept()));
        }
        return new RunCoverage(suite, points);
    }
}
