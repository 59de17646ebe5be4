package dev.ferret.core.judge;

import dev.ferret.contracts.Ensures;
import dev.ferret.contracts.Requires;
import java.util.ArrayList;
import java.util.List;

/** Fixture: tells its listeners a level it may break their contract with; {@code lower} breaks its own. */
public class CallbackContractFixture {

    /** Told the level; it must not be negative. */
    public interface Listener {
        @Requires("arg0 >= 0") // parameters are arg0... here: the test classes keep no names
        void changed(int level);
    }

    private int level;
    private final List<Listener> listeners = new ArrayList<>();

    public void addListener(Listener l) {
        listeners.add(l);
    }

    /** Tells the listeners the current level. */
    public void tell() {
        for (Listener l : List.copyOf(listeners)) {
            l.changed(level);
        }
    }

    /** Lowers the level and tells the listeners, even when it drops below zero. */
    public void drain() {
        level--;
        tell();
    }

    /** Lowers the level without telling anyone, against its own postcondition once at zero. */
    @Ensures("level() >= 0")
    public void lower() {
        level--;
    }

    public int level() {
        return level;
    }
}
