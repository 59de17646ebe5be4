package dev.ferret.examples.contracts;

/**
 * Told after each push: the buggy revision of the paper's Fig. 2, whose contracts were dropped
 * (nothing says an observer must leave the stack non-empty).
 */
public interface ObserverI {
    /** The paper's {@code after_push}. */
    void afterPush(BoundedStack s, Object item);
}
