package dev.ferret.examples.bugs;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;

/**
 * Planted bug ({@code size-toarray}): add counts duplicates it does not store, so after adding
 * "hi!" twice {@code size()} is 2 but {@code toArray().length} is 1.
 */
public final class UniqueBag extends AbstractCollection<String> {
    private final List<String> items = new ArrayList<>();
    private int count;

    @Override
    public boolean add(String item) {
        Objects.requireNonNull(item, "item");
        count++; // BUG: incremented even when the item is already present
        if (items.contains(item)) {
            return false;
        }
        return items.add(item);
    }

    @Override
    public Iterator<String> iterator() {
        return Collections.unmodifiableList(items).iterator();
    }

    @Override
    public int size() {
        return count;
    }
}
