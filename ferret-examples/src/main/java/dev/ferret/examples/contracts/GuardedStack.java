package dev.ferret.examples.contracts;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Correct twin of {@link BoundedStack}: {@code capacity()} is right, and its observers' contracts
 * ({@link GuardedObserverI}) forbid leaving the stack empty, so an observer that pops is the
 * generated code's fault; it notifies a copy of its observers, so one that subscribes another
 * during a push does not break the iteration. Bug 2's failing test is not written for it. An
 * observer may push too (its contract allows it), so {@code pushN} stops once the stack is full
 * rather than trusting the capacity it was promised before the observers ran: a generated observer
 * that calls back a bounded number of times (issue 27) finds {@link BoundedStack}'s overrun, not
 * this one's.
 */
public final class GuardedStack implements GuardedStackI {

    private final int bound = 1000;
    private final Object[] buffer = new Object[bound];
    private int tos = -1;
    private final Set<GuardedObserverI> observers = new LinkedHashSet<>();

    @Override
    public Object pop() {
        tos--;
        return buffer[tos + 1];
    }

    @Override
    public void push(Object item) {
        tos++;
        buffer[tos] = item;
        for (GuardedObserverI o : java.util.List.copyOf(observers)) {
            o.afterPush(this, item);
        }
    }

    @Override
    public void pushN(int n, Object item) {
        for (int i = 0; i < n && capacity() > 0; i++) {
            push(item);
        }
    }

    @Override
    public void addObserver(GuardedObserverI o) {
        observers.add(o);
    }

    @Override
    public int capacity() {
        return bound - tos - 1;
    }

    @Override
    public boolean empty() {
        return tos == -1;
    }
}
