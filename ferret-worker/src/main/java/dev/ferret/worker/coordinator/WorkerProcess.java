package dev.ferret.worker.coordinator;

import dev.ferret.guard.launch.GuardedJvm;
import dev.ferret.worker.protocol.Channel;
import dev.ferret.worker.protocol.Message;
import dev.ferret.worker.protocol.WorkerTask;
import java.io.File;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * One worker JVM: started on Ferret's own classpath in a scratch working directory, with its own
 * {@code user.home} and {@code java.io.tmpdir} there and the guard's agent loaded, connected
 * back over the coordinator's socket, given its task. A reader thread puts every message it sends
 * on the coordinator's queue, then an {@link Event} with no message when it is gone.
 */
final class WorkerProcess {

    /**
     * What a worker said, or (message null) that it is gone; or, from the {@link Launcher}, that
     * a worker of a slot is up ({@code connected}) or could not be started ({@code failure}).
     */
    record Event(WorkerProcess from, Message message, Slot connected, IOException failure) {

        Event(WorkerProcess from, Message message) {
            this(from, message, null, null);
        }
    }

    private static final long CONNECT_TIMEOUT_MILLIS = 60_000;
    /** How often a start waiting for its worker to connect checks whether it was abandoned. */
    private static final int ACCEPT_POLL_MILLIS = 100;
    private static final java.util.concurrent.atomic.AtomicBoolean ENCODING_WARM = new java.util.concurrent.atomic.AtomicBoolean();

    final String name;
    final WorkerTask task;
    final Path directory;
    final Path log;
    private final Process process;
    private long peakRss = -1;
    private final Channel channel;
    private volatile long lastHeard = System.nanoTime();

    private WorkerProcess(String name, WorkerTask task, Path directory, Path log, Process process, Channel channel) {
        this.name = name;
        this.task = task;
        this.directory = directory;
        this.log = log;
        this.process = process;
        this.channel = channel;
    }

