package dev.ferret.examples.contracts;

import java.util.ArrayList;
import java.util.List;

/**
 * Correct twin of {@link Tank}: an empty tank stays empty, so its listeners are only ever told
 * levels their contract allows. No failing test.
 */
public final class SafeTank {

    private int level;
    private final List<LevelListener> listeners = new ArrayList<>();

    /** Tells {@code listener} of every change from now on. */
    public void addListener(LevelListener listener) {
        if (listener != null) {
            listeners.add(listener);
        }
    }

    /** One unit more, up to full (10). */
    public void fill() {
        if (level < 10) {
            level++;
            changed();
        }
    }

    /** One unit less. */
    public void drain() {
        if (level > 0) {
            level--;
            changed();
        }
    }

    public int level() {
        return level;
    }

    private void changed() {
        for (LevelListener l : List.copyOf(listeners)) {
            l.levelChanged(level);
        }
    }
}
