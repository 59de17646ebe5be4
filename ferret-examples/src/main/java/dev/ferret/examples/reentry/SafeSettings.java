package dev.ferret.examples.reentry;

import dev.ferret.contracts.Ensures;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Correct twin of {@link Settings}: {@code set} finishes its change (the new name counted) before
 * it tells the listeners, so a listener may set other names, or the same one, from
 * {@code changed}. Generated listeners that call back must not make Ferret accuse it.
 */
public final class SafeSettings {

    /** Told of every {@link #set}, after the value is stored. */
    public interface Listener {
        void changed(SafeSettings settings, String name, String value);
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
        if (i < 0) {
            if (size == names.length) {
                names = Arrays.copyOf(names, 2 * size);
                values = Arrays.copyOf(values, 2 * size);
            }
            i = size++;
            names[i] = name;
        }
        values[i] = value;
        changed(name, value);
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
