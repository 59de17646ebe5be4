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
    /** Whether a body on this thread returned a value its method declares only as a type variable. */
    private static final ThreadLocal<Boolean> UNCHECKED_RETURN = ThreadLocal.withInitial(() -> Boolean.FALSE);
    /** Whether a body on this thread returned null for a reference type. */
    private static final ThreadLocal<Boolean> NULL_RETURN = ThreadLocal.withInitial(() -> Boolean.FALSE);

    /** The objects a body on this thread called a method on, by identity. */
    private static final ThreadLocal<Map<Object, Boolean>> REENTERED =
            ThreadLocal.withInitial(java.util.IdentityHashMap::new);

    private GeneratedCodeFaults() {
    }

    /** A sequence starts executing on this thread: forgets the marks of the one before. */
    public static void sequenceStarting() {
        UNCHECKED_RETURN.set(Boolean.FALSE);
        NULL_RETURN.set(Boolean.FALSE);
        statementStarting();
    }

    /**
     * A statement of the sequence is about to run on this thread: forgets which objects bodies
     * called methods on, so {@link #reentered} answers for the running statement only.
     */
    public static void statementStarting() {
        Map<Object, Boolean> reentered = REENTERED.get();
        if (!reentered.isEmpty()) {
            reentered.clear();
        }
    }

    /** Records that a body calls an instance method on {@code receiver} (re-enters it, if it is running). */
    static void calling(Object receiver) {
        if (receiver != null) {
            REENTERED.get().put(receiver, Boolean.TRUE);
        }
    }

    /** Whether a body on this thread called an instance method on this object during the running statement. */
    public static boolean reentered(Object receiver) {
        return receiver != null && REENTERED.get().containsKey(receiver);
    }

    /**
     * Records that a body returned null for a reference type (a value it got from a call or a
     * parameter): a value a generated body returns is an input, so a
     * {@link NullPointerException} that follows is the generated code's doing (issue 12: a null
     * it returned is never the code's fault; nullness annotations that allow it are later work).
     */
    static void nullReturn() {
        NULL_RETURN.set(Boolean.TRUE);
    }

    /**
     * Records that a body returned a value for a method whose declared return type is a type
     * variable ({@code R apply(T)}): its type was not checked against the type argument the code
     * under test expects ({@code IntFunction<T[]>}), so a {@link ClassCastException} that follows
     * is the generated code's doing.
     */
    static void uncheckedReturn() {
        UNCHECKED_RETURN.set(Boolean.TRUE);
    }

    /**
     * Whether a failure the code under test would be blamed for is explained by what a generated
     * body returned on this thread: a {@link ClassCastException} after a value of an unchecked
     * type, a {@link NullPointerException} after null.
     */
    public static boolean explainedByReturn(Throwable t) {
        return t instanceof ClassCastException && UNCHECKED_RETURN.get()
                || t instanceof NullPointerException && NULL_RETURN.get();
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
