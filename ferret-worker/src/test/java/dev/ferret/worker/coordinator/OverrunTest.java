package dev.ferret.worker.coordinator;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.Progress;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.worker.fixture.Steady;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A worker that stops responding before the time limit (its JVM frozen, as a starved machine or a
 * full heap freezes it) is killed once the limit is overrun; the regression tests it had kept but
 * still held back must not be lost with it.
 */
class OverrunTest {

    /** Freezes the worker JVM as soon as a progress report counts tests kept that have not arrived. */
    private static final class Freezer implements GenerationListener {
        final List<GeneratedTest> tests = new ArrayList<>();
        final List<String> notices = new ArrayList<>();
        long keptWhenFrozen = -1;

        @Override
        public void testGenerated(GeneratedTest test) {
            tests.add(test);
        }

        @Override
        public void notice(String message) {
            notices.add(message);
        }

        @Override
        public void progress(Progress p) {
            long arrived = tests.stream().filter(t -> t.kind() == TestKind.REGRESSION).count();
            if (keptWhenFrozen < 0 && p.regressionTests() > arrived) {
                keptWhenFrozen = p.regressionTests();
                ProcessHandle.current().descendants().forEach(Freezer::stop);
            }
        }

        private static void stop(ProcessHandle h) {
            try {
                new ProcessBuilder("kill", "-STOP", Long.toString(h.pid())).start().waitFor();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void shouldKeepTheTestsAFrozenWorkerHeldWhenItIsKilledAfterTheTimeLimit() throws Exception {
        assumeTrue(Path.of("/bin/kill").toFile().canExecute() || Path.of("/usr/bin/kill").toFile().canExecute(),
                "needs kill(1) to freeze a process");
        Path classes = Path.of(Steady.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        RunConfig config = RunConfig.of(List.of(classes), List.of(Steady.class.getName()))
                .withTimeLimit(Duration.ofSeconds(5)).withSeed(3).withReduceSuite(false);
        Freezer f = new Freezer();
        new WorkerEngine(WorkerOptions.of(1)).run(config, f);

        assertTrue(f.keptWhenFrozen > 0, "the worker was frozen while it held tests back");
        assertTrue(f.notices.stream().anyMatch(n -> n.contains("did not stop at the time limit")), f.notices.toString());
        long arrived = f.tests.stream().filter(t -> t.kind() == TestKind.REGRESSION).count();
        assertTrue(arrived >= f.keptWhenFrozen, "every test kept before the freeze arrived: " + arrived + " of "
                + f.keptWhenFrozen);
        Set<Long> ordinals = new HashSet<>();
        assertTrue(f.tests.stream().allMatch(t -> ordinals.add(t.ordinal())), "each test once");
    }
}
