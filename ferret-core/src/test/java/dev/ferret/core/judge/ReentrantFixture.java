package dev.ferret.core.judge;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Fixture: walks its items while it tells its listeners (a listener that adds one breaks the walk). */
public class ReentrantFixture implements Iterable<String> {

    /** Told about each item. */
    public interface Listener {
        void seen(String item);
    }

    private final List<String> items = new ArrayList<>();
    private final List<Listener> listeners = new ArrayList<>();

    public void addListener(Listener l) {
        listeners.add(l);
    }

    public void add(String item) {
        items.add(item);
    }

    public void audit() {
        for (String item : items) {
            for (Listener l : listeners) {
                l.seen(item);
            }
        }
    }

    /** Tells the listeners about one item, over a copy of them. */
    public void tell(String item) {
        for (Listener l : List.copyOf(listeners)) {
            l.seen(item);
        }
    }

    /** Fails by itself: adds to the list it walks. */
    public void doubleItems() {
        for (String item : items) {
            items.add(item);
        }
    }

    @Override
    public java.util.Iterator<String> iterator() {
        return items.iterator();
    }

    @Override
    public void forEach(Consumer<? super String> action) {
        for (String item : items) {
            action.accept(item);
        }
    }

    /** A for-each of the library's own (guava's {@code Multiset.forEachEntry} is one). */
    public void forEachEntry(java.util.function.BiConsumer<? super String, Integer> action) {
        for (String item : items) {
            action.accept(item, 1);
        }
    }
}
