package dev.ferret.examples.stateful;

import java.util.Arrays;

/**
 * A tally of positive marks that can be closed (its storage trimmed to size) and reopened, with a
 * planted bug that stateful testing finds by attacking an inferred implication: {@link #reopen()}
 * loses the last mark of a closed tally that holds any, which its {@code assert} catches. Random
 * testing mostly closes fresh tallies and reopens those, so the passing calls give
 * {@code old(this.isClosed()) ==> this.isClosed() == !old(this.isClosed())} with the conditional
 * precondition {@code this.count() == 0} ({@code pre(reopen | this.isClosed())}), while
 * {@code count()} varies over all calls; the stateful phase searches the database for a tally that
 * is closed and holds a mark (paper §III-E2). The correct twin is {@link Score}.
 */
public class Tally {

    private int[] marks = new int[4];
    private int count;
    private long total;
    private boolean closed;

    /** A tally holding one positive mark. */
    public Tally(int first) {
        mark(first);
    }

    /** A closed tally holding one positive mark. */
    public static Tally closedWith(int first) {
        Tally t = new Tally(first);
        t.close();
        return t;
    }

    /** Adds a positive mark; a closed tally takes none. */
    public void mark(int value) {
        if (value <= 0) {
            throw new IllegalArgumentException("a mark is positive: " + value);
        }
        if (closed) {
            throw new IllegalStateException("closed");
        }
        if (count == marks.length) {
            marks = Arrays.copyOf(marks, count * 2);
        }
        marks[count++] = value;
        total += value;
    }

    /** Closes the tally and trims its storage. */
    public void close() {
        marks = Arrays.copyOf(marks, count);
        closed = true;
    }

    /** Opens a closed tally again, keeping its marks. */
    public void reopen() {
        if (!closed) {
            return;
        }
        int[] grown = new int[Math.max(4, count * 2)];
        int kept = Math.min(count, 1); // BUG: only the first mark is copied back
        System.arraycopy(marks, 0, grown, 0, kept);
        marks = grown;
        closed = false;
        assert kept == count : "reopened with " + kept + " of " + count + " marks";
    }

    public boolean isClosed() {
        return closed;
    }

    /** The marks so far. */
    public int count() {
        return count;
    }

    /** The sum of the marks. */
    public long total() {
        return total;
    }

    /** The first mark. */
    public int first() {
        return marks[0];
    }

    /** The latest mark. */
    public int last() {
        return marks[count - 1];
    }

    /** The smallest mark. */
    public int min() {
        int m = marks[0];
        for (int i = 1; i < count; i++) {
            m = Math.min(m, marks[i]);
        }
        return m;
    }

    /** The largest mark. */
    public int max() {
        int m = marks[0];
        for (int i = 1; i < count; i++) {
            m = Math.max(m, marks[i]);
        }
        return m;
    }
}
