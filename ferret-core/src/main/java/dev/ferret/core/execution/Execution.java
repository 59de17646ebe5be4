package dev.ferret.core.execution;

/**
 * What running a sequence produced.
 *
 * @param values the value of each statement (boxed; null for void, null results and
 *     statements not reached)
 * @param failedAt index of the statement that threw, or -1
 * @param thrown what it threw, or null
 * @param nullInput whether any executed call received a null input
 * @param nullElement whether the call that threw a {@code NullPointerException} received an
 *     argument holding a null ({@link NullElements}: an element of an object array or of a plain
 *     JDK collection): the sequence broke a rule of use, and is neither a failure nor a test
 */
public record Execution(Object[] values, int failedAt, Throwable thrown, boolean nullInput, boolean nullElement) {

    /** An execution whose failing call (if any) received no argument holding a null. */
    public Execution(Object[] values, int failedAt, Throwable thrown, boolean nullInput) {
        this(values, failedAt, thrown, nullInput, false);
    }

    public boolean failed() {
        return failedAt >= 0;
    }
}
