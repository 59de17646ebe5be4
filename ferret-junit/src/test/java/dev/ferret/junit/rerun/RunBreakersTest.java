package dev.ferret.junit.rerun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Bisection of a run that reports nothing, over a fake runner: no JVM is started. */
class RunBreakersTest {

    /** A fake run: nothing reported when the selection holds a breaker; killed when it holds a hang. */
    private static RerunResult fake(List<String> selectors, String breaker, String hang, List<List<String>> calls) {
        calls.add(List.copyOf(selectors));
        boolean broken = selectors.stream().anyMatch(s -> s.equals(breaker) || s.equals("C") && breaker.startsWith("C#"));
        boolean hung = selectors.stream().anyMatch(s -> s.equals(hang) || s.equals("C") && hang.startsWith("C#"));
        if (broken) {
            return new RerunResult(0, List.of(), Set.of(), false, 3, "java.lang.OutOfMemoryError: Java heap space\n\tat x");
        }
        if (hung) {
            return new RerunResult(0, List.of(), Set.of(), true, -1, "");
        }
        return new RerunResult(selectors.size(), List.of(), Set.of(), false, 0, "");
    }

    private static final Map<String, List<String>> METHODS = Map.of("A", List.of("a1"), "B", List.of("b1"),
            "C", List.of("c1", "c2", "c3"));

    @Test
    void shouldFindTheMethodThatEndsTheJvmAndNameWhatItThrew() throws Exception {
        List<List<String>> calls = new ArrayList<>();
        RunBreakers.Found found = RunBreakers.find(s -> fake(s, "C#c2", "", calls), List.of("A", "B", "C"),
                METHODS::get, false);
        assertEquals(1, found.breakers().size(), found.toString());
        TestFailure b = found.breakers().get(0);
        assertEquals("C", b.className());
        assertEquals("c2", b.methodName());
        assertTrue(b.message().contains("(java.lang.OutOfMemoryError: Java heap space)"), b.message());
    }

    @Test
    void shouldSplitATimedOutPartOnlyWhenAsked() throws Exception {
        List<List<String>> calls = new ArrayList<>();
        RunBreakers.Found kept = RunBreakers.find(s -> fake(s, "", "C#c3", calls), List.of("A", "C"), METHODS::get,
                false);
        assertEquals(List.of(), kept.breakers());
        RunBreakers.Found split = RunBreakers.find(s -> fake(s, "", "C#c3", calls), List.of("A", "C"), METHODS::get,
                true);
        assertEquals(List.of("c3"), split.breakers().stream().map(TestFailure::methodName).toList());
        assertTrue(split.breakers().get(0).message().contains("killed"), split.breakers().get(0).message());
    }

    @Test
    void shouldReadTheCausesOfAStackTrace() {
        String trace = "org.opentest4j.AssertionFailedError: Contract violated ==> Unexpected exception thrown\n"
                + "\tat p.T.m(T.java:5)\n\tSuppressed: java.lang.IllegalArgumentException: no\n"
                + "\t\tCaused by: java.lang.Error: inner\n"
                + "Caused by: java.lang.IllegalStateException: boom\n\tat a.B.c(B.java:1)\n"
                + "Caused by: a.B$Oops\n\t... 3 more\n";
        assertEquals(List.of("java.lang.IllegalStateException", "a.B$Oops"), TestRerunner.causes(trace));
    }
}
