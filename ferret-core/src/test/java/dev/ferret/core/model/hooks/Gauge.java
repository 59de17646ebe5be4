package dev.ferret.core.model.hooks;

import java.util.ArrayList;
import java.util.List;

/** A test subject whose constructor calls an overridable hook before its log exists. */
public class Gauge {

    private final List<String> log;

    public Gauge(String name) {
        onCreate(name);
        this.log = new ArrayList<>();
    }

    /** The hook the constructor calls. */
    protected void onCreate(String name) {
        // nothing
    }

    /** Records an event (fails on a half-built gauge). */
    public void record(String event) {
        log.add(event);
    }

    /** A package-private query. */
    int level() {
        return 7;
    }

    /** Doubles the level, through the overridable query. */
    public final int doubled() {
        return 2 * level();
    }
}
