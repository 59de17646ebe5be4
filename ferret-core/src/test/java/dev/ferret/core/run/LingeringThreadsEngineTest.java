package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A sequence after which threads it started still run is not emitted as a regression test. */
class LingeringThreadsEngineTest {

    @AfterEach
    void stopTheFixturesThreads() {
        Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals(RunThreadForker.THREAD_NAME))
                .forEach(Thread::interrupt);
    }

    private static boolean callsFork(GeneratedTest test) {
        for (Step step : test.steps()) {
            if (step.action() instanceof Action.MethodCall call && call.name().equals("fork")) {
                return true;
            }
        }
        return false;
    }

    @Test
    void shouldEmitNoRegressionTestForASequenceThatLeavesAThreadRunning() throws Exception {
        Path classes = Path.of(RunThreadForker.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        RunConfig config = RunConfig.of(List.of(classes), List.of(RunThreadForker.class.getName()))
                .withTimeLimit(Duration.ofSeconds(20)).withTestLimit(0).withSequenceLimit(300)
                .withStrayThreadLimit(0);
        List<GeneratedTest> tests = new ArrayList<>();
        List<String> incidents = new ArrayList<>();
        new InProcessEngine().run(config, new GenerationListener() {
            @Override
            public void testGenerated(GeneratedTest test) {
                tests.add(test);
            }

            @Override
            public void incident(String kind, String member, String detail) {
                incidents.add(kind + " " + member);
            }
        });
        List<GeneratedTest> regression = tests.stream().filter(t -> t.kind() == TestKind.REGRESSION).toList();
        assertFalse(regression.isEmpty(), "the constructor and get make regression tests");
        assertTrue(regression.stream().noneMatch(LingeringThreadsEngineTest::callsFork),
                () -> "a regression test calls fork: " + regression);
        assertTrue(incidents.contains("lingering-threads " + RunThreadForker.class.getName() + ".fork"),
                incidents::toString);
    }
}
