package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.junit.render.JUnitVersion;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

class RunSettingsTest {

    private static final List<Path> CP = List.of(Path.of("/x/classes"));
    private static final List<String> CLASSES = List.of("a.B");

    private static RunSettings maven() {
        return RunSettings.spelledBy(UnaryOperator.identity());
    }

    @Test
    void shouldMakeTheDefaultRequestOfEveryFrontEnd() {
        RunRequest request = maven().request(CP, CLASSES, true, List.of("maven", "g:a"));
        RunConfig expected = RunConfig.of(CP, CLASSES).withSkipUntestable(true);
        assertEquals(withoutPolicy(expected), withoutPolicy(request.config()));
        assertEquals(expected.exceptionPolicy().rules(), request.config().exceptionPolicy().rules());
        assertEquals(OutputSettings.of(Path.of("ferret-tests")), request.output());
        assertEquals(EngineSettings.defaults(), request.engine());
        assertEquals(List.of("maven", "g:a"), request.arguments());
        assertEquals(ReportFormat.HTML, maven().report());
        assertNull(maven().summaryJson());
    }

    @Test
    void shouldCarryEverySettingIntoTheRequest() throws InvalidInputException {
        RunSettings s = maven().timeLimit("2m").callTimeout("500ms").stopOnPlateau("10s").testLimit(7).outputLimit(8)
                .sequenceLimit(9).seed(42).nullRatio(0.5).maxTestsPerClass(3).exceptions(List.of("a.Oops=INVALID"))
                .contracts(List.of("a.MyContract")).disabledContracts(List.of("compareto-equals"))
                .generators(List.of("a.MyGenerators")).excludeMembers(List.of("a.B.kill")).suite("full").contractLevel("strict").statefulShare(0.3)
                .minimize(false).callbacks(false).stopOnError(true).stateful(true).reportUsageViolations(true)
                .environmentVariation(false).workers(2).workerHeap("512m").workerJvmOptions(List.of("-Dx=1")).inProcess(true)
                .allowProcesses(true).ferretClasspath(List.of(Path.of("/f.jar")))
                .outputDirectory(Path.of("/out")).testPackage("t").junit(4).testsPerFile(50).rerun(false)
                .flakyRuns(5).testRuntime(Path.of("/rt")).summaryJson(Path.of("/s.json")).report("none");
        RunConfig c = s.request(CP, CLASSES, false, List.of()).config();
        assertEquals(Duration.ofMinutes(2), c.timeLimit());
        assertEquals(Duration.ofMillis(500), c.callTimeout());
        assertEquals(Duration.ofSeconds(10), c.plateau());
        assertEquals(List.of(7L, 8L, 9L, 42L), List.of(c.testLimit(), c.outputLimit(), c.sequenceLimit(), c.seed()));
        assertEquals(0.5, c.nullRatio());
        assertEquals(3, c.maxRegressionTestsPerClass());
        assertTrue(c.exceptionPolicy().rules().contains(new ExceptionPolicy.Rule("a.Oops", ExceptionBehavior.INVALID)),
                c.exceptionPolicy().rules().toString());
        assertEquals(List.of("a.MyContract"), c.contracts());
        assertEquals(List.of("compareto-equals"), c.disabledContracts());
        assertEquals(List.of("a.MyGenerators"), c.generators());
        assertEquals(List.of("a.B.kill"), c.excludedMembers());
        assertFalse(c.reduceSuite());
        assertTrue(c.strictContracts());
        assertEquals(0.3, c.statefulShare());
        assertEquals(List.of(false, false, true, true, true, false, false),
                List.of(c.minimize(), c.callbacks(), c.stopOnError(), c.stateful(), c.reportUsageViolations(),
                        c.skipUntestable(), c.environmentVariation()));
        assertEquals(new EngineSettings(true, 2, "512m", List.of("-Dx=1"), true, List.of(Path.of("/f.jar"))),
                s.request(CP, CLASSES, false, List.of()).engine());
        assertEquals(new OutputSettings(Path.of("/out"), "t", JUnitVersion.JUNIT4, 50, false, 5, Path.of("/rt")),
                s.request(CP, CLASSES, false, List.of()).output());
        assertEquals(Path.of("/s.json"), s.summaryJson());
        assertEquals(ReportFormat.NONE, s.report());
    }

