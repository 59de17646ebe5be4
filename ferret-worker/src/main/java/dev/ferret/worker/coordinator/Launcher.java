package dev.ferret.worker.coordinator;

import dev.ferret.worker.protocol.WorkerTask;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Starts worker JVMs on a thread of its own, one after another, so the coordinator keeps handling
 * what running workers say while the next one starts: a worker that finds a bug in its first
 * second is heard at once, not after its peer has booted. The next JVM starts only once the one
 * before it is generating ({@link #generating}: it sent its first progress report, or ended), or
 * after {@value #BOOT_WAIT_MILLIS} ms: a worker's start-up (JVM boot, loading and instrumenting the
 * classes under test, its first sequences) runs interpreted on every core it can get, and a second
 * JVM booting beside it made the first error come about a tenth of a second later on two cores
 * (docs/benchmarks.md). A started worker is announced on
 * the coordinator's queue ({@link WorkerProcess.Event#connected}) before anything it says; a
 * start that fails is announced as {@link WorkerProcess.Event#failure}. Workers share class data
 * through a {@link ClassArchive} when the options give it a directory.
 */
final class Launcher implements AutoCloseable {

    private static final long CLOSE_WAIT_SECONDS = 10;
    /** The longest the next start waits for the worker started before it to be generating. */
    static final long BOOT_WAIT_MILLIS = 2_000;

    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "ferret-worker-launcher");
        t.setDaemon(true);
        return t;
    });
    private final Path scratch;
    private final ServerSocket server;
    private final WorkerOptions options;
    private final BlockingQueue<WorkerProcess.Event> events;
    private final long runDeadline;
    private final ClassArchive archive;
    private volatile boolean closed;
    private final BootGate<WorkerProcess> gate = new BootGate<>(BOOT_WAIT_MILLIS);

    Launcher(Path scratch, ServerSocket server, WorkerOptions options, BlockingQueue<WorkerProcess.Event> events,
             long runDeadline) {
        this.scratch = scratch;
        this.server = server;
        this.options = options;
        this.events = events;
        this.runDeadline = runDeadline;
        this.archive = ClassArchive.in(options.classArchiveDirectory(),
                WorkerProcess.ferretClasspath(options.ferretClasspath()), options.jvmOptions());
    }

    /** Starts a worker named {@code name} for {@code slot} with {@code task}, after those asked for before. */
    void launch(Slot slot, String name, WorkerTask task) {
        slot.launching = true;
        thread.execute(() -> {
            if (closed || slot.done) {
                return; // the run ended, or the slot did (the first error), while this start waited
            }
            try {
                List<String> sharing = archive.nextWorkerOptions();
                WorkerProcess w = WorkerProcess.start(name, task, scratch, server, options, sharing, runDeadline,
                        () -> closed);
                if (w == null) {
                    return;
                }
                archive.started(w.process(), sharing);
                if (closed) {
                    w.kill();
                    return;
                }
                gate.booting(w);
                events.put(new WorkerProcess.Event(w, null, slot, null));
                w.startReading(events);
                gate.await(w, () -> closed);
            } catch (IOException e) {
                events.add(new WorkerProcess.Event(null, null, slot, e));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /**
     * Tells the launcher that {@code w} is generating (its first progress report) or has ended: the
     * next worker may start.
     */
    void generating(WorkerProcess w) {
        gate.generating(w);
    }

    /**
     * After the run, once its workers were told to end or killed: puts the class-data sharing
     * archive a worker wrote in place ({@link ClassArchive#settle}).
     */
    void settleArchive() {
        archive.settle();
    }

    /** Abandons starts not yet connected and waits for the one under way to end. */
    @Override
    public void close() {
        closed = true;
        thread.shutdown();
        try {
            thread.awaitTermination(CLOSE_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
