package dev.ferret.coverage.report;

import java.util.List;

/**
 * Line and branch coverage of the classes under test (each with its nested classes).
 *
 * @param classes per class under test, in the run's order
 */
public record CoverageFigures(List<ClassFigures> classes) implements java.io.Serializable {

    public CoverageFigures {
        classes = List.copyOf(classes);
    }

    /**
     * One class under test with its nested classes.
     *
     * @param name binary name
     * @param linesCovered lines with at least one instruction run
     * @param lines lines with code
     * @param branchesCovered branches taken
     * @param branches branches
     */
    public record ClassFigures(String name, int linesCovered, int lines, int branchesCovered, int branches)
            implements java.io.Serializable {
    }

    public int linesCovered() {
        return classes.stream().mapToInt(ClassFigures::linesCovered).sum();
    }

    public int lines() {
        return classes.stream().mapToInt(ClassFigures::lines).sum();
    }

    public int branchesCovered() {
        return classes.stream().mapToInt(ClassFigures::branchesCovered).sum();
    }

    public int branches() {
        return classes.stream().mapToInt(ClassFigures::branches).sum();
    }

    /** Line coverage in percent (0 without lines). */
    public double linePercent() {
        return lines() == 0 ? 0 : 100.0 * linesCovered() / lines();
    }

    /** Branch coverage in percent (0 without branches). */
    public double branchPercent() {
        return branches() == 0 ? 0 : 100.0 * branchesCovered() / branches();
    }
}
