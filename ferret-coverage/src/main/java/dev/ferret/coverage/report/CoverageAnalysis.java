package dev.ferret.coverage.report;

import dev.ferret.coverage.probe.GoalSpace;
import java.io.IOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.data.ExecutionData;
import org.jacoco.core.data.ExecutionDataStore;

/**
 * Line and branch coverage of a set of goals, by JaCoCo's analysis of the class files of the goal
 * space: the figures a JaCoCo report over the classes under test and their nested classes would
 * show for tests that reach exactly these goals. Reads class files only. Not thread-safe.
 */
public final class CoverageAnalysis {

    private final GoalSpace space;
    /** Per class (index in the space), its probes at the last analysis and the counters they gave. */
    private final Map<Integer, Analysed> lastAnalysed = new java.util.HashMap<>();

    private record Analysed(BitSet probes, int[] counters) { }

    /** @param space the goal space the goals are numbered in */
    public CoverageAnalysis(GoalSpace space) {
        this.space = space;
    }

    /**
     * @param goals the goals reached
     * @param classesUnderTest the classes under test, in report order; nested classes count
     *     towards their outermost class
     * @return per class under test and in total
     */
    public CoverageFigures measure(BitSet goals, List<String> classesUnderTest) {
        Map<String, int[]> per = new LinkedHashMap<>();
        for (String cut : classesUnderTest) {
            per.put(cut, new int[4]);
        }
        for (int i = 0; i < space.classes().size(); i++) {
            GoalSpace.ClassGoals c = space.classes().get(i);
            String name = c.name();
            int dollar = name.indexOf('$');
            int[] v = per.get(dollar < 0 ? name : name.substring(0, dollar));
            if (v == null) {
                continue;
            }
            int[] counters = counters(i, c, goals.get(c.firstGoal(), c.firstGoal() + c.probes()));
            for (int k = 0; k < 4; k++) {
                v[k] += counters[k];
            }
        }
        List<CoverageFigures.ClassFigures> classes = new ArrayList<>();
        per.forEach((name, v) -> classes.add(new CoverageFigures.ClassFigures(name, v[0], v[1], v[2], v[3])));
        return new CoverageFigures(classes);
    }

    /**
     * Lines and branches covered and in all of one class for its probes: analysed again only when
     * they differ from the last call's (a series of growing snapshots changes few classes at a time).
     */
    private int[] counters(int index, GoalSpace.ClassGoals c, BitSet probes) {
        Analysed last = lastAnalysed.get(index);
        if (last != null && last.probes().equals(probes)) {
            return last.counters();
        }
        boolean[] hit = new boolean[c.probes()];
        probes.stream().forEach(p -> hit[p] = true);
        ExecutionDataStore store = new ExecutionDataStore();
        store.put(new ExecutionData(c.classId(), c.name().replace('.', '/'), hit));
        CoverageBuilder builder = new CoverageBuilder();
        try {
            new Analyzer(store, builder).analyzeClass(c.classFile(), c.name());
        } catch (IOException | RuntimeException e) {
            // counted as we could read it: nothing
        }
        int[] counters = new int[4];
        for (IClassCoverage cc : builder.getClasses()) {
            counters[0] += cc.getLineCounter().getCoveredCount();
            counters[1] += cc.getLineCounter().getTotalCount();
            counters[2] += cc.getBranchCounter().getCoveredCount();
            counters[3] += cc.getBranchCounter().getTotalCount();
        }
        lastAnalysed.put(index, new Analysed(probes, counters));
        return counters;
    }
}
