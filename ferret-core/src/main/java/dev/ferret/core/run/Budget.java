package dev.ferret.core.run;

import java.time.Duration;

/**
 * The budget of a run, or of a part of one: time and the three counted limits. All "what is
 * left" and "a share of it" arithmetic lives here, for a resumed run, a worker's share and a
 * restarted worker alike. A counted limit of 0 means "no limit" and stays so.
 *
 * @param timeMillis the time limit in milliseconds
 * @param tests stop after this many tests were kept (0: no limit)
 * @param outputs stop once this many tests were emitted (0: no limit)
 * @param sequences stop after this many sequences were executed (0: no limit)
 */
public record Budget(long timeMillis, long tests, long outputs, long sequences) {

    /** The budget a configuration sets. */
    public static Budget of(RunConfig config) {
        return new Budget(config.timeLimit().toMillis(), config.testLimit(), config.outputLimit(),
                config.sequenceLimit());
    }

    /**
     * What is left after some of this budget was used; {@link #isSpentAgainst(Budget)} tells
     * whether anything is. A counted limit that was 0 stays 0 (no limit); one that is used up
     * becomes 0 or negative.
     *
     * @param elapsedMillis time used
     * @param testsUsed tests kept
     * @param outputsUsed tests emitted
     * @param sequencesUsed sequences executed
     */
    public Budget minus(long elapsedMillis, long testsUsed, long outputsUsed, long sequencesUsed) {
        return new Budget(timeMillis - elapsedMillis, left(tests, testsUsed), left(outputs, outputsUsed),
                left(sequences, sequencesUsed));
    }

    private static long left(long limit, long used) {
        return limit == 0 ? 0 : limit - used;
    }

    /** This budget with another time limit. */
    public Budget withTime(long millis) {
        return new Budget(millis, tests, outputs, sequences);
    }

    /**
     * Whether nothing is left: no time, or a counted limit used up. A counted limit that is still
     * 0 means "no limit" here, so only a limit that was set can be used up.
     *
     * @param set the budget this one was derived from, to tell "no limit" from "used up"
     */
    public boolean isSpentAgainst(Budget set) {
        return timeMillis <= 0 || spent(set.tests, tests) || spent(set.outputs, outputs)
                || spent(set.sequences, sequences);
    }

    private static boolean spent(long set, long left) {
        return set > 0 && left <= 0;
    }

    /**
     * Part {@code i} of {@code n} of a counted limit: the parts add up to the whole and differ by
     * at most one. 0 stays "no limit"; a part that would be 0 is -1: nothing for that part.
     */
    public static long share(long total, int n, int i) {
        if (total == 0) {
            return 0;
        }
        long part = total * (i + 1) / n - total * i / n;
        return part == 0 ? -1 : part;
    }

    /** Part {@code i} of {@code n} of every counted limit; the time stays. See {@link #share(long, int, int)}. */
    public Budget share(int n, int i) {
        return new Budget(timeMillis, share(tests, n, i), share(outputs, n, i), share(sequences, n, i));
    }

    /** {@code config} with this budget's limits. */
    public RunConfig applyTo(RunConfig config) {
        return config.withTimeLimit(Duration.ofMillis(timeMillis)).withTestLimit(tests).withOutputLimit(outputs)
                .withSequenceLimit(sequences);
    }
}
