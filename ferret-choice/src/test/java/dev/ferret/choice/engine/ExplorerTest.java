package dev.ferret.choice.engine;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.bool;
import static dev.ferret.choice.Choice.intIn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.Generator;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ExplorerTest {

    /** Subsets of {0..n-1} as bit masks, with a prune on masks whose popcount is 3. */
    static Generator<Integer> masks(int n) {
        return () -> {
            int m = 0;
            for (int i = 0; i < n; i++) {
                if (bool()) {
                    m |= 1 << i;
                }
            }
            assume(Integer.bitCount(m) != 3);
            return m;
        };
    }

    @Test
    void nonDeterminismIsReportedAtTheFirstDifferingChoice() {
        AtomicInteger calls = new AtomicInteger();
        NondeterminismException e = assertThrows(NondeterminismException.class, () -> Explorer.of(() -> {
            intIn(0, 1);
            return calls.incrementAndGet() > 1 ? intIn(0, 5) : bool() ? 1 : 0;
        }).count());
        assertEquals(1, e.position());
        assertTrue(e.getMessage().startsWith("non-deterministic generator at choice #1: "), e.getMessage());
        assertTrue(e.getMessage().contains("boolean was recorded, but the replay asked for int in [0, 5]"),
                e.getMessage());
    }

    @Test
    void aReplayThatEndsEarlyIsNonDeterministic() {
        AtomicInteger calls = new AtomicInteger();
        NondeterminismException e = assertThrows(NondeterminismException.class, () -> Explorer.of(() -> {
            int x = intIn(0, 2);
            if (calls.incrementAndGet() == 1) {
                intIn(0, 1);
            }
            return x;
        }).count());
        assertTrue(e.getMessage().contains("at choice #1: the execution ended after 1 choices, but the trail"),
                e.getMessage());
    }

    @Test
    void replayRebuildsOneInputFromItsTrail() {
        Explorer<Integer> ex = Explorer.of(masks(6));
        Report<Integer> all = ex.collect();
        assertEquals(64 - 20, all.structs());
        for (Generated<Integer> g : all.values()) {
            Report<Integer> one = ex.replay(Trail.parse(g.trail().toString()));
            assertEquals(1, one.explored());
            assertEquals(g.value(), one.values().get(0).value());
        }
        NondeterminismException e = assertThrows(NondeterminismException.class,
                () -> ex.replay(Trail.of(0, 0, 2)));
        assertTrue(e.getMessage().contains("choice #2: the trail chose index 2, but the replay asked for boolean"));
    }

    @Test
    void trailsAreInDepthFirstOrder() {
        List<Trail> trails = Explorer.of(masks(4)).collect().values().stream().map(Generated::trail)
                .collect(Collectors.toList());
        assertEquals(trails.stream().sorted().collect(Collectors.toList()), trails);
    }

    @Test
    void pathBudgetMarksThePartialResult() {
        Report<Integer> r = Explorer.of(masks(10)).withBudget(Budget.unlimited().withMaxPaths(100)).count();
        assertEquals(100, r.explored());
        assertEquals(StopReason.PATH_BUDGET, r.stopReason());
        assertFalse(r.isExhaustive());
        assertTrue(r.toString().contains("PARTIAL"));
    }

    @Test
    void timeBudgetMarksThePartialResult() {
        Report<Integer> r = Explorer.of(() -> {
            int x = intIn(0, 1_000_000);
            return x + intIn(0, 1_000_000);
        }).withBudget(Budget.unlimited().withMaxTime(Duration.ofMillis(50))).count();
        assertEquals(StopReason.TIME_BUDGET, r.stopReason());
        assertFalse(r.isExhaustive());
        assertTrue(r.explored() > 0);
    }

    @Test
    void depthBudgetPrunesDeepPathsAndMarksThemPartial() {
        Report<Integer> r = Explorer.of(() -> {
            int n = 0;
            while (bool()) {
                n++;
            }
            return n;
        }).withBudget(Budget.unlimited().withMaxDepth(5)).collect();
        assertEquals(5, r.structs());
        assertEquals(1, r.prunedByDepth());
        assertFalse(r.isExhaustive());
    }

    @Test
    void randomSamplingIsSeededAndNeverExhaustive() {
        Explorer<Integer> sampler = Explorer.of(masks(12)).withStrategy(Strategy.randomSamples(42, 200));
        List<Integer> a = sampler.collect().values().stream().map(Generated::value).collect(Collectors.toList());
        List<Integer> b = sampler.collect().values().stream().map(Generated::value).collect(Collectors.toList());
        assertEquals(a, b);
        Report<Integer> r = sampler.count();
        assertEquals(200, r.explored());
        assertEquals(StopReason.SAMPLES, r.stopReason());
        assertFalse(r.isExhaustive());
        assertTrue(new HashSet<>(a).size() > 100, "distinct samples: " + new HashSet<>(a).size());
    }

    /** n digits in [0, 3] whose sum must stay below 7: first violated at n = 3. */
    static Generator<Integer> sumBelowSeven(int n) {
        return () -> {
            int sum = 0;
            for (int i = 0; i < n; i++) {
                sum += intIn(0, 3);
            }
            if (sum >= 7) {
                throw new AssertionError("sum " + sum);
            }
            return sum;
        };
    }

    @Test
    void ascendingSizesFindTheSmallestCounterexampleFirst() {
        Explorer<Integer> sums = Explorer.ascending(1, 8, ExplorerTest::sumBelowSeven);
        Report<Integer> r = sums.count();
        Failure f = r.smallestFailure().orElseThrow();
        assertEquals(3, f.size());
        assertEquals("1.3.3", f.trail().toString());
        assertEquals(StopReason.FAILURE, r.stopReason());
        assertTrue(f.describe().startsWith("counterexample at size 3, trail [1.3.3]: java.lang.AssertionError: sum 7"));
        Report<Integer> again = sums.replay(3, f.trail());
        assertEquals(1, again.failureCount());
    }

    @Test
    void parallelExplorationVisitsEveryPathOnce() {
        Set<Integer> seen = ConcurrentHashMap.newKeySet();
        AtomicInteger successes = new AtomicInteger();
        Report<Integer> r = Explorer.of(masks(14)).withThreads(3).forEach(g -> {
            seen.add(g.value());
            successes.incrementAndGet();
        });
        assertEquals(1 << 14, r.explored());
        assertEquals((1 << 14) - 364, r.structs());
        assertEquals(r.structs(), successes.get());
        assertEquals(r.structs(), seen.size());
        assertEquals(3, r.threads());
        assertTrue(r.isExhaustive());
    }

    @Test
    void parallelExplorationStopsAtAFailure() {
        Report<Integer> r = Explorer.of(() -> {
            int x = intIn(0, 100_000);
            if (x == 777) {
                throw new IllegalStateException("boom");
            }
            return x;
        }).withThreads(2).count();
        assertEquals(1, r.failureCount());
        assertEquals(StopReason.FAILURE, r.stopReason());
    }

    @Test
    void streamIsLazyAndHonoursBudgets() {
        AtomicInteger runs = new AtomicInteger();
        List<Integer> firstThree = Explorer.of(() -> {
            runs.incrementAndGet();
            return intIn(0, 1000);
        }).stream().limit(3).map(Generated::value).collect(Collectors.toList());
        assertEquals(List.of(0, 1, 2), firstThree);
        assertTrue(runs.get() <= 4, "ran " + runs.get());
        long streamed = Explorer.of(masks(8)).withBudget(Budget.unlimited().withMaxPaths(20)).stream().count();
        assertEquals(20 - countPrunedWithin(20), streamed);
    }

    /** Masks below 20 (first 20 DFS paths) whose popcount is 3: those are pruned, not streamed. */
    private static long countPrunedWithin(int paths) {
        return Explorer.of(masks(8)).withBudget(Budget.unlimited().withMaxPaths(paths)).count().prunedByAssume();
    }

    @Test
    void trailTextRoundTrips() {
        assertEquals("0.12.3", Trail.parse("0.12.3").toString());
        assertEquals(0, Trail.parse("").length());
        assertThrows(IllegalArgumentException.class, () -> Trail.parse("1.x"));
    }
}
