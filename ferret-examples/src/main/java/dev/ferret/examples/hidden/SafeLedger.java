package dev.ferret.examples.hidden;

/** The correct twin of {@link Ledger}: equal totals hash alike. */
final class SafeLedger {

    private long total;
    private int entries;

    SafeLedger() {
    }

    void record(long amount) {
        total += amount;
        entries++;
    }

    long total() {
        return total;
    }

    int entries() {
        return entries;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SafeLedger l && l.total == total;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(total);
    }
}
