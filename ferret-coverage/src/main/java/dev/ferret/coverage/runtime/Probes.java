package dev.ferret.coverage.runtime;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What instrumented classes of the code under test call, once per class, to get their probe
 * array. Loaded from Ferret's own class loader and seen by the code under test's loader (it is a
 * runtime package of the coverage rewriter), so it depends on nothing but the JDK.
 *
 * <p>A coverage session owns one slot per instrumented class; a class of a session that is
 * already closed gets a fresh array that nobody reads.
 */
public final class Probes {

    private static final Map<Integer, boolean[][]> SESSIONS = new ConcurrentHashMap<>();

    private Probes() {
    }

    /**
     * Called by instrumented code.
     *
     * @param session the session that instrumented the class
     * @param classIndex the class's index in the session's goal space
     * @param probeCount the class's number of probes
     * @return the class's probe array
     */
    public static boolean[] get(int session, int classIndex, int probeCount) {
        boolean[][] slots = SESSIONS.get(session);
        if (slots == null || classIndex < 0 || classIndex >= slots.length) {
            return new boolean[probeCount];
        }
        synchronized (slots) {
            boolean[] probes = slots[classIndex];
            if (probes == null || probes.length != probeCount) {
                probes = new boolean[probeCount];
                slots[classIndex] = probes;
            }
            return probes;
        }
    }

    /**
     * Opens a session.
     *
     * @param session its id, unique in this JVM
     * @param classes the number of classes in its goal space
     * @return the slots its classes' probe arrays go into as they load (index: class index)
     */
    public static boolean[][] open(int session, int classes) {
        boolean[][] slots = new boolean[classes][];
        SESSIONS.put(session, slots);
        return slots;
    }

    /** Closes a session: its classes' probes are no longer recorded. */
    public static void close(int session) {
        SESSIONS.remove(session);
    }
}
