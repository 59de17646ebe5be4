package dev.ferret.core.run;

import dev.ferret.core.keep.TestOutput;
import dev.ferret.core.testcase.GeneratedTest;

/** Passes the regression tests held back, and those withdrawn, on to a {@link GenerationListener}. */
final class ListenerHolds implements TestOutput.Holds {

    private final GenerationListener listener;

    ListenerHolds(GenerationListener listener) {
        this.listener = listener;
    }

    @Override
    public void held(GeneratedTest test) {
        listener.testHeld(test);
    }

    @Override
    public void withdrawn(long ordinal) {
        listener.testWithdrawn(ordinal);
    }
}
