package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.BranchDirection;
import dev.ferret.core.run.CallbackReach;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.junit.emit.SuiteReport;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The callback reach in the summary: the figure, the methods never reached when few, or "off". */
class SummaryWriterReachTest {

    private static SummaryWriter writer(CallbackReach reach) {
        return writer(reach, true);
    }

    private static SummaryWriter writer(CallbackReach reach, boolean callbacks) {
        RunSummary run = new RunSummary(1000, 10, 0, 0, 0, 0, 0, 0, 0, Map.of(), 3, 0, 0, "time limit", List.of(),
                BranchDirection.NONE, reach);
        SuiteReport report = new SuiteReport(List.of(), 0, 0, 0, 0, 0, Map.of(), Map.of(), List.of(), 0,
                Coverage.NONE);
        RunConfig config = RunConfig.of(List.of(Path.of(".")), List.of("a.B")).withCallbacks(callbacks);
        return new SummaryWriter(new RunResult(config, run, report, Path.of("out"), List.of(), 0, RunCoverage.NONE, 0));
    }

    private static String text(CallbackReach reach) {
        return text(reach, true);
    }

    private static String text(CallbackReach reach, boolean callbacks) {
        StringWriter out = new StringWriter();
        writer(reach, callbacks).text(new PrintWriter(out));
        return out.toString();
    }

    @Test
    void shouldReportTheShareAndListTheMethodsNeverReachedWhenFew() {
        String text = text(new CallbackReach(true, List.of("a.B.f(java.util.function.Predicate)",
                "a.B.g(java.util.Collection)", "a.B.<init>(java.lang.Runnable)"),
                List.of("a.B.f(java.util.function.Predicate)", "a.B.<init>(java.lang.Runnable)")));
        assertTrue(text.contains("  callbacks            2 of 3 methods taking an interface or abstract parameter "
                + "called with a generated implementation (67%)"), text);
        assertTrue(text.contains("      a.B.g(java.util.Collection)"), text);
        assertFalse(text.contains("      a.B.f("), text);
    }

    @Test
    void shouldNotListMoreThanTenInTheText() {
        List<String> methods = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            methods.add("a.B.m" + i + "(java.util.Map)");
        }
        String text = text(new CallbackReach(true, methods, List.of()));
        assertTrue(text.contains("0 of 11 methods"), text);
        assertFalse(text.contains("never called so"), text);
    }

    @Test
    void shouldCountTheClosedParameterTypesInTheTextAndTheJson(@TempDir Path dir) throws Exception {
        CallbackReach reach = new CallbackReach(true, List.of("a.B.f(java.lang.Runnable)"), List.of(),
                List.of("a.Money", "a.Unit"));
        String text = text(reach);
        assertTrue(text.contains("    2 closed parameter types (final, record, enum, sealed or private constructors) "
                + "reported as closed: existing values only: a.Money, a.Unit"), text);
        Path file = dir.resolve("s.json");
        writer(reach).json(file);
        String json = Files.readString(file);
        assertTrue(json.contains("\"closedParameterTypes\": 2"), json);
        assertTrue(json.contains("\"closed\": [\n      \"a.Money\",\n      \"a.Unit\"\n    ]"), json);
    }

    @Test
    void shouldSayCallbacksAreOff() {
        String text = text(new CallbackReach(false, List.of("a.B.f(java.lang.Runnable)"), List.of()), false);
        assertTrue(text.contains("  callbacks            off (--no-callbacks): 1 methods take an interface"), text);
    }

    @Test
    void shouldNotSayCallbacksAreOffWhenTheWorkersNeverReported() {
        String text = text(CallbackReach.NONE, true);
        assertTrue(text.contains("  callbacks            not reported (the workers were ended before they reported)"),
                text);
        assertFalse(text.contains("--no-callbacks"), text);
    }

    @Test
    void shouldWriteTheReachAndTheMethodsNeverReachedAsJson(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("s.json");
        writer(new CallbackReach(true, List.of("a.B.f(java.lang.Runnable)", "a.B.g(java.util.Map)"),
                List.of("a.B.f(java.lang.Runnable)"))).json(file);
        String json = Files.readString(file);
        assertTrue(json.contains("\"methodsTakingInterfaceOrAbstract\": 2"), json);
        assertTrue(json.contains("\"calledWithGenerated\": 1"), json);
        assertTrue(json.contains("\"percent\": 50.0"), json);
        assertTrue(json.contains("\"neverCalledWithGenerated\": [\n      \"a.B.g(java.util.Map)\"\n    ]"), json);
    }
}
