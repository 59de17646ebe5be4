package dev.ferret.examples.contracts;

import dev.ferret.contracts.Ensures;
import dev.ferret.contracts.Requires;

/**
 * The observer with the paper's contracts restored (Fig. 1): it is called with a non-empty stack
 * and must leave it non-empty. An observer that pops breaks its own postcondition, so the blame
 * moves to the observer (generated code), away from {@code push}.
 */
public interface GuardedObserverI {
    @Requires("!s.empty()")
    @Ensures("!s.empty()")
    void afterPush(GuardedStack s, Object item);
}
