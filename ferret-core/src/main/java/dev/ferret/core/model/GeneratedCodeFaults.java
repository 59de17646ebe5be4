package dev.ferret.core.model;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The exceptions that generated code threw (a body's call of a generated object), recorded as
 * they leave the body: one that travels out of the code under test and ends a sequence is the
 * generator's fault, not a bug. Kept by identity and weakly, so a recorded exception is forgotten
 * with it. Thread-safe.
 */
public final class GeneratedCodeFaults {

    private static final Map<Throwable, Boolean> THROWN = Collections.synchronizedMap(new WeakHashMap<>());

    private GeneratedCodeFaults() {
    }

    /** Records an exception a body's call threw. */
    static void record(Throwable t) {
        THROWN.put(t, Boolean.TRUE);
    }

    /**
     * Whether an exception that ended a sequence is the generated code's doing: a body's call threw
     * it (or one of its causes), or a generated object ran out of calls.
     */
    public static boolean isGenerated(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof CallBudgetExhausted || THROWN.containsKey(c)) {
                return true;
            }
        }
        return false;
    }
}
