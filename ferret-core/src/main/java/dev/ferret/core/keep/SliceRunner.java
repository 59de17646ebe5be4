package dev.ferret.core.keep;

import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import java.util.List;

/**
 * Executes a slice of a kept sequence the way the judge executes sequences, with its coverage
 * measured, so that the keeper can tell whether the slice still adds what the whole sequence
 * added.
 */
@FunctionalInterface
public interface SliceRunner {

    /**
     * What a slice did when it passed the way the whole sequence did.
     *
     * @param checks the regression checks observed on it
     * @param coverage the coverage goals it reached
     */
    record Passed(List<Check> checks, Coverage coverage) { }

    /**
     * Executes the slice.
     *
     * @param slice the statements, inputs numbered within the slice
     * @param expected the exception type its last statement must throw (an expected exception by the
     *     exception policy), or {@code null} when it must run normally
     * @return what it did, or {@code null} when it did not pass that way (another outcome, a contract
     *     violation, a timeout, threads left running)
     * @throws InterruptedException if interrupted while it runs
     */
    Passed run(Statement[] slice, Class<?> expected) throws InterruptedException;
}