    /**
     * Starts a worker and hands it its task.
     *
     * @param scratch where its working directory, log and crash record go
     * @param options the worker JVM's extra options (heap size, ...) and Ferret's class path
     * @param extraOptions more options for this JVM only (class-data sharing)
     * @param runDeadline the run's deadline ({@link System#nanoTime()}): the task's time is cut to
     *     what is left of it once the JVM is up
     * @param abandoned asked while waiting for the JVM to connect: true ends the process
     * @return the connected worker, not yet read from ({@link #startReading}); null if abandoned
     */
    static WorkerProcess start(String name, WorkerTask task, Path scratch, ServerSocket server,
                               WorkerOptions options, List<String> extraOptions, long runDeadline,
                               BooleanSupplier abandoned) throws IOException {
        Path dir = GuardedJvm.decoys(Files.createDirectories(scratch.resolve(name)));
        GuardedJvm.decoys(Files.createDirectories(dir.resolve("tmp")));
        GuardedJvm.decoys(Files.createDirectories(dir.resolve("home")));
        Path log = scratch.resolve(name + ".log");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options.jvmOptions());
        command.addAll(extraOptions);
        command.add("-XX:-UsePerfData");
        command.add("-Djava.awt.headless=true");
        command.add("-Djava.io.tmpdir=" + dir.resolve("tmp"));
        command.add("-Duser.home=" + dir.resolve("home")); // the code under test's notion of home: empty, and refused writes
        command.addAll(GuardedJvm.options(scratch.resolve("guard"), "worker", null)); // armed by the worker itself
        command.add("-cp");
        command.add(ferretClasspath(options.ferretClasspath()));
        command.add("dev.ferret.worker.minion.WorkerMain");
        command.add(Integer.toString(server.getLocalPort()));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE).start();
        warmUpEncoding(task);
        Socket socket;
        server.setSoTimeout(ACCEPT_POLL_MILLIS);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(CONNECT_TIMEOUT_MILLIS);
        while (true) {
            try {
                socket = server.accept();
                break;
            } catch (SocketTimeoutException e) {
                if (abandoned.getAsBoolean()) {
                    p.destroyForcibly();
                    return null;
                }
                if (!p.isAlive() || System.nanoTime() > deadline) {
                    p.destroyForcibly();
                    throw new IOException("a worker JVM did not start (" + tail(log) + ")");
                }
            }
        }
        Channel channel = new Channel(socket);
        // the JVM's start-up came out of the run's time: the worker gets what is left of it now
        long left = Math.max(1, TimeUnit.NANOSECONDS.toMillis(runDeadline - System.nanoTime()));
        WorkerTask started = task.withBudget(task.budget().withTime(Math.min(task.budget().timeMillis(), left)));
        WorkerProcess w = new WorkerProcess(name, started, dir, log, p, channel);
        channel.send(new Message.Start(started));
        return w;
    }

    /**
     * The first time only: serializes a start message nowhere while the first JVM boots, so that
     * serialization's one-time cost (about 30 ms of reflection on a cold coordinator) is not paid
     * after the worker has connected and waits for its task.
     */
    private static void warmUpEncoding(WorkerTask task) {
        if (ENCODING_WARM.getAndSet(true)) {
            return;
        }
        try (ObjectOutputStream out = new ObjectOutputStream(OutputStream.nullOutputStream())) {
            out.writeObject(new Message.Start(task));
        } catch (IOException e) {
            // only a warm-up: the real send reports its own failure
        }
    }

    /** Starts the thread that puts everything the worker says on {@code events}, then its end. */
    void startReading(BlockingQueue<Event> events) {
        Thread reader = new Thread(() -> read(events), "ferret-worker-reader-" + name);
        reader.setDaemon(true);
        reader.start();
    }

    private void read(BlockingQueue<Event> events) {
        try {
            Message m;
            while ((m = channel.receive()) != null) {
                lastHeard = System.nanoTime();
                events.put(new Event(this, m));
            }
        } catch (IOException e) {
            // gone
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        try {
            process.waitFor(10, TimeUnit.SECONDS);
            events.put(new Event(this, null));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Nanoseconds since the worker last said anything. */
    long silentNanos() {
        return System.nanoTime() - lastHeard;
    }

    /** Kills the worker (and whatever it started); its reader then reports it gone. */
    /** Reads the process's peak resident memory now (the last reading stays once it is gone). */
    long samplePeakRss() {
        long now = ResidentMemory.peakOf(process.pid());
        if (now > peakRss) {
            peakRss = now;
        }
        return peakRss;
    }

    /** The peak resident memory last read, or -1. */
    long peakRss() {
        return peakRss;
    }

    void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            channel.close();
        } catch (IOException e) {
            // already closed
        }
    }

    /** The worker's operating-system process. */
    Process process() {
        return process;
    }

    /** How the process ended, in words: "exited with status 3", "was killed by signal 9". */
    String howItEnded() {
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                kill();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (process.isAlive()) {
            return "did not end";
        }
        int status = process.exitValue();
        return status > 128 ? "was killed by signal " + (status - 128) : "exited with status " + status;
    }

    /** The last lines the worker JVM itself printed (a crash report, a JVM error). */
    static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            List<String> last = lines.subList(Math.max(0, lines.size() - 3), lines.size());
            return String.join(" / ", last).strip();
        } catch (IOException | RuntimeException e) {
            return "no log";
        }
    }

    /**
     * Ferret's classpath with absolute entries, since the worker runs in another directory: the
     * given one, or this JVM's when none is given.
     */
    static String ferretClasspath(List<Path> given) {
        List<String> out = new ArrayList<>();
        if (given.isEmpty()) {
            for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
                if (!entry.isEmpty()) {
                    out.add(Path.of(entry).toAbsolutePath().toString());
                }
            }
        } else {
            given.forEach(p -> out.add(p.toAbsolutePath().toString()));
        }
        return String.join(File.pathSeparator, out);
    }
}
