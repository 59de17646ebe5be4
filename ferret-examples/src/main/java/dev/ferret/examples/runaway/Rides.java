package dev.ferret.examples.runaway;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The riders of a carousel seat after seat, round and round: an endless view. Its {@code toString}
 * lists what it iterates, like {@code AbstractCollection}'s, so it never ends (nor does its string
 * stop growing) while anyone rides: a few hundred megabytes take it about a second.
 */
final class Rides implements Iterable<String> {

    private final List<String> riders;

    Rides(List<String> riders) {
        this.riders = riders;
    }

    @Override
    public Iterator<String> iterator() {
        return new Iterator<>() {
            private int seat;

            @Override
            public boolean hasNext() {
                return !riders.isEmpty();
            }

            @Override
            public String next() {
                if (riders.isEmpty()) {
                    throw new NoSuchElementException();
                }
                return riders.get(seat++ % riders.size());
            }
        };
    }

    /** Each ride as {@code seat 1: Ann}, in order. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("[");
        int seat = 0;
        for (String rider : this) {
            text.append(seat == 0 ? "" : ", ").append("seat ").append(seat++).append(": ").append(rider);
        }
        return text.append(']').toString();
    }
}
