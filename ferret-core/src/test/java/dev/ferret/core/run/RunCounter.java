package dev.ferret.core.run;

/** Fixture: a small testable class. */
public class RunCounter {
    private int n;

    public void inc() {
        n++;
    }

    public int get() {
        return n;
    }
}
