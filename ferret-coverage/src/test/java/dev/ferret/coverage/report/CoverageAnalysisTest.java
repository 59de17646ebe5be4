package dev.ferret.coverage.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.coverage.fixture.Branchy;
import dev.ferret.coverage.probe.GoalSpace;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class CoverageAnalysisTest {

    private static GoalSpace space() throws Exception {
        Path classes = Path.of(Branchy.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return GoalSpace.of(List.of(classes), List.of(Branchy.class.getName()));
    }

    @Test
    void shouldCountEveryLineAndBranchCoveredWhenEveryGoalIsReached() throws Exception {
        GoalSpace space = space();
        BitSet all = new BitSet();
        all.set(0, space.goals());

        CoverageFigures f = new CoverageAnalysis(space).measure(all, List.of(Branchy.class.getName()));

        assertEquals(1, f.classes().size(), "the nested class counts towards Branchy");
        assertEquals(f.lines(), f.linesCovered());
        assertEquals(f.branches(), f.branchesCovered());
        assertEquals(4, f.branches(), "x > 0 and x % 2 == 0: two branches each");
        assertTrue(f.lines() >= 10);
    }

    @Test
    void shouldCountNothingWithoutGoals() throws Exception {
        CoverageFigures f = new CoverageAnalysis(space()).measure(new BitSet(), List.of(Branchy.class.getName()));

        assertEquals(0, f.linesCovered());
        assertEquals(0, f.branchesCovered());
        assertEquals(0.0, f.branchPercent());
        assertTrue(f.lines() > 0);
    }
}
