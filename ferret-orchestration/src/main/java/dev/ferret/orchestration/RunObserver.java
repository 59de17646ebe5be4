package dev.ferret.orchestration;

import dev.ferret.core.run.Progress;

/**
 * What a front end hears while a run goes on: progress several times a second, notices for the
 * user, and the phases. All calls come from one thread. Every method does nothing by default.
 */
public interface RunObserver {

    /** An observer that ignores everything. */
    RunObserver NOOP = new RunObserver() { };

    /** Generation progress. */
    default void progress(Progress progress) {
    }

    /** Something the user should read (without the {@code ferret: } prefix a terminal adds). */
    default void notice(String message) {
    }

    /** Generation has ended; {@code rerun} says whether the check phase re-runs tests after compiling them. */
    default void checking(boolean rerun) {
    }
}
