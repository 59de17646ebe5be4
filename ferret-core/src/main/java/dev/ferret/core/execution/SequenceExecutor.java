package dev.ferret.core.execution;

import dev.ferret.core.model.Statement;

/** Executes flat statements one by one, stopping at the first that throws. */
public final class SequenceExecutor {

    private SequenceExecutor() {
    }

    public static Execution execute(Statement[] statements, CallClock clock) {
        Object[] values = new Object[statements.length];
        boolean nullInput = false;
        for (int i = 0; i < statements.length; i++) {
            Statement s = statements[i];
            int[] in = s.inputs();
            Object[] args = new Object[in.length];
            for (int j = 0; j < in.length; j++) {
                args[j] = values[in[j]];
                nullInput |= args[j] == null;
            }
            clock.callStarted();
            try {
                values[i] = s.operation().execute(args);
            } catch (Throwable t) {
                return new Execution(values, i, t, nullInput);
            }
        }
        return new Execution(values, -1, null, nullInput);
    }
}