    @Test
    void shouldRejectEachBadValueWithOneLineNamingTheSetting() {
        assertBad("timeLimit: invalid duration 'soon': use a number with a unit", () -> maven().timeLimit("soon"));
        assertBad("callTimeout: invalid duration '0s'", () -> maven().callTimeout("0s"));
        assertBad("stopOnPlateau: invalid duration '-1s'", () -> maven().stopOnPlateau("-1s"));
        assertBad("junit must be 5 or 4, not 3", () -> maven().junit(3));
        assertBad("suite must be reduced or full, not 'small'", () -> maven().suite("small"));
        assertBad("contractLevel must be standard or strict, not 'lax'", () -> maven().contractLevel("lax"));
        assertBad("report must be html or none, not 'pdf'", () -> maven().report("pdf"));
        assertBad("statefulShare must be between 0 and 1 (exclusive), not 1.5", () -> maven().statefulShare(1.5));
        assertBad("nullRatio must be between 0 and 1, not 2.0", () -> maven().nullRatio(2));
        assertBad("workers must be at least 1, not 0", () -> maven().workers(0));
        assertBad("workerHeap: is a size such as 512m or 4g, or auto, not 'lots'", () -> maven().workerHeap("lots"));
        assertBad("testLimit must be at least 0, not -1", () -> maven().testLimit(-1));
        assertBad("flakyRuns must be at least 1, not 0", () -> maven().flakyRuns(0));
        assertBad("testsPerFile must be at least 1, not 0", () -> maven().testsPerFile(0));
        assertBad("maxTestsPerClass must be at least 1, not 0", () -> maven().maxTestsPerClass(0));
        assertBad("exceptions: an exception rule is <class>=<ERROR|EXPECTED|INVALID>, not 'Oops'",
                () -> maven().exceptions(List.of("Oops")));
    }

    @Test
    void shouldKeepACampaignAsAnAbsolutePathOrAUrlAndTurnTheStatefulPhaseOn() throws InvalidInputException {
        RunConfig path = maven().stateful(false).campaign("camp").request(CP, CLASSES, false, List.of()).config();
        assertEquals(Path.of("camp").toAbsolutePath().normalize().toString(), path.campaign(),
                "absolute: worker JVMs run in another directory");
        assertTrue(path.stateful());
        RunConfig url = maven().campaign("jdbc:postgresql://h/c").stateful(false).request(CP, CLASSES, false, List.of())
                .config();
        assertEquals("jdbc:postgresql://h/c", url.campaign());
        assertTrue(url.stateful(), "whatever the order of the settings");
        RunConfig none = maven().campaign(" ").request(CP, CLASSES, false, List.of()).config();
        assertEquals("", none.campaign());
        assertFalse(none.stateful());
        assertEquals("", url.campaignRun(), "the run id is given when the run registers in the campaign");
        assertBad("campaign names an unsupported database (mysql)", () -> maven().campaign("jdbc:mysql://h/c"));
    }

    @Test
    void shouldSpellTheSettingAsTheFrontEndDoes() {
        RunSettings cli = RunSettings.spelledBy(name -> "--" + name.replaceAll("([A-Z])", "-$1").toLowerCase());
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> cli.timeLimit("soon"));
        assertTrue(e.getMessage().startsWith("--time-limit: invalid duration 'soon'"), e.getMessage());
    }

    @Test
    void shouldRecordEverySettingGiven() throws InvalidInputException {
        RunSettings s = maven().timeLimit("30s").seed(3).stateful(true).ferretClasspath(List.of(Path.of("/f.jar")));
        assertEquals(List.of("timeLimit=30s", "seed=3", "stateful=true"), s.recorded());
    }

    /** The configuration as text without its exception policy, which has no equality of its own. */
    private static String withoutPolicy(RunConfig config) {
        return config.toString().replaceAll("ExceptionPolicy@\\w+", "");
    }

    private static void assertBad(String expected, Executable setting) {
        InvalidInputException e = assertThrows(InvalidInputException.class, setting);
        assertTrue(e.getMessage().startsWith(expected), "expected '" + expected + "', got: " + e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }
}
