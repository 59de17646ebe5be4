package dev.ferret.examples.hooks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The correct twin of {@link Widget}: the constructor builds the whole object and calls no
 * overridable method; the hook {@link #onCreate()} runs when the widget is opened.
 */
public class SafeWidget {

    private final String name;
    private final List<String> log;

    /** @param name the widget's name */
    public SafeWidget(String name) {
        this.name = Objects.requireNonNull(name);
        this.log = new ArrayList<>();
        log.add("created");
    }

    /** Opens the widget: runs the hook, then records it. */
    public void open() {
        onCreate();
        record("opened");
    }

    /** Called when the widget is opened; subclasses may record events here. */
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
