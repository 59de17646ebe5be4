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
 * show for tests that reach exactly these goals. Reads class files only.
 */
public final class CoverageAnalysis {

    private final GoalSpace space;

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
        ExecutionDataStore store = new ExecutionDataStore();
        for (GoalSpace.ClassGoals c : space.classes()) {
            boolean[] probes = new boolean[c.probes()];
            for (int p = 0; p < probes.length; p++) {
                probes[p] = goals.get(c.firstGoal() + p);
            }
            store.put(new ExecutionData(c.classId(), c.name().replace('.', '/'), probes));
        }
        CoverageBuilder builder = new CoverageBuilder();
        Analyzer analyzer = new Analyzer(store, builder);
        for (GoalSpace.ClassGoals c : space.classes()) {
            try {
                analyzer.analyzeClass(c.classFile(), c.name());
            } catch (IOException | RuntimeException e) {
                // counted as we could read it: nothing
            }
        }
        Map<String, int[]> per = new LinkedHashMap<>();
        for (String cut : classesUnderTest) {
            per.put(cut, new int[4]);
        }
        for (IClassCoverage cc : builder.getClasses()) {
            String name = cc.getName().replace('/', '.');
            int dollar = name.indexOf('$');
            int[] v = per.get(dollar < 0 ? name : name.substring(0, dollar));
            if (v == null) {
                continue;
            }
            v[0] += cc.getLineCounter().getCoveredCount();
            v[1] += cc.getLineCounter().getTotalCount();
            v[2] += cc.getBranchCounter().getCoveredCount();
            v[3] += cc.getBranchCounter().getTotalCount();
        }
        List<CoverageFigures.ClassFigures> classes = new ArrayList<>();
        per.forEach((name, v) -> classes.add(new CoverageFigures.ClassFigures(name, v[0], v[1], v[2], v[3])));
        return new CoverageFigures(classes);
    }
}
