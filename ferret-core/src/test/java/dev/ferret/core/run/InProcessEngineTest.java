package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.GeneratedTest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InProcessEngineTest {

    @TempDir
    Path tmp;

    private static Path testClasses() throws Exception {
        return Path.of(RunCounter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static RunConfig config(String... classes) throws Exception {
        return RunConfig.of(List.of(testClasses()), List.of(classes)).withTimeLimit(Duration.ofSeconds(10))
                .withTestLimit(3);
    }

    private static InvalidInputException fail(RunConfig config) {
        return assertThrows(InvalidInputException.class, () -> new InProcessEngine().run(config, GenerationListener.NOOP));
    }

    @Test
    void shouldRejectUnknownClassWithOneLineMessage() throws Exception {
        InvalidInputException e = fail(config("com.example.DoesNotExist"));
        assertEquals("unknown class com.example.DoesNotExist: not found on the classpath", e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void shouldRejectClassWithNothingTestable() throws Exception {
        InvalidInputException e = fail(config(RunNothingTestable.class.getName()));
        assertTrue(e.getMessage().startsWith("class " + RunNothingTestable.class.getName() + " has nothing testable"),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void shouldRejectRunWhereSkippingLeavesNothing() throws Exception {
        InvalidInputException e = fail(config(RunNothingTestable.class.getName()).withSkipUntestable(true));
        assertEquals("nothing testable in the selected classes", e.getMessage());
    }

    @Test
    void shouldRejectMissingClasspathEntry() throws Exception {
        RunConfig c = RunConfig.of(List.of(tmp.resolve("absent")), List.of("x.Y"));
        InvalidInputException e = fail(c);
        assertTrue(e.getMessage().startsWith("classpath entry does not exist"), e.getMessage());
    }

    @Test
    void shouldRejectUnknownContractToDisable() throws Exception {
        InvalidInputException e = fail(config(RunCounter.class.getName()).withContracts(List.of(), List.of("bogus")));
        assertTrue(e.getMessage().startsWith("unknown contract to disable: bogus"), e.getMessage());
        assertTrue(e.getMessage().contains("equals-symmetric"));
    }

    @Test
    void shouldRejectUnknownUserContractClass() throws Exception {
        InvalidInputException e = fail(config(RunCounter.class.getName())
                .withContracts(List.of("com.example.NoContract"), List.of()));
        assertEquals("unknown contract class com.example.NoContract: not found on the classpath", e.getMessage());
    }

    @Test
    void shouldRejectUserContractNotImplementingContract() throws Exception {
        InvalidInputException e = fail(config(RunCounter.class.getName())
                .withContracts(List.of(RunCounter.class.getName()), List.of()));
        assertTrue(e.getMessage().contains("does not implement dev.ferret.core.oracle.Contract"), e.getMessage());
    }

    @Test
    void shouldGenerateTestsForASmallClassUntilTheTestLimit() throws Exception {
        List<GeneratedTest> tests = new ArrayList<>();
        List<Progress> progress = new ArrayList<>();
        RunSummary s = new InProcessEngine().run(config(RunCounter.class.getName()), new GenerationListener() {
            @Override
            public void testGenerated(GeneratedTest test) {
                tests.add(test);
            }

            @Override
            public void progress(Progress p) {
                progress.add(p);
            }
        });
        assertEquals("test limit", s.stopReason());
        assertEquals(3, tests.size());
        assertEquals(3, s.regressionTests() + s.errorTests());
        assertEquals(3, s.operations(), "constructor, inc, get");
        assertFalse(progress.isEmpty());
        assertTrue(tests.stream().allMatch(t -> t.classUnderTest().equals(RunCounter.class.getName())));
    }

    @Test
    void shouldSkipTheUntestableClassesOfAListInOneNotice() throws Exception {
        List<String> notices = new ArrayList<>();
        RunSummary s = new InProcessEngine().run(config(RunNothingTestable.class.getName(), RunCounter.class.getName())
                .withSkipUntestable(true), new GenerationListener() {
                    @Override
                    public void notice(String message) {
                        notices.add(message);
                    }
                });
        assertEquals(3, s.operations(), "RunCounter's");
        assertEquals(List.of("skipping 1 of 2 classes with nothing testable from a test in another package (not public,"
                + " or no public members): " + RunNothingTestable.class.getName()),
                notices.stream().filter(n -> n.startsWith("skipping")).toList());
    }

    @Test
    void shouldStopAfterTheSequenceLimit() throws Exception {
        RunSummary s = new InProcessEngine().run(config(RunCounter.class.getName()).withTestLimit(0).withSequenceLimit(250),
                GenerationListener.NOOP);
        assertEquals("sequence limit", s.stopReason());
        assertEquals(250, s.sequencesExecuted());
        assertThrows(IllegalArgumentException.class, () -> config().withSequenceLimit(-1));
    }

    @Test
    void shouldRejectOutOfRangeNullRatio() {
        RunConfig c = RunConfig.of(List.of(), List.of());
        assertThrows(IllegalArgumentException.class, () -> c.withNullRatio(1.5));
        assertThrows(IllegalArgumentException.class, () -> c.withNullRatio(-0.1));
        assertEquals(0.5, c.withNullRatio(0.5).nullRatio());
    }
}
