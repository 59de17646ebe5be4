package dev.ferret.examples.contracts;

import java.util.ArrayList;
import java.util.List;

/**
 * Planted bug: {@code drain()} of an empty tank still lowers the level, and tells its listeners
 * the level -1, which their contract ({@link LevelListener}: 0 to 10) excludes. The code under
 * test breaks the precondition of a callback: {@code drain} is to blame (Klein, Flatt and
 * Findler's observer precondition).
 */
public final class Tank {

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
        level--; // BUG: if (level > 0)
        changed();
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
