package dev.ferret.examples.contracts;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Planted bugs: Klein, Flatt and Findler's buggy bounded stack (their Fig. 2), in Java (bound 1000 for
 * their 10000: every stack holds its whole buffer, and a run keeps many).
 * <ol>
 * <li>{@code capacity()} is one too large ({@code bound - tos} for {@code bound - tos - 1}), so
 *     {@code pushN(capacity(), item)} overruns the buffer
 *     ({@code ArrayIndexOutOfBoundsException}).</li>
 * <li>{@link ObserverI} lost its contracts, so an observer may pop inside {@code afterPush}; then
 *     {@code push} breaks its postcondition {@code !empty()}, and {@code push} is to blame.</li>
 * </ol>
 * Observers are kept in insertion order (the paper's {@code HashSet} would make the order, and so
 * the tests, depend on identity hashes).
 */
public final class BoundedStack implements BoundedStackI {

    private final int bound = 1000;
    private final Object[] buffer = new Object[bound];
    private int tos = -1;
    private final Set<ObserverI> observers = new LinkedHashSet<>();

    @Override
    public Object pop() {
        tos--;
        return buffer[tos + 1];
    }

    @Override
    public void push(Object item) {
        tos++;
        buffer[tos] = item;
        for (ObserverI o : observers) {
            o.afterPush(this, item);
        }
    }

    @Override
    public void pushN(int n, Object item) {
        for (int i = 0; i < n; i++) {
            push(item);
        }
    }

    @Override
    public void addObserver(ObserverI o) {
        observers.add(o);
    }

    @Override
    public int capacity() {
        return bound - tos; // BUG 1: bound - tos - 1
    }

    @Override
    public boolean empty() {
        return tos == -1;
    }
}
