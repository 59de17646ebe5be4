package dev.ferret.core.run;

/**
 * A snapshot of a running generation.
 *
 * @param elapsedMillis time since the start
 * @param limitMillis the time limit
 * @param sequencesExecuted sequences executed so far
 * @param regressionTests regression tests kept
 * @param errorTests error-revealing tests kept
 */
public record Progress(long elapsedMillis, long limitMillis, long sequencesExecuted, long regressionTests,
                       long errorTests) implements java.io.Serializable {

    /** Sequences executed per second so far. */
    public double sequencesPerSecond() {
        return elapsedMillis == 0 ? 0 : sequencesExecuted * 1000.0 / elapsedMillis;
    }
}
