package dev.ferret.core.model;

/**
 * Thrown by a generated object whose bodies made more calls than their budget
 * ({@link CallbackOperation#CALL_BUDGET}): the generated code, not the code under test, is at
 * fault, and the sequence is discarded. An {@link Error}, so that {@code catch (Exception e)} in
 * the code under test does not swallow it.
 */
public final class CallBudgetExhausted extends Error {

    private static final long serialVersionUID = 1L;

    public CallBudgetExhausted(String method) {
        super("generated " + method + " made more than " + CallbackOperation.CALL_BUDGET + " calls");
    }
}
