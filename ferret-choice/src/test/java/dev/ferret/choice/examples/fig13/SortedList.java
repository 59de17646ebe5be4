package dev.ferret.choice.examples.fig13;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;
import static dev.ferret.choice.Choice.intIn;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;

/** Fig. 13 SortedList: a doubly-linked list of 0..n elements in [0, n-1], non-decreasing. */
final class SortedList {

    static final class Entry {
        Entry next;
        Entry previous;
        Delayed<Integer> value;
    }

    final Entry header = new Entry();
    int size;

    private SortedList() {
        header.next = header;
        header.previous = header;
    }

    static Generator<SortedList> lists(int n) {
        return () -> {
            SortedList list = new SortedList();
            int size = intIn(0, n);
            for (int i = 0; i < size; i++) {
                Entry e = new Entry();
                e.value = delayedInt(0, n - 1);
                e.previous = list.header.previous;
                e.next = list.header;
                list.header.previous.next = e;
                list.header.previous = e;
            }
            list.size = size;
            for (Entry e = list.header.next; e.next != list.header; e = e.next) {
                assume(e.value.get() <= e.next.value.get());
            }
            return list;
        };
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (Entry e = header.next; e != header; e = e.next) {
            b.append(b.length() > 1 ? ", " : "").append(e.value);
        }
        return b.append(']').toString();
    }
}
