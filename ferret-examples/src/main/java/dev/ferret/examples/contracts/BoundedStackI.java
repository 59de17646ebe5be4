package dev.ferret.examples.contracts;

import dev.ferret.contracts.Ensures;
import dev.ferret.contracts.Requires;

/**
 * Klein, Flatt and Findler's bounded stack (their Fig. 1), with its JML contracts written as
 * {@code ferret-contracts} annotations.
 */
public interface BoundedStackI {

    @Requires("capacity() >= 1")
    @Ensures("!empty()")
    void push(Object item);

    @Requires("!empty()")
    Object pop();

    /** The paper's {@code push_n}. */
    @Requires("capacity() >= n")
    void pushN(int n, Object item);

    /** The paper's {@code add_obs}; its argument's contract, {@code ObserverI}, excludes null. */
    @Requires("o != null")
    void addObserver(ObserverI o);

    int capacity();

    boolean empty();
}
