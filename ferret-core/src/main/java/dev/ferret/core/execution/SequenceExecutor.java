package dev.ferret.core.execution;

import dev.ferret.core.model.GeneratedCodeFaults;
import dev.ferret.core.model.Statement;

/** Executes flat statements one by one, stopping at the first that throws. */
public final class SequenceExecutor {

    private SequenceExecutor() {
    }

    /** Executes unobserved. */
    public static Execution execute(Statement[] statements, CallClock clock) {
        return execute(statements, clock, ValueObserver.NONE);
    }

    /**
     * Executes, telling the observer about each call (unless it is {@link ValueObserver#NONE}).
     *
     * @param clock ticked before each call (and before each callback of an observer)
     */
    public static Execution execute(Statement[] statements, CallClock clock, ValueObserver observer) {
        GeneratedCodeFaults.sequenceStarting();
        boolean observed = observer != ValueObserver.NONE;
        Object[] values = new Object[statements.length];
        boolean nullInput = false;
        for (int i = 0; i < statements.length; i++) {
            Statement s = statements[i];
            int[] in = s.inputs();
            Object[] args = new Object[in.length];
            for (int j = 0; j < in.length; j++) {
                args[j] = values[in[j]];
                nullInput |= args[j] == null && s.operation().nullExcusesNpe(j);
            }
            if (observed) {
                clock.callStarted();
                observer.beforeCall(i, s, args);
            }
            clock.callStarted();
            GeneratedCodeFaults.statementStarting();
            Throwable thrown = null;
            try {
                values[i] = s.operation().execute(args);
            } catch (Throwable t) {
                thrown = t;
            }
            if (observed) {
                clock.callStarted();
                observer.afterCall(i, s, args, values[i], thrown);
            }
            if (thrown != null) {
                return new Execution(values, i, thrown, nullInput);
            }
        }
        return new Execution(values, -1, null, nullInput);
    }
}
