package dev.ferret.core.model;

import java.util.List;

/**
 * An immutable sequence of statements, built as the concatenation of earlier sequences (shared,
 * not copied) followed by new statements. Space and concatenation time are proportional to the
 * number of parts, not to the number of statements (thesis §7.6).
 */
public final class Sequence {

    private static final Sequence[] NO_PARTS = new Sequence[0];

    /** The empty sequence, the neutral element of concatenation. */
    public static final Sequence EMPTY = new Sequence(NO_PARTS, new Statement[0]);

    private final Sequence[] parts;
    private final Statement[] tail;
    private final int size;

    private Sequence(Sequence[] parts, Statement[] tail) {
        this.parts = parts;
        this.tail = tail;
        int n = tail.length;
        for (Sequence p : parts) {
            n += p.size;
        }
        this.size = n;
    }

    /**
     * Concatenates {@code parts} in order and appends {@code tail}, whose input indices are
     * positions in the concatenation.
     */
    public static Sequence of(List<Sequence> parts, List<Statement> tail) {
        return new Sequence(parts.toArray(NO_PARTS), tail.toArray(new Statement[0]));
    }

    /** A one-statement sequence with no inputs (a literal or a no-argument call). */
    public static Sequence single(Operation operation) {
        return new Sequence(NO_PARTS, new Statement[] {new Statement(operation, new int[0])});
    }

    public int size() {
        return size;
    }

    /** The sub-sequences this one was built from. */
    public List<Sequence> parts() {
        return List.of(parts);
    }

    /** Index of the first statement appended after the parts. */
    public int tailStart() {
        return size - tail.length;
    }

    /** The flat statements with absolute input indices; a fresh array on every call. */
    public Statement[] statements() {
        Statement[] out = new Statement[size];
        fill(out, 0);
        return out;
    }

    private int fill(Statement[] out, int base) {
        int at = base;
        for (Sequence p : parts) {
            at = p.fill(out, at);
        }
        for (Statement s : tail) {
            out[at++] = s.shifted(base);
        }
        return at;
    }

    /**
     * A 64-bit fingerprint of the flat statements (operations and input wiring). Sequences that
     * are identical up to variable renaming have the same fingerprint.
     */
    public static long fingerprint(Statement[] flat) {
        long h = 0xcbf29ce484222325L;
        for (Statement s : flat) {
            h = mix(h, s.operation().fingerprint());
            for (int in : s.inputs()) {
                h = mix(h, in + 1);
            }
            h = mix(h, -1);
        }
        return h;
    }

    private static long mix(long h, long v) {
        h ^= v;
        h *= 0x100000001b3L;
        return h ^ (h >>> 29);
    }
}
