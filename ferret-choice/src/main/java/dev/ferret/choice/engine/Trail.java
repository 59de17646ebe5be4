package dev.ferret.choice.engine;

import java.util.Arrays;

/**
 * The choices of one execution, in the order they were made (for delayed values: the order they
 * were forced): a complete reproduction key for one generated input. Immutable. The text form is
 * the indices joined by dots, e.g. {@code 0.2.1}; the empty trail is {@code ""}.
 */
public final class Trail implements Comparable<Trail> {

    private final int[] indices;

    Trail(int[] indices) {
        this.indices = indices;
    }

    /** A trail of the given choice indices. */
    public static Trail of(int... indices) {
        for (int i : indices) {
            if (i < 0) {
                throw new IllegalArgumentException("negative choice index " + i);
            }
        }
        return new Trail(indices.clone());
    }

    /** Parses the text form produced by {@link #toString()}. */
    public static Trail parse(String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            return new Trail(new int[0]);
        }
        String[] parts = t.split("\\.");
        int[] indices = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                indices[i] = Integer.parseInt(parts[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a trail: '" + text + "'", e);
            }
        }
        return of(indices);
    }

    /** Number of choices. */
    public int length() {
        return indices.length;
    }

    /** The index chosen at position {@code k}. */
    public int get(int k) {
        return indices[k];
    }

    /** Depth-first order: lexicographic on indices, a prefix first. */
    @Override
    public int compareTo(Trail o) {
        return Arrays.compare(indices, o.indices);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Trail && Arrays.equals(indices, ((Trail) o).indices);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(indices);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < indices.length; i++) {
            if (i > 0) {
                b.append('.');
            }
            b.append(indices[i]);
        }
        return b.toString();
    }
}
