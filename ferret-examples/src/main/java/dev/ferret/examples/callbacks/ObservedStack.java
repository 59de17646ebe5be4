package dev.ferret.examples.callbacks;

import java.util.ArrayList;
import java.util.List;

/**
 * Planted bug (a listener that mutates the object while it notifies, Klein, Flatt and Findler's
 * bug 2): {@code push} tells its observers after the item is on the stack and then asserts that
 * the item is on top; an observer that pops (nothing in {@link Observer}'s contract forbids it)
 * makes the assertion fail, and {@code push} is to blame. Found only with generated observers:
 * no observer exists otherwise.
 */
public final class ObservedStack {

    /** Told after each push. */
    public interface Observer {
        void afterPush(ObservedStack stack, int item);
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
        if (size == items.length) {
            throw new IllegalStateException("full");
        }
        items[size++] = item;
        for (Observer o : List.copyOf(observers)) {
            o.afterPush(this, item);
        }
        assert size > 0 && items[size - 1] == item : "push: the item is on top"; // BUG: an observer may have popped
    }

    public int pop() {
        if (size == 0) {
            throw new IllegalStateException("empty");
        }
        return items[--size];
    }
}
