package dev.ferret.core.run;

/**
 * What running kept regression tests again in varied environments did
 * ({@link dev.ferret.core.keep.EnvironmentFilter}), summed over the workers.
 *
 * @param testsRunAgain regression tests about to be kept that ran again in the varied environments
 * @param checksDropped value checks dropped because their values changed there
 * @param testsDropped tests not kept: they passed only here, or lost every check
 * @param millis the time those runs took
 */
public record EnvironmentVariation(long testsRunAgain, long checksDropped, long testsDropped, long millis)
        implements java.io.Serializable {

    /** Nothing varied. */
    public static final EnvironmentVariation NONE = new EnvironmentVariation(0, 0, 0, 0);

    /** The sum of two. */
    public EnvironmentVariation plus(EnvironmentVariation other) {
        return new EnvironmentVariation(testsRunAgain + other.testsRunAgain, checksDropped + other.checksDropped,
                testsDropped + other.testsDropped, millis + other.millis);
    }
}
