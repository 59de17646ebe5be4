package dev.ferret.examples.contracts;

import dev.ferret.contracts.Ensures;
import dev.ferret.contracts.Requires;

/** {@link BoundedStackI}'s contracts, for the stack whose observers keep theirs ({@link GuardedStack}). */
public interface GuardedStackI {

    @Requires("capacity() >= 1")
    @Ensures("!empty()")
    void push(Object item);

    @Requires("!empty()")
    Object pop();

    @Requires("capacity() >= n")
    void pushN(int n, Object item);

    @Requires("o != null")
    void addObserver(GuardedObserverI o);

    int capacity();

    boolean empty();
}
