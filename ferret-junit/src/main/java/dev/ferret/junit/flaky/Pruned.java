package dev.ferret.junit.flaky;

/**
 * What a re-run removed from a suite.
 *
 * @param tests tests removed whole (they failed other than at a value check)
 * @param assertions value checks removed (the tests stayed)
 */
public record Pruned(int tests, int assertions) {

    /** Whether nothing was removed. */
    public boolean isEmpty() {
        return tests == 0 && assertions == 0;
    }
}
