package dev.ferret.examples.hooks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The correct twin of {@link Shelf}: the query {@link #size()} that the template method
 * {@link #toArray()} relies on is final, so no subclass can break it.
 */
public class TidyShelf {

    private final List<String> labels = new ArrayList<>();

    /** Puts a label on the shelf. */
    public void add(String label) {
        labels.add(Objects.requireNonNull(label));
    }

    /** The number of labels. */
    public final int size() {
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
