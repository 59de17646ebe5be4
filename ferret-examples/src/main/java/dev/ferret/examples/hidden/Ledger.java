package dev.ferret.examples.hidden;

/**
 * A package-private running total of amounts. Planted bug: {@link #equals} compares the totals,
 * {@link #hashCode} the number of entries, so ledgers of 5 and of 2 + 3 are equal but hash apart.
 */
final class Ledger {

    private long total;
    private int entries;

    Ledger() {
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
        return o instanceof Ledger l && l.total == total;
    }

    @Override
    public int hashCode() {
        return entries; // BUG: equal totals, different numbers of entries
    }
}
