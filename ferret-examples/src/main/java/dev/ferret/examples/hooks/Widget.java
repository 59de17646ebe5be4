package dev.ferret.examples.hooks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A widget that keeps a log of events. Planted bug (state wrong during initialisation): the
 * constructor calls the overridable hook {@link #onCreate()} before the log exists, so a subclass
 * whose hook records an event ({@code this.record(...)}) fails with a
 * {@link NullPointerException} inside {@link #record(String)}. The twin is {@link SafeWidget}.
 */
public class Widget {

    private final String name;
    private final List<String> log;

    /** @param name the widget's name */
    public Widget(String name) {
        this.name = Objects.requireNonNull(name);
        onCreate(); // the bug: an overridable call on a half-built object
        this.log = new ArrayList<>();
        log.add("created");
    }

    /** Called when the widget is created; subclasses may record events here. */
    protected void onCreate() {
        // nothing by default
    }

    /** Records an event. */
    public void record(String event) {
        log.add(name + ": " + event);
    }

    /** The number of events recorded. */
    public int events() {
        return log.size();
    }
}
