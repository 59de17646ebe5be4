package dev.ferret.stateful.infer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.record.Predicate;
import org.junit.jupiter.api.Test;

/** What the types, the JDK or the value pool already imply, rule by rule. */
class ImpliedTest {

    @Test
    void shouldTreatCountsAsNeverNegative() {
        assertTrue(Implied.lowerBound("L.add(L)", "$.size()", false, 0));
        assertTrue(Implied.lowerBound("L.add(L)", "$.length()", false, -3));
        assertFalse(Implied.lowerBound("L.add(L)", "$.size()", false, 1), "a list that was never empty says something");
        assertFalse(Implied.lowerBound("L.add(L)", "$.sum()", false, 0), "not a count");
    }

    @Test
    void shouldTreatTheResultOfSizeAndLengthAsACount() {
        assertTrue(Implied.lowerBound("L.size()", Predicate.ITSELF, true, 0));
        assertTrue(Implied.lowerBound("S.length()", Predicate.ITSELF, true, 0));
        assertFalse(Implied.lowerBound("L.size()", Predicate.ITSELF, false, 0), "not the result");
        assertTrue(Implied.lowerBound("p.Utils.size(java.lang.Object)", Predicate.ITSELF, true, 0), "a count by its name");
        assertFalse(Implied.lowerBound("p.L.resize(int)", Predicate.ITSELF, true, 0));
        assertFalse(Implied.lowerBound("L.pop()", Predicate.ITSELF, true, 0));
        assertFalse(Implied.lowerBound("L.size()", Predicate.ITSELF, true, 1));
    }

    @Test
    void shouldTreatTheTypesRangeAsImplied() {
        assertTrue(Implied.lowerBound("L.at(long)", Predicate.ITSELF, false, Long.MIN_VALUE));
        assertFalse(Implied.lowerBound("L.at(long)", Predicate.ITSELF, false, Integer.MIN_VALUE));
        assertTrue(Implied.upperBound(Long.MAX_VALUE));
        assertFalse(Implied.upperBound(4));
    }

    @Test
    void shouldNeverKeepDistinctnessOfTwoInputs() {
        assertTrue(Implied.accidentalPair(PairPredicate.SAME, 0, true), "this != other: two sources, two objects");
        assertTrue(Implied.accidentalPair(PairPredicate.EQUAL, 0, true), "!this.equals(other)");
        assertTrue(Implied.accidentalPair(PairPredicate.SAME, 0, null), "whatever the calls");
    }

    @Test
    void shouldKeepOtherRelationsOnlyWhenSomeCallHadTwoSources() {
        assertFalse(Implied.accidentalPair(PairPredicate.SAME, 1, true), "this == other though made apart");
        assertTrue(Implied.accidentalPair(PairPredicate.SAME, 1, false), "one object in both places");
        assertTrue(Implied.accidentalPair(PairPredicate.EQUAL, 1, false));
        assertFalse(Implied.accidentalPair("$.isSiblingOf($)", 0, true));
        assertTrue(Implied.accidentalPair("$.isSiblingOf($)", 0, false));
        assertFalse(Implied.accidentalPair("$.isSiblingOf($)", 0, null), "another writer's calls: kept");
    }
}
