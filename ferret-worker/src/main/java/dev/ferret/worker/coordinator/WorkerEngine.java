package dev.ferret.worker.coordinator;

import dev.ferret.core.run.GenerationEngine;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs generation in worker JVMs (PIT's minions, the thesis's RandoopWrapper): the coordinator
 * splits the work over {@link WorkerOptions#workers()} workers, passes every result to the
 * listener as it arrives (on the calling thread), and restarts a worker that dies, with a new
 * seed and what is left of its budget. The sequence a dead worker was running is read from its
 * {@link dev.ferret.worker.protocol.CrashRecord} and reported as a {@link TestKind#CRASH} test; a member that ended
 * {@value #CRASHES_BEFORE_QUARANTINE} workers is not called again in the run.
 *
 * <p>Worker {@code i} of {@code n} gets seed {@code seed} (worker 0) or a seed mixed from it, an
 * {@code n}-th of every counted limit, and the ordinals {@code k * n + i}; so one worker
 * reproduces the in-process engine, and a seed with a counted limit fixes the output for any
 * number of workers.
 */
public final class WorkerEngine implements GenerationEngine {

    /** A member that ended this many workers is not called again in this run. */
    static final int CRASHES_BEFORE_QUARANTINE = 2;

    private static final int SCRATCH_ATTEMPTS = 100;
    private final WorkerOptions options;

    public WorkerEngine(WorkerOptions options) {
        this.options = Objects.requireNonNull(options, "options");
    }

    @Override
    public RunSummary run(RunConfig config, GenerationListener listener) throws InvalidInputException {
        Path scratch;
        try {
            scratch = scratchDirectory();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a scratch directory for the workers", e);
        }
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            return new CoordinatedRun(options, config, listener, scratch, server).go();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run the worker JVMs: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("generation interrupted", e);
        } finally {
            deleteQuietly(scratch);
        }
    }

    /**
     * A new directory of this user's only under {@code java.io.tmpdir}, named after the process and
     * the clock: what {@link Files#createTempDirectory} makes, without the secure random generator
     * it seeds first (some 15 ms of a cold coordinator before the first worker can start).
     */
    static Path scratchDirectory() throws IOException {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        boolean posix = tmp.getFileSystem().supportedFileAttributeViews().contains("posix");
        String prefix = "ferret-run-" + ProcessHandle.current().pid() + "-";
        for (int attempt = 0;; attempt++) {
            Path dir = tmp.resolve(prefix + Long.toHexString(System.nanoTime()) + attempt);
            try {
                return posix ? Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(
                        PosixFilePermissions.fromString("rwx------"))) : Files.createDirectory(dir);
            } catch (FileAlreadyExistsException e) {
                if (attempt >= SCRATCH_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    /** The member the last step calls ({@code pkg.Class.method}), or the class under test. */
    static String lastMember(List<Step> steps, String cut) {
        if (steps.isEmpty()) {
            return cut;
        }
        return steps.get(steps.size() - 1).action().accept(new Action.Visitor<String>() {
            @Override
            public String constructorCall(Action.ConstructorCall call) {
                return cut;
            }

            @Override
            public String methodCall(Action.MethodCall call) {
                return call.owner() + "." + call.name();
            }

            @Override
            public String fieldRead(Action.FieldRead read) {
                return cut;
            }

            @Override
            public String literal(Action.Literal literal) {
                return cut;
            }

            @Override
            public String arrayLiteral(Action.ArrayLiteral array) {
                return cut;
            }

            @Override
            public String implementation(Action.Implementation implementation) {
                return cut;
            }

            @Override
            public String tempDir(Action.TempDir tempDir) {
                return cut;
            }
        });
    }

    /** The seed of worker {@code i}'s {@code k}-th incarnation; worker 0's first is the run's seed. */
    static long seed(long seed, int i, int k) {
        if (i == 0 && k == 0) {
            return seed;
        }
        long z = seed + 0x9E3779B97F4A7C15L * (i + 1) + 0xBF58476D1CE4E5B9L * k;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            // a file the code under test keeps open: the OS cleans temp directories
        }
    }
}

