package dev.ferret.examples.listeners;

import java.util.ArrayList;
import java.util.List;

/**
 * Planted bug (a listener that mutates the object while it notifies: a missing state
 * precondition): {@code audit} walks its own items and listeners and tells each listener about
 * each item; a listener that adds or removes an item, or adds a listener (nothing in
 * {@link Listener}'s contract forbids it), makes the walk fail with a {@link java.util.ConcurrentModificationException}, and {@code audit} is to
 * blame. Found only with generated listeners: no listener exists otherwise.
 */
public final class Inventory {

    /** Told about each item by {@link #audit()}. */
    public interface Listener {
        void counted(Inventory inventory, String item);
    }

    private final List<String> items = new ArrayList<>();
    private final List<Listener> listeners = new ArrayList<>();

    public void addListener(Listener listener) {
        if (listener == null) {
            throw new IllegalArgumentException("listener");
        }
        listeners.add(listener);
    }

    public void add(String item) {
        if (item == null) {
            throw new IllegalArgumentException("item");
        }
        items.add(item);
    }

    public boolean remove(String item) {
        return items.remove(item);
    }

    public int size() {
        return items.size();
    }

    /** Tells every listener about every item; the number of notifications. */
    public int audit() {
        int told = 0;
        for (String item : items) { // BUG: a listener that changes the items or the listeners breaks the walk
            for (Listener l : listeners) {
                l.counted(this, item);
                told++;
            }
        }
        return told;
    }
}
