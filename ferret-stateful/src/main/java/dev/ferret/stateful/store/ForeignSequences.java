package dev.ferret.stateful.store;

import java.sql.SQLException;

/**
 * Makes the objects of other writers of a kept campaign usable: gives a stored sequence of another
 * writer (another run, another JVM) a local id under which its decoded statements can be replayed,
 * or refuses it when it cannot be rebuilt here ({@link CampaignStore#replayWith}).
 */
@FunctionalInterface
public interface ForeignSequences {

    /** Rebuilds nothing: only the store's own objects are found. */
    ForeignSequences NONE = (writer, seq) -> -1;

    /**
     * A local id (negative, apart from the recorder's) for the sequence {@code seq} of
     * {@code writer}, or -1 when it has no portable form that decodes here.
     */
    int localId(String writer, long seq) throws SQLException;
}
