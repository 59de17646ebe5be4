package dev.ferret.examples.listeners;

import java.util.ArrayList;
import java.util.List;

/**
 * Correct twin of {@link Inventory}: {@code audit} walks a snapshot of the items and of the
 * listeners, so a listener may add or remove items (they count from the next audit on).
 * Generated listeners must not make Ferret accuse it.
 */
public final class SnapshotInventory {

    /** Told about each item by {@link #audit()}. */
    public interface Listener {
        void counted(SnapshotInventory inventory, String item);
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

    /** Tells every listener about every item in stock when it starts; the number of notifications. */
    public int audit() {
        int told = 0;
        List<Listener> notified = List.copyOf(listeners);
        for (String item : List.copyOf(items)) {
            for (Listener l : notified) {
                l.counted(this, item);
                told++;
            }
        }
        return told;
    }
}
