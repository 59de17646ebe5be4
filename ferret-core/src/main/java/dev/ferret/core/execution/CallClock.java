package dev.ferret.core.execution;

/** Marks the start of each call so a watchdog can tell a slow call from a slow sequence. */
public interface CallClock {

    /** A clock that records nothing. */
    CallClock NONE = () -> { };

    void callStarted();
}
