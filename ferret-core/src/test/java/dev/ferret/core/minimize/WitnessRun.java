package dev.ferret.core.minimize;

import dev.ferret.core.model.Statement;

/**
 * A witness executed statement by statement, directly (no judge, no timeout): for tests of what
 * minimizes and classifies witnesses.
 *
 * @param values each statement's value, up to the one that threw
 * @param failedAt the statement that threw, or -1
 * @param thrown what it threw, or null
 */
public record WitnessRun(Object[] values, int failedAt, Throwable thrown) {

    /** Executes the witness's statements in order until one throws. */
    public static WitnessRun of(Witness w) {
        Object[] values = new Object[w.size()];
        for (int i = 0; i < w.size(); i++) {
            Statement s = w.statements()[i];
            Object[] in = new Object[s.inputs().length];
            for (int k = 0; k < in.length; k++) {
                in[k] = values[s.inputs()[k]];
            }
            try {
                values[i] = s.operation().execute(in);
            } catch (Throwable t) { // NOPMD: what the statement threw is the result
                return new WitnessRun(values, i, t);
            }
        }
        return new WitnessRun(values, -1, null);
    }

    /** The last statement's value; throws when a statement threw. */
    public Object last() {
        if (thrown != null) {
            throw new AssertionError("statement " + failedAt + " threw", thrown);
        }
        return values[values.length - 1];
    }

    /** Whether the last statement threw an exception of this type. */
    public boolean lastThrew(Class<? extends Throwable> type) {
        return failedAt == values.length - 1 && type.isInstance(thrown);
    }
}
