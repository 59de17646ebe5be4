package dev.ferret.worker.minion;

import dev.ferret.core.execution.Confinement;
import dev.ferret.core.model.Statement;
import dev.ferret.guard.boot.Gate;
import dev.ferret.guard.boot.Rules;
import dev.ferret.guard.launch.GuardedJvm;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.List;

/**
 * The worker's confinement of the code under test: its sequences' scratch directory, and the
 * guard, armed with the rules that refuse every change outside that directory, process starts
 * (unless allowed), connections beyond loopback, changes of JVM-wide state and ending the JVM by
 * the code under test's threads. A sequence during which the guard refused an effect is illegal;
 * the threads of an abandoned call are refused everything.
 */
final class WorkerConfinement implements Confinement {
    private final Path scratch;
    private long refusedBefore;

    private WorkerConfinement(Path scratch) {
        this.scratch = scratch;
    }

    /**
     * Arms the guard of this JVM.
     *
     * @param scratch the sequences' scratch directory (it exists)
     * @param allowProcesses whether the code under test may start processes
     * @throws IOException if the guard is not in place in this JVM (it was started without the
     *     guard's agent) or the scratch directory cannot be resolved
     */
    static WorkerConfinement arm(Path scratch, boolean allowProcesses) throws IOException {
        if (Gate.class.getClassLoader() != null
                || !FileSystems.getDefault().provider().getClass().getName().equals(GuardedJvm.PROVIDER)) {
            throw new IOException("the guard is not in place in this worker JVM: it must start with the options of "
                    + GuardedJvm.class.getName());
        }
        Gate.arm(new Rules(List.of(scratch), allowProcesses, true, true));
        return new WorkerConfinement(scratch);
    }

    @Override
    public Path scratchDirectory() {
        return scratch;
    }

    @Override
    public void entering(Statement[] statements, int length) {
        refusedBefore = Gate.refusedCount();
    }

    @Override
    public boolean refused() {
        return Gate.refusedCount() != refusedBefore;
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
