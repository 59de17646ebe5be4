package dev.ferret.core.build;

/**
 * One way to supply an input of the call being assembled: reuse an earlier value, take a
 * sequence from the pool, use null or a literal, build a value on demand, and (next) generate a
 * callback. Sources are registered in an {@link InputChain}, each with a weight, and asked in
 * chain order; the first that supplies a value wins.
 *
 * <p>A source draws from {@link InputRequest#random()} only for its own choices, and only in
 * {@link #supply}: the chain's draws and the order of all draws are what makes a seed reproduce a
 * run.
 */
public interface InputSource {

    /**
     * Whether this source can be tried for the request at all, decided without a random draw (a
     * source that does not apply costs no draw of its weight).
     */
    default boolean applies(InputRequest request) {
        return true;
    }

    /**
     * Supplies the input: appends what produces the value to the request's sequence (or finds it
     * there) and returns the value's index.
     *
     * @return the index of the value in the sequence being assembled, or -1 if this source has none
     *     this time (the next source in the chain is tried)
     */
    int supply(InputRequest request);
}
