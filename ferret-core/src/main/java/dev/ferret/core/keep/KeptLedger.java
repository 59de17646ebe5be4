package dev.ferret.core.keep;

import dev.ferret.core.emit.Behaviours;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The coverage goals reached and the behaviours asserted by the regression tests kept so far: what
 * a new test must add to some of to be kept ({@link Novelty}).
 */
final class KeptLedger {

    final BitSet goals = new BitSet();
    final Set<String> behaviours = new HashSet<>();

    /** The goals and behaviours of a test that no kept test has. */
    Novelty novelty(GeneratedTest test) {
        List<Integer> newGoals = new ArrayList<>();
        Coverage c = test.coverage();
        for (int i = 0; i < c.size(); i++) {
            if (!goals.get(c.goal(i))) {
                newGoals.add(c.goal(i));
            }
        }
        Set<String> newBehaviours = new LinkedHashSet<>();
        for (String b : Behaviours.of(test)) {
            if (!behaviours.contains(b)) {
                newBehaviours.add(b);
            }
        }
        return new Novelty(this, newGoals, newBehaviours);
    }
}
