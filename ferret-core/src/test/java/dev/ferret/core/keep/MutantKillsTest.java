package dev.ferret.core.keep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ferret.core.emit.TestCaseFactory;
import dev.ferret.core.execution.Mutants;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MutantKillsTest {

    private static final Statement[] STATEMENTS = {new Statement(new LiteralOperation(int.class, 3), new int[0])};
    private static final List<Check> CHECKS = List.of(new Check.ValueCheck(0, null, 3));

    /** Mutants 10, 11 and 12 reached by every run; 10 changes the value checked, 11 makes the run fail, 12 nothing. */
    private static final class Switch implements Mutants {
        int active = -1;
        final List<Integer> activated = new ArrayList<>();
        boolean ran;

        @Override
        public int[] reached() {
            int[] out = ran ? new int[] {10, 11, 12} : new int[0];
            ran = false;
            return out;
        }

        @Override
        public void activate(int mutant) {
            active = mutant;
            activated.add(mutant);
        }

        @Override
        public void deactivate() {
            active = -1;
        }

        @Override
        public int goal(int mutant) {
            return 1000 + mutant;
        }

        SliceRunner runner() {
            return (slice, expected) -> {
                ran = true;
                if (active == 11) {
                    return null;
                }
                return new SliceRunner.Passed(List.of(new Check.ValueCheck(0, null, active == 10 ? 4 : 3)), Coverage.NONE);
            };
        }
    }

    private static GeneratedTest test(long ordinal) {
        return TestCaseFactory.regression("C", STATEMENTS, 1, CHECKS, 0, ordinal).withCoverage(Coverage.of(1, 2));
    }

    @Test
    void shouldGiveATestTheGoalsOfTheMutantsItKillsFirst() throws InterruptedException {
        Switch s = new Switch();
        MutantKills kills = new MutantKills(s.runner(), s, Long.MAX_VALUE);
        GeneratedTest first = kills.withKills(test(1), STATEMENTS, null);
        assertArrayEquals(new int[] {1, 2, 1010, 1011}, first.coverage().goals(), "a value told apart, a failed run");
        assertEquals(List.of(10, 11, 12), s.activated);
        assertEquals(2, kills.killed());
        assertEquals(-1, s.active, "every mutant off again");
        GeneratedTest second = test(2);
        assertSame(second, kills.withKills(second, STATEMENTS, null), "killed ones are not tried again");
        assertEquals(List.of(10, 11, 12, 12), s.activated);
        assertEquals(4, kills.runs());
    }

    @Test
    void shouldStopOnceItsShareOfTimeIsSpent() throws InterruptedException {
        Switch s = new Switch();
        MutantKills kills = new MutantKills(s.runner(), s, 0);
        GeneratedTest t = test(1);
        assertSame(t, kills.withKills(t, STATEMENTS, null));
        assertEquals(List.of(), s.activated);
    }

    @Test
    void shouldLeaveATestWithoutChecksAlone() throws InterruptedException {
        Switch s = new Switch();
        MutantKills kills = new MutantKills(s.runner(), s, Long.MAX_VALUE);
        GeneratedTest none = TestCaseFactory.regression("C", STATEMENTS, 1, List.of(), 0, 1);
        assertSame(none, kills.withKills(none, STATEMENTS, null), "nothing to tell a mutant's run apart by");
        assertEquals(0, kills.runs());
    }
}
