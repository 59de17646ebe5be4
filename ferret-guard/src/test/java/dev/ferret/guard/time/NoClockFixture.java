package dev.ferret.guard.time;

/** Reads no clock: the rewriter leaves it alone. */
public final class NoClockFixture {
    public static int twice(int x) {
        return 2 * x;
    }
}
