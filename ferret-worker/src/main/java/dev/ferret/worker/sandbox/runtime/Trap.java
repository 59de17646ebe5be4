package dev.ferret.worker.sandbox.runtime;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What code rewritten by {@code SandboxRewriter} calls: a write to a static field outside its
 * class's initializer is recorded once per field and writing method, as an {@link Incident}.
 * (Effects on the world outside the JVM — files, processes, the network, ending the JVM — are
 * refused at the JDK's own boundary by the guard, {@code dev.ferret.guard}.) Thread-safe: the code
 * under test may call from any thread.
 */
public final class Trap {
    /** The most distinct incidents kept between two {@link #drainIncidents()}. */
    public static final int CAPACITY = 1000;

    private static final IncidentLog LOG = new IncidentLog(CAPACITY);
    /** field -> the members seen writing it. */
    private static final ConcurrentHashMap<String, Set<String>> STATIC_WRITERS = new ConcurrentHashMap<>();

    private Trap() {
    }

    /** Forgets all incidents and the static writes already seen. */
    public static void reset() {
        STATIC_WRITERS.clear();
        LOG.drain();
    }

    /** @return the incidents recorded since the last call, oldest first (see {@link IncidentLog#drain()}) */
    public static List<Incident> drainIncidents() {
        return LOG.drain();
    }

    /**
     * Called just before a write to a static field outside its class's static initializer; records
     * a {@code static-write} incident the first time {@code writer} writes {@code field}, and is a
     * lookup in a concurrent map after that.
     *
     * @param field the field written, as {@code pkg.Class.field}
     * @param writer the writing method, as {@code pkg.Class.method}
     */
    public static void staticWrite(String field, String writer) {
        Set<String> writers = STATIC_WRITERS.get(field);
        if (writers != null && writers.contains(writer)) {
            return;
        }
        if (STATIC_WRITERS.computeIfAbsent(field, f -> ConcurrentHashMap.newKeySet()).add(writer)) {
            LOG.record(new Incident("static-write", writer, field));
        }
    }
}
