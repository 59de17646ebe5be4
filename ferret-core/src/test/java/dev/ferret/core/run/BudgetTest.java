package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class BudgetTest {

    @Test
    void leavesNoLimitAsNoLimitAndSubtractsWhatWasUsed() {
        Budget set = new Budget(60_000, 0, 100, 5_000);
        Budget left = set.minus(20_000, 7, 30, 1_000);
        assertEquals(new Budget(40_000, 0, 70, 4_000), left);
        assertFalse(left.isSpentAgainst(set));
    }

    @Test
    void isSpentWhenTimeRunsOutOrASetLimitIsUsedUp() {
        Budget set = new Budget(60_000, 10, 0, 0);
        assertTrue(set.minus(60_000, 0, 0, 0).isSpentAgainst(set), "no time left");
        assertTrue(set.minus(1, 10, 0, 0).isSpentAgainst(set), "tests used up");
        assertTrue(set.minus(1, 12, 0, 0).isSpentAgainst(set), "tests overused");
        assertFalse(set.minus(1, 9, 500, 500).isSpentAgainst(set), "unset limits are never used up");
        Budget outputs = new Budget(60_000, 0, 5, 0);
        assertTrue(outputs.minus(0, 0, 5, 0).isSpentAgainst(outputs), "an output limit used up exactly");
    }

    @Test
    void sharesAddUpToTheWholeAndAPartOfNothingIsMinusOne() {
        assertEquals(0, Budget.share(0, 2, 1), "no limit stays no limit");
        assertEquals(11, Budget.share(11, 3, 0) + Budget.share(11, 3, 1) + Budget.share(11, 3, 2));
        assertEquals(-1, Budget.share(1, 2, 0));
        assertEquals(1, Budget.share(1, 2, 1));
        assertEquals(new Budget(9_000, 5, 0, 50), new Budget(9_000, 10, 0, 100).share(2, 1));
    }

    @Test
    void appliesToAConfigurationAndReadsItBack() {
        RunConfig config = RunConfig.of(List.of(Path.of("x")), List.of("a.B")).withTestLimit(3).withSequenceLimit(40);
        Budget b = Budget.of(config);
        assertEquals(new Budget(60_000, 3, 0, 40), b);
        RunConfig changed = b.withTime(1_500).minus(0, 1, 0, 10).applyTo(config);
        assertEquals(Duration.ofMillis(1_500), changed.timeLimit());
        assertEquals(2, changed.testLimit());
        assertEquals(30, changed.sequenceLimit());
        assertEquals(config.seed(), changed.seed());
    }
}
