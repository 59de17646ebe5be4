package dev.ferret.worker.sandbox.runtime;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A thread-safe, bounded buffer of incidents between two drains. Equal incidents are kept once; past
 * {@link #capacity()} distinct incidents, further ones are only counted, and the next
 * {@link #drain()} ends with one {@code dropped} incident that says how many.
 */
public final class IncidentLog {
    /** The kind of the incident that reports incidents not kept. */
    public static final String DROPPED = "dropped";

    private final int capacity;
    private final Set<Incident> buffered = new LinkedHashSet<>();
    private long dropped;

    /** @param capacity the most distinct incidents kept between two drains, at least 1 */
    public IncidentLog(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity " + capacity);
        }
        this.capacity = capacity;
    }

    /** @return the most distinct incidents kept between two drains */
    public int capacity() {
        return capacity;
    }

    /** Keeps {@code incident} unless an equal one is already kept; counts it if the log is full. */
    public synchronized void record(Incident incident) {
        if (!buffered.contains(incident)) {
            if (buffered.size() < capacity) {
                buffered.add(incident);
            } else {
                dropped++;
            }
        }
    }

    /**
     * @return the incidents recorded since the last drain, in the order first seen, followed by a
     *     {@code dropped} incident (detail {@code "N incidents not kept"}) if any were not kept;
     *     the log is empty afterwards
     */
    public synchronized List<Incident> drain() {
        List<Incident> out = new ArrayList<>(buffered);
        if (dropped > 0) {
            out.add(new Incident(DROPPED, "", dropped + " incidents not kept"));
        }
        buffered.clear();
        dropped = 0;
        return out;
    }
}
