package dev.ferret.core.execution;

/**
 * What running a sequence produced.
 *
 * @param values the value of each statement (boxed; null for void, null results and
 *     statements not reached)
 * @param failedAt index of the statement that threw, or -1
 * @param thrown what it threw, or null
 * @param nullInput whether any executed call received a null input
 */
public record Execution(Object[] values, int failedAt, Throwable thrown, boolean nullInput) {

    public boolean failed() {
        return failedAt >= 0;
    }
}
