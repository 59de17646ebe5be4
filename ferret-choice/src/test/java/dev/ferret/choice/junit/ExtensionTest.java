package dev.ferret.choice.junit;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.intIn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import dev.ferret.choice.Generator;
import dev.ferret.choice.engine.Mode;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;
import org.junit.platform.testkit.engine.Events;
import org.junit.jupiter.api.Test;

class ExtensionTest {

    /** Digits below the size. */
    static final class Digits implements Generator<Integer> {
        private final int n;

        Digits(int n) {
            this.n = n;
        }

        @Override
        public Integer generate() {
            return intIn(0, n - 1);
        }
    }

    /** A "sum" with a planted bug: wrong once both operands are at least 2. */
    static int buggyAdd(int a, int b) {
        return a >= 2 && b >= 2 ? a + b + 1 : a + b;
    }

    // --- fixtures, run through the test kit (nested classes are not picked up by Surefire) ---

    static class ExhaustiveFixture {
        @ExhaustiveTest(minSize = 1, maxSize = 3)
        void pairs(@From(Digits.class) int a, @From(Digits.class) int b) {
            assertEquals(a + b, buggyAdd(a, b));
        }

        @ExhaustiveTest(minSize = 3, maxSize = 3, replay = "3:2.1")
        void onePair(@From(Digits.class) int a, @From(Digits.class) int b) {
            assertEquals(2, a);
            assertEquals(1, b);
        }
    }

    static class ExploreFixture {
        @ExploreTest(minSize = 1, maxSize = 5)
        void addIsCommutativeAndExact(@Size int n) {
            int a = intIn(0, n - 1);
            int b = intIn(0, n - 1);
            assume(a <= b);
            assertEquals(a + b, buggyAdd(a, b), "a=" + a + " b=" + b);
        }

        @ExploreTest(minSize = 1, maxSize = 5, replay = "3:2.2")
        void replayed(@Size int n) {
            int a = intIn(0, n - 1);
            int b = intIn(0, n - 1);
            assertEquals(a + b, buggyAdd(a, b), "a=" + a + " b=" + b);
        }

        @ExploreTest(minSize = 1, maxSize = 1000, maxPaths = 50)
        void budgetOnly(@Size int n) {
            intIn(0, n);
        }
    }

    private static Events run(Class<?> fixture, String method, String parameterTypes) {
        return EngineTestKit.engine("junit-jupiter").selectors(selectMethod(fixture, method, parameterTypes))
                .execute().testEvents();
    }

    private static String failureMessage(Event e) {
        return e.getPayload(org.junit.platform.engine.TestExecutionResult.class).orElseThrow().getThrowable()
                .orElseThrow().getMessage();
    }

    @Test
    void exhaustiveTestRunsOneInvocationPerGeneratedTupleInAscendingSizes() {
        Events events = run(ExhaustiveFixture.class, "pairs", "int, int");
        assertEquals(1 + 4 + 9, events.started().count());
        List<String> failed = events.failed().stream().map(e -> e.getTestDescriptor().getDisplayName())
                .collect(Collectors.toList());
        assertEquals(List.of("[3:2.2] [2, 2]"), failed);
    }

    @Test
    void exhaustiveTestReplaysOneInputByTrail() {
        Events events = run(ExhaustiveFixture.class, "onePair", "int, int");
        assertEquals(1, events.started().count());
        assertEquals(1, events.succeeded().count());
    }

    @Test
    void exploreTestReportsTheSmallestCounterexampleWithItsTrail() {
        Events events = run(ExploreFixture.class, "addIsCommutativeAndExact", "int");
        assertEquals(1, events.failed().count());
        String message = failureMessage(events.failed().stream().findFirst().orElseThrow());
        assertTrue(message.startsWith("smallest counterexample at size 3, trail [2.2]"), message);
        assertTrue(message.contains("ferret.choice.replay=addIsCommutativeAndExact=3:2.2"), message);
        assertTrue(message.contains("a=2 b=2"), message);
    }

    @Test
    void exploreTestReplaysOnePath() {
        Events events = run(ExploreFixture.class, "replayed", "int");
        String message = failureMessage(events.failed().stream().findFirst().orElseThrow());
        assertTrue(message.contains("after 1 paths"), message);
    }

    @Test
    void aBudgetLimitedExplorationFailsAsPartial() {
        Events events = run(ExploreFixture.class, "budgetOnly", "int");
        String message = failureMessage(events.failed().stream().findFirst().orElseThrow());
        assertTrue(message.startsWith("exploration was partial"), message);
        assertTrue(message.contains("PATH_BUDGET"), message);
    }

    @Test
    void theReplayConfigurationParameterSelectsOnePath() {
        Events events = EngineTestKit.engine("junit-jupiter")
                .configurationParameters(Map.of("ferret.choice.replay", "addIsCommutativeAndExact=2:0.1"))
                .selectors(selectMethod(ExploreFixture.class, "addIsCommutativeAndExact", "int")).execute()
                .testEvents();
        assertEquals(1, events.succeeded().count());
        assertEquals(0, events.filter(e -> e.getType() == EventType.FINISHED && failedEvent(e)).count());
    }

    private static boolean failedEvent(Event e) {
        return e.getPayload(org.junit.platform.engine.TestExecutionResult.class)
                .map(r -> r.getStatus() != org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL)
                .orElse(false);
    }

    // --- the extension used for real ---

    @ExhaustiveTest(minSize = 1, maxSize = 4, mode = Mode.DELAYED)
    void sumsOfDigitsStayBelowTwiceTheSize(@From(Digits.class) int a, @From(Digits.class) int b) {
        assertTrue(a + b <= 6);
    }
}
