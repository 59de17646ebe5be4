package dev.ferret.core.contract;

import java.util.Set;

/**
 * A bound, typed contract expression: evaluated on a {@link Frame} while Ferret generates, and
 * written as Java source in the tests it emits.
 */
interface Term {

    /** The static type: a primitive type, {@code String}, or another reference type. */
    Class<?> type();

    /** The value on this frame (a boxed primitive for a primitive type). */
    Object eval(Frame frame) throws Throwable;

    /**
     * Java source for this term.
     *
     * @param roles the source for each role ({@link Frame}'s numbering); null for a role not used
     * @param old the values of the {@code old(...)} terms when the call began, written as literals
     */
    String java(String[] roles, Object[] old);

    /** Adds the roles this term reads. */
    void roles(Set<Integer> into);
}
