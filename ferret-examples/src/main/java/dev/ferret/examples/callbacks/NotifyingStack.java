package dev.ferret.examples.callbacks;

import java.util.ArrayList;
import java.util.List;

/**
 * Correct twin of {@link ObservedStack}: observers are told before the item goes on the stack,
 * and {@code push} checks for room after they ran, so whatever an observer does, the item ends
 * on top. Generated observers must not make Ferret accuse it.
 */
public final class NotifyingStack {

    /** Told before each push. */
    public interface Observer {
        void beforePush(NotifyingStack stack, int item);
    }

    private final int[] items = new int[8];
    private final List<Observer> observers = new ArrayList<>();
    private int size;

    public void addObserver(Observer observer) {
        if (observer == null) {
            throw new IllegalArgumentException("observer");
        }
        observers.add(observer);
    }

    public int size() {
        return size;
    }

    public void push(int item) {
        for (Observer o : List.copyOf(observers)) {
            o.beforePush(this, item);
        }
        if (size == items.length) {
            throw new IllegalStateException("full");
        }
        items[size++] = item;
        assert size > 0 && items[size - 1] == item : "push: the item is on top";
    }

    public int pop() {
        if (size == 0) {
            throw new IllegalStateException("empty");
        }
        return items[--size];
    }
}
