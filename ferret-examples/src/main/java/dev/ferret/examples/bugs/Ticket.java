package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code compareto-reflexive}): compareTo forgets the equal case, so
 * {@code t.compareTo(t)} returns 1 for every ticket {@code t = new Ticket()}.
 * Distinct tickets always have distinct sequence numbers; equals is identity.
 */
public final class Ticket implements Comparable<Ticket> {
    private static int nextSequence;

    private final int sequence;

    public Ticket() {
        synchronized (Ticket.class) {
            sequence = nextSequence++;
        }
    }

    public int sequence() {
        return sequence;
    }

    @Override
    public int compareTo(Ticket other) {
        return sequence < other.sequence ? -1 : 1; // BUG: never returns 0
    }

    @Override
    public String toString() {
        return "Ticket#" + sequence;
    }
}
