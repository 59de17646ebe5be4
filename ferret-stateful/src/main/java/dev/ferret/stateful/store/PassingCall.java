package dev.ferret.stateful.store;

import java.util.Map;

/**
 * The stored states of one passing call: its predicates' values before and after the call
 * (postcondition inference's input). The result's predicates are in {@code post} only, at the
 * role after the inputs'.
 *
 * @param tid the test case
 * @param className the class under test
 * @param routine the routine's signature
 * @param pre the values before the call
 * @param post the values after it
 */
public record PassingCall(long tid, String className, String routine, Map<Slot, Long> pre, Map<Slot, Long> post) {

    public PassingCall {
        pre = Map.copyOf(pre);
        post = Map.copyOf(post);
    }
}
