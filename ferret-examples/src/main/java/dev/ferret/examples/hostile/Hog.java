package dev.ferret.examples.hostile;

import java.util.ArrayList;
import java.util.List;

/**
 * Hoards memory.
 *
 * <p>Hostile: {@code hoard} keeps 8 MiB arrays until the heap runs out ({@link OutOfMemoryError}),
 * and keeps them afterwards. Harmless: {@code size}.
 */
public final class Hog {
    /** The length of each hoarded {@code long[]}. */
    public static final int CHUNK = 1 << 20;

    private final List<long[]> hoard = new ArrayList<>();

    /** @return how many arrays this hog holds */
    public int size() {
        return hoard.size();
    }

    /** Adds arrays of {@link #CHUNK} longs until memory runs out; never returns normally. */
    public void hoard() {
        while (true) {
            hoard.add(new long[CHUNK]);
        }
    }
}
