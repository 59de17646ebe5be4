package dev.ferret.examples.hooks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A shelf of labels whose final template method {@link #toArray()} relies on the query
 * {@link #size()}, which can be overridden (Klein, Flatt and Findler's "method that should have been
 * final"): an override that returns a plausible but wrong count (an {@code int}, as its type
 * allows) makes {@code toArray()} fail its own assertion. Since issue 27 that failure is blamed on
 * the override, which breaks the contract of the method it overrides (the failure goes away when
 * it returns what {@code size()} returns), so no error test is written; the twin is
 * {@link TidyShelf}.
 */
public class Shelf {

    private final List<String> labels = new ArrayList<>();

    /** Puts a label on the shelf. */
    public void add(String label) {
        labels.add(Objects.requireNonNull(label));
    }

    /** The number of labels; should have been final. */
    public int size() {
        return labels.size();
    }

    /** The labels in order, in an array of {@link #size()} elements. */
    public final String[] toArray() {
        String[] out = new String[Math.max(size(), 0)];
        int i = 0;
        for (String label : labels) {
            if (i < out.length) {
                out[i] = label;
            }
            i++;
        }
        assert i == out.length : "toArray made room for " + out.length + " labels but the shelf holds " + i;
        return out;
    }
}
