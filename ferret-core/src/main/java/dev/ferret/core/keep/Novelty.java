package dev.ferret.core.keep;

import dev.ferret.core.emit.Behaviours;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.List;

/**
 * The coverage goals and behaviours a test adds to the kept ones ({@link KeptLedger}): marked kept
 * when the test is, released in part when a slice keeps less, taken piece by piece when a sequence
 * is split.
 */
final class Novelty {
    private final KeptLedger ledger;
    private final List<Integer> goals;
    private final java.util.Set<String> behaviours;

    Novelty(KeptLedger ledger, List<Integer> goals, java.util.Set<String> behaviours) {
        this.ledger = ledger;
        this.goals = goals;
        this.behaviours = behaviours;
    }

    /** The new coverage goals, of those {@code test} reaches: what a smaller version of it must still reach. */
    java.util.BitSet goalsReachedBy(GeneratedTest test) {
        java.util.BitSet reached = new java.util.BitSet();
        Coverage c = test.coverage();
        for (int i = 0; i < c.size(); i++) {
            reached.set(c.goal(i));
        }
        java.util.BitSet mine = new java.util.BitSet();
        goals.forEach(mine::set);
        mine.and(reached);
        return mine;
    }

    boolean isEmpty() {
        return goals.isEmpty() && behaviours.isEmpty();
    }

    void markKept() {
        goals.forEach(ledger.goals::set);
        ledger.behaviours.addAll(behaviours);
    }

    /** The part of this novelty that a test (the sequence executed again) also has. */
    Novelty within(GeneratedTest test) {
        return withinAll(List.of(test));
    }

    /** The part of this novelty that some of the tests (the tests kept for it) reach or assert. */
    Novelty withinAll(List<GeneratedTest> tests) {
        java.util.BitSet reached = new java.util.BitSet();
        java.util.Set<String> asserted = new java.util.HashSet<>();
        for (GeneratedTest t : tests) {
            Coverage c = t.coverage();
            for (int i = 0; i < c.size(); i++) {
                reached.set(c.goal(i));
            }
            asserted.addAll(Behaviours.of(t));
        }
        List<Integer> both = goals.stream().filter(reached::get).toList();
        java.util.Set<String> kept = new java.util.LinkedHashSet<>(behaviours);
        kept.retainAll(asserted);
        return new Novelty(ledger, new java.util.ArrayList<>(both), kept);
    }

    /**
     * Unmarks as kept the goals and behaviours of this novelty that the kept part lacks: a
     * later test that reaches them again may still be kept for them.
     */
    void release(Novelty kept) {
        for (int g : goals) {
            if (!kept.goals.contains(g)) {
                ledger.goals.clear(g);
            }
        }
        for (String b : behaviours) {
            if (!kept.behaviours.contains(b)) {
                ledger.behaviours.remove(b);
            }
        }
    }

    /**
     * Unmarks as kept what of this novelty a test added but lost: the behaviours of the checks it
     * no longer has, and, when it is not kept at all ({@code after} null), its goals as well.
     *
     * @param before the test as it was
     * @param after the test as it is kept, or {@code null} when it is not
     */
    void releaseLost(GeneratedTest before, GeneratedTest after) {
        java.util.Set<String> lost = new java.util.HashSet<>(Behaviours.of(before));
        if (after != null) {
            lost.removeAll(new java.util.HashSet<>(Behaviours.of(after)));
        }
        for (String b : behaviours) {
            if (lost.contains(b)) {
                ledger.behaviours.remove(b);
            }
        }
        if (after == null) {
            Coverage c = before.coverage();
            java.util.Set<Integer> own = new java.util.HashSet<>(goals);
            for (int i = 0; i < c.size(); i++) {
                if (own.contains(c.goal(i))) {
                    ledger.goals.clear(c.goal(i));
                }
            }
        }
    }

    /** What is left of this novelty as pieces take their parts. */
    Remaining remaining() {
        return new Remaining(new java.util.HashSet<>(goals), new java.util.HashSet<>(behaviours));
    }

    /** The goals and behaviours no piece has added yet. */
    final class Remaining {
        private final java.util.Set<Integer> goalsLeft;
        private final java.util.Set<String> behavioursLeft;

        Remaining(java.util.Set<Integer> goalsLeft, java.util.Set<String> behavioursLeft) {
            this.goalsLeft = goalsLeft;
            this.behavioursLeft = behavioursLeft;
        }

        /** Removes what the test reaches and asserts; whether it removed anything. */
        boolean take(GeneratedTest test) {
            boolean took = false;
            Coverage c = test.coverage();
            for (int i = 0; i < c.size(); i++) {
                took |= goalsLeft.remove(c.goal(i));
            }
            for (String b : Behaviours.of(test)) {
                took |= behavioursLeft.remove(b);
            }
            return took;
        }

        boolean isEmpty() {
            return goalsLeft.isEmpty() && behavioursLeft.isEmpty();
        }

        /** The goals left. */
        java.util.BitSet goals() {
            java.util.BitSet out = new java.util.BitSet();
            goalsLeft.forEach(out::set);
            return out;
        }
    }

    /** Whether the test reaches all the goals and asserts all the behaviours. */
    boolean keptBy(GeneratedTest test) {
        java.util.BitSet reached = new java.util.BitSet();
        Coverage c = test.coverage();
        for (int i = 0; i < c.size(); i++) {
            reached.set(c.goal(i));
        }
        for (int g : goals) {
            if (!reached.get(g)) {
                return false;
            }
        }
        return new java.util.HashSet<>(Behaviours.of(test)).containsAll(behaviours);
    }
}
