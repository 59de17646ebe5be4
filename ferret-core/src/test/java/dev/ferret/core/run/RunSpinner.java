package dev.ferret.core.run;

/** Fixture: a call that never returns and ignores interrupts. */
public class RunSpinner {
    private volatile long ticks;

    public void spin() {
        while (true) {
            ticks = ticks + 1;
        }
    }
}
