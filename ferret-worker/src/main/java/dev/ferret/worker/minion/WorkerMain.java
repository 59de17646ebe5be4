package dev.ferret.worker.minion;

import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.run.ExtraPhase;
import dev.ferret.core.execution.EnvironmentVariant;
import dev.ferret.stateful.phase.StatefulPhase;
import dev.ferret.core.run.InProcessEngine;
import dev.ferret.coverage.probe.CoverageSession;
import dev.ferret.coverage.probe.GoalSpace;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.worker.protocol.Channel;
import dev.ferret.worker.protocol.CrashRecord;
import dev.ferret.worker.protocol.Message;
import dev.ferret.worker.protocol.WorkerTask;
import dev.ferret.worker.environment.ClockRewriting;
import dev.ferret.worker.environment.JvmEnvironment;
import dev.ferret.worker.sandbox.SandboxRewriter;
import dev.ferret.worker.sandbox.runtime.SandboxViolation;
import dev.ferret.guard.boot.EffectRefused;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The entry point of a worker JVM: connects to the coordinator on the port given as the only
 * argument, receives its task, runs the engine with the sandbox on, streams every result back,
 * and halts. It halts too as soon as the coordinator goes away, so no worker outlives its run.
 */
public final class WorkerMain {

    private WorkerMain() {
    }

    public static void main(String[] args) {
        int status = 0;
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), Integer.parseInt(args[0]));
             Channel channel = new Channel(socket)) {
            if (!(channel.receive() instanceof Message.Start start)) {
                throw new IOException("expected a start message");
            }
            status = run(start.task(), channel);
        } catch (IOException | RuntimeException e) {
            status = 2; // the coordinator is gone or spoke nonsense: nothing to report to
        }
        Runtime.getRuntime().halt(status); // threads the code under test left behind must not keep us alive
    }

    private static int run(WorkerTask task, Channel channel) throws IOException {
        Forwarder forwarder = new Forwarder(channel);
        OutputCapture capture = new OutputCapture(
                (member, detail) -> forwarder.incident("output-flood", member, detail));
        forwarder.capture(capture);
        PrintStream captured = new PrintStream(capture, true, StandardCharsets.UTF_8);
        System.setOut(captured);
        System.setErr(captured);
        Path scratch = Files.createDirectories(Path.of("scratch").toAbsolutePath()); // the working directory is the worker's own
        Thread watch = new Thread(() -> untilCoordinatorLeaves(channel), "ferret-coordinator-watch");
        watch.setDaemon(true);
        watch.start();
        RunConfig config = task.config().withException(SandboxViolation.class.getName(), ExceptionBehavior.INVALID)
                .withException(EffectRefused.class.getName(), ExceptionBehavior.INVALID);
        try (CrashRecord.Writer record = new CrashRecord.Writer(Path.of(task.crashRecord()));
             CoverageSession coverage = CoverageSession.open(task.goalSpace() != null ? task.goalSpace()
                     : GoalSpace.of(config.classpath(), config.classes()), config.reduceSuite() && config.mutants());
             WorkerConfinement confinement = WorkerConfinement.arm(scratch, task.allowProcesses(), config.classpath())) {
            ExecutionWatcher watcher = (statements, length) -> {
                capture.newSequence();
                record.starting(statements, length);
            };
            ExtraPhase phase = config.stateful()
                    ? new ReportingPhase(StatefulPhase.of(config.campaign(), config.campaignRun()), forwarder)
                    : ExtraPhase.NONE;
            RunSummary summary = new InProcessEngine(coverage.rewriter().andThen(new SandboxRewriter())
                    .andThen(new ClockRewriting()), watcher, ValueObserver.NONE, coverage.meter(), phase)
                    .confined(confinement)
                    .varied(new JvmEnvironment(EnvironmentVariant.GENERATION))
                    .run(config, forwarder);
            forwarder.drain();
            channel.send(new Message.Finished(summary));
            return 0;
        } catch (InvalidInputException e) {
            channel.send(new Message.Rejected(e.getMessage()));
            return 0;
        } catch (IOException e) {
            throw e;
        } catch (Throwable e) { // NOPMD: report Ferret's own failure, whatever it is
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            channel.send(new Message.Failed(trace.toString()));
            return 1;
        }
    }

    /** The coordinator sends nothing after the start: end of input means it is gone. */
    private static void untilCoordinatorLeaves(Channel channel) {
        try {
            while (channel.receive() != null) {
                // ignore
            }
        } catch (IOException e) {
            // gone as well
        }
        Runtime.getRuntime().halt(3);
    }
}
