package dev.ferret.examples.reentry;

import dev.ferret.contracts.Ensures;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Planted bug (a missing state precondition, Klein, Flatt and Findler's most common kind): named
 * settings that tell their listeners of every change. {@code set} of a new name writes it into
 * the next free slot, tells the listeners, and only then counts the slot. A listener that sets
 * another new name from {@code changed} (nothing in {@link Listener}'s contract forbids it: a
 * listener that keeps {@code area} in step with {@code width}) writes into the same, uncounted
 * slot, so the name being set is lost and {@code set} breaks its postcondition
 * {@code contains(name)}. A listener that calls {@code set} whenever it is told recurses without
 * end; the bug shows when it calls back a bounded number of times and then returns.
 */
public final class Settings {

    /** Told of every {@link #set}, after the value is stored. */
    public interface Listener {
        void changed(Settings settings, String name, String value);
    }

    private String[] names = new String[4];
    private String[] values = new String[4];
    private int size;
    private final List<Listener> listeners = new ArrayList<>();

    /** Tells {@code listener} of every change from now on. */
    public void addListener(Listener listener) {
        if (listener == null) {
            throw new IllegalArgumentException("listener");
        }
        listeners.add(listener);
    }

    /**
     * Sets {@code name} to {@code value} and tells the listeners.
     *
     * @throws IllegalArgumentException if either is null
     */
    @Ensures("contains(name)")
    public void set(String name, String value) {
        if (name == null || value == null) {
            throw new IllegalArgumentException("name and value");
        }
        int i = indexOf(name);
        if (i >= 0) {
            values[i] = value;
            changed(name, value);
            return;
        }
        if (size == names.length) {
            names = Arrays.copyOf(names, 2 * size);
            values = Arrays.copyOf(values, 2 * size);
        }
        names[size] = name;
        values[size] = value;
        changed(name, value);
        size++; // BUG: counted after the listeners ran; a listener's set of a new name takes the same slot
    }

    /** The value of {@code name}, or null when it is not set. */
    public String get(String name) {
        int i = indexOf(name);
        return i < 0 ? null : values[i];
    }

    public boolean contains(String name) {
        return indexOf(name) >= 0;
    }

    /** The number of names set. */
    public int size() {
        return size;
    }

    private int indexOf(String name) {
        for (int i = 0; i < size; i++) {
            if (String.valueOf(name).equals(names[i])) {
                return i;
            }
        }
        return -1;
    }

    private void changed(String name, String value) {
        for (Listener l : List.copyOf(listeners)) {
            l.changed(this, name, value);
        }
    }
}
