package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CoverageMeter;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The extra phase's time: a phase sequence still running at its bound
 * ({@link ExtraPhase.Trial#judge(Sequence, long)}) is abandoned as timed out, long before the call
 * timeout; the random loop's last sequence ends at the loop's deadline, so that the phase gets its
 * share; neither counts as a call over the timeout.
 */
class PhaseTrialBoundTest {

    @Test
    void shouldAbandonAPhaseSequenceAtItsBoundAndNotCountItAsACallTimeout() throws Exception {
        Sequence spin = Sequence.of(List.of(), List.of(
                new Statement(new ConstructorOperation(RunSpinner.class.getConstructor(), RunSpinner.class), new int[0]),
                new Statement(new MethodOperation(RunSpinner.class.getMethod("spin"), RunSpinner.class,
                        RunSpinner.class, false), new int[] {0})));
        ExtraPhase.Trial.Outcome[] outcome = new ExtraPhase.Trial.Outcome[1];
        ExtraPhase phase = new ExtraPhase() {
            @Override
            public ValueObserver observer() {
                return ValueObserver.NONE;
            }

            @Override
            public StatefulReport run(Trial trial, long deadlineNanos, GenerationListener listener)
                    throws InterruptedException {
                outcome[0] = trial.judge(spin, System.nanoTime() + 200_000_000L);
                return StatefulReport.NONE;
            }
        };
        Path classes = Path.of(RunCounter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        RunConfig config = RunConfig.of(List.of(classes), List.of(RunCounter.class.getName())).withSeed(1)
                .withSequenceLimit(20).withTimeLimit(Duration.ofSeconds(120)).withCallTimeout(Duration.ofSeconds(60))
                .withStateful(true);
        RunSummary summary = new InProcessEngine(ClassRewriter.NONE, ExecutionWatcher.NONE, ValueObserver.NONE,
                CoverageMeter.NONE, phase).run(config, GenerationListener.NOOP);

        assertEquals(ExtraPhase.Trial.Outcome.TIMED_OUT, outcome[0]);
        assertEquals(0, summary.timeouts(), "cut at its bound, not at the 60 s call timeout");
    }

    @Test
    void shouldEndTheLoopsLastSequenceAtTheLoopsDeadlineWhenAPhaseFollows() throws Exception {
        boolean[] beforeItsDeadline = new boolean[1];
        ExtraPhase phase = new ExtraPhase() {
            @Override
            public ValueObserver observer() {
                return ValueObserver.NONE;
            }

            @Override
            public StatefulReport run(Trial trial, long deadlineNanos, GenerationListener listener) {
                beforeItsDeadline[0] = System.nanoTime() < deadlineNanos;
                return StatefulReport.NONE;
            }
        };
        Path classes = Path.of(RunSpinner.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        RunConfig config = RunConfig.of(List.of(classes), List.of(RunSpinner.class.getName())).withSeed(1)
                .withTimeLimit(Duration.ofSeconds(20)).withStatefulShare(0.5).withCallTimeout(Duration.ofSeconds(60))
                .withStateful(true);
        RunSummary summary = new InProcessEngine(ClassRewriter.NONE, ExecutionWatcher.NONE, ValueObserver.NONE,
                CoverageMeter.NONE, phase).run(config, GenerationListener.NOOP);

        assertTrue(beforeItsDeadline[0], "spin() cut at the loop's deadline (10 s), not at the 60 s call timeout");
        assertEquals(0, summary.timeouts(), "a call cut at the loop's end is not a call over the timeout");
    }
}
