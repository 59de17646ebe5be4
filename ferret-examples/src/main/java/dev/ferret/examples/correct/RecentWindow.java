package dev.ferret.examples.correct;

import java.util.AbstractCollection;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.Objects;

/** A correct collection keeping the most recent {@code capacity} strings; size always matches toArray. */
public final class RecentWindow extends AbstractCollection<String> {
    private final ArrayDeque<String> items = new ArrayDeque<>();
    private final int capacity;

    public RecentWindow(int capacity) {
        if (capacity < 1 || capacity > 1000) {
            throw new IllegalArgumentException("capacity out of range: " + capacity);
        }
        this.capacity = capacity;
    }

    @Override
    public boolean add(String item) {
        Objects.requireNonNull(item, "item");
        if (items.size() == capacity) {
            items.removeFirst();
        }
        items.addLast(item);
        return true;
    }

    public String newest() {
        return items.getLast();
    }

    public String oldest() {
        return items.getFirst();
    }

    @Override
    public Iterator<String> iterator() {
        return items.iterator();
    }

    @Override
    public int size() {
        return items.size();
    }
}
