package dev.ferret.core.failure;

import dev.ferret.core.execution.Confinement;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.TimedRunner;
import dev.ferret.core.judge.Blame;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.ContractChecker;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.oracle.Violation;
import dev.ferret.core.testcase.Check;
import java.util.List;

/**
 * Re-runs the witnesses of a failure, each announced to the watcher and run under the call
 * timeout on the execution thread, and tells whether they fail like the original (through a
 * {@link Reproducer} made for that failure).
 */
public final class Replayer {

    private final TimedRunner runner;
    private final ExecutionWatcher watcher;
    private final Confinement confinement;
    private final ContractChecker checker;
    private final ExceptionPolicy policy;
    private final List<Class<?>> classesUnderTest;
    private long timeouts;

    /**
     * @param runner runs each witness on the execution thread, under the call timeout
     * @param watcher told about every witness just before it runs
     * @param confinement prepares each witness's scratch directory; a witness whose effects were
     *     refused does not reproduce
     * @param checker the run's contracts
     * @param policy the run's exception policy
     * @param classesUnderTest the classes under test, in a stable order
     */
    public Replayer(TimedRunner runner, ExecutionWatcher watcher, Confinement confinement, ContractChecker checker,
                    ExceptionPolicy policy, List<Class<?>> classesUnderTest) {
        this.runner = runner;
        this.watcher = watcher;
        this.confinement = confinement;
        this.checker = checker;
        this.policy = policy;
        this.classesUnderTest = List.copyOf(classesUnderTest);
    }

    /** Calls that ran over the timeout while witnesses were re-run. */
    public long timeouts() {
        return timeouts;
    }

    /** The oracle of one failure; see {@link Reproducer#Reproducer}. */
    Reproducer reproducer(String failure, String failingMethod, Class<?> subject, Class<?> thrown) {
        return new Reproducer(checker, policy, classesUnderTest, failure, failingMethod, subject, thrown);
    }

    /** The oracle of a contract that failed at the last call of a witness; see {@link Reproducer#Reproducer}. */
    Reproducer callContractReproducer(String contract, String failingMethod, Class<?> subject) {
        return new Reproducer(checker, policy, classesUnderTest, contract, failingMethod, subject,
                dev.ferret.core.contract.ContractFailure.class);
    }

    /** The class a violation is filed under ({@link Blame#subject}), or null if none of ours. */
    Class<?> subject(Violation v, Statement[] flat) {
        return Blame.subject(v, flat, classesUnderTest);
    }

    /** Runs a candidate under the call timeout; its check if it fails like the original, else null. */
    Check reproduce(Reproducer reproducer, Witness w) throws InterruptedException {
        watcher.starting(w.statements(), w.size());
        TimedRunner.Result<Check> r = runner.run(clock -> reproducer.check(w, clock));
        if (r.timedOut()) {
            timeouts++;
            return null;
        }
        return confinement.refused() ? null : r.value();
    }
}
