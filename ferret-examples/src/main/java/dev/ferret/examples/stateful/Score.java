package dev.ferret.examples.stateful;

import java.util.Arrays;

/** The correct twin of {@link Tally}: {@link #reopen()} keeps every mark. */
public class Score {

    private int[] marks = new int[4];
    private int count;
    private long total;
    private boolean closed;

    /** A tally holding one positive mark. */
    public Score(int first) {
        mark(first);
    }

    /** A closed tally holding one positive mark. */
    public static Score closedWith(int first) {
        Score t = new Score(first);
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
        int kept = count;
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
