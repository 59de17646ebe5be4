package dev.ferret.worker.minion;

import dev.ferret.core.execution.Confinement;
import dev.ferret.core.execution.ScratchConfinement;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.ScratchLayout;
import dev.ferret.guard.boot.Gate;
import dev.ferret.guard.boot.Rules;
import dev.ferret.guard.launch.GuardedJvm;
import java.io.File;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The worker's confinement of the code under test: its sequences' scratch directory, and the
 * guard, armed with the rules that refuse every change outside that directory (but for new
 * temporary files in the worker's own {@code java.io.tmpdir}, whose decoys stay refused), process starts
 * (unless allowed), connections beyond loopback, changes of JVM-wide state and ending the JVM by
 * the code under test's threads. A sequence during which the guard refused an effect is illegal;
 * the threads of an abandoned call are refused everything. A sequence that read a file outside the
 * scratch directory, the class paths and the JDK is illegal too (not refused: its results depend on
 * the machine it runs on, so no test is written of it).
 */
final class WorkerConfinement implements Confinement, AutoCloseable {
    private final ScratchConfinement scratch;
    private long refusedBefore;
    private long readsBefore;
    private boolean lastRefused;

    private WorkerConfinement(ScratchConfinement scratch) {
        this.scratch = scratch;
    }

    /**
     * Arms the guard of this JVM.
     *
     * @param scratch the sequences' scratch directory (it exists)
     * @param allowProcesses whether the code under test may start processes
     * @param classpath the code under test's class path: with Ferret's own, the JDK's home and the
     *     system's own pseudo file systems, where reads say nothing of the machine
     * @throws IOException if the guard is not in place in this JVM (it was started without the
     *     guard's agent) or the scratch directory cannot be resolved
     */
    static WorkerConfinement arm(Path scratch, boolean allowProcesses, List<Path> classpath) throws IOException {
        if (Gate.class.getClassLoader() != null
                || !FileSystems.getDefault().provider().getClass().getName().equals(GuardedJvm.PROVIDER)) {
            throw new IOException("the guard is not in place in this worker JVM: it must start with the options of "
                    + GuardedJvm.class.getName());
        }
        Path temporary = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
        Gate.arm(new Rules(List.of(scratch), allowProcesses, true, true, readable(classpath),
                Files.isDirectory(temporary) ? List.of(temporary) : List.of()));
        return new WorkerConfinement(new ScratchConfinement(scratch, root -> Gate.privileged(() -> {
            ScratchLayout.reset(root); // Ferret's own writes, in a directory the code under test may change
            return null;
        })));
    }

    /** Where reads tell nothing of the machine: the class paths, the JDK, the system's pseudo file systems. */
    private static List<Path> readable(List<Path> classpath) {
        List<Path> readable = new ArrayList<>(classpath);
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                readable.add(Path.of(entry));
            }
        }
        readable.add(Path.of(System.getProperty("java.home")));
        for (String system : List.of("/proc", "/sys", "/dev")) {
            if (Files.isDirectory(Path.of(system))) {
                readable.add(Path.of(system));
            }
        }
        readable.removeIf(p -> !Files.exists(p));
        return readable;
    }

    @Override
    public Path scratchDirectory() {
        return scratch.scratchDirectory();
    }

    /**
     * Lays the scratch directory out again when the sequence about to run uses it and one before
     * it may have changed it: one that used it, or one that was refused (code that empties what it
     * finds around it may reach the scratch directory before it is refused elsewhere).
     */
    @Override
    public void entering(Statement[] statements, int length) {
        if (lastRefused) {
            scratch.mayHaveChanged();
        }
        scratch.entering(statements, length);
        refusedBefore = Gate.refusedCount();
        readsBefore = Gate.outsideReads();
    }

    /** A refused effect, a read of something that differs from machine to machine, or no scratch directory. */
    @Override
    public boolean refused() {
        lastRefused = scratch.refused() || Gate.refusedCount() != refusedBefore || Gate.outsideReads() != readsBefore;
        return lastRefused;
    }

    /** Deletes the scratch directory. */
    @Override
    public void close() throws IOException {
        Gate.privileged(() -> {
            scratch.close();
            return null;
        });
    }

    @Override
    public void abandoned(ThreadGroup threads) {
        Gate.abandon(threads);
    }

    @Override
    public void codeUnderTest(ThreadGroup threads) {
        Gate.confineThreads(threads);
    }
}
