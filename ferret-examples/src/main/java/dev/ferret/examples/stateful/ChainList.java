package dev.ferret.examples.stateful;

import java.util.NoSuchElementException;

/**
 * A list of ints after the paper's LIST (Wei et al., ASE 2011, Listing 1) with a planted bug
 * that only stateful testing finds at a short run: {@link #append(ChainList)} forgets the count
 * when this list is empty and the other is not, which its {@code assert} catches. A list starts
 * with one element; an empty one exists only after {@link #wipeOut()}, so random testing rarely
 * appends a non-empty list to an empty one. The passing calls make {@code !this.isEmpty()} look
 * like a precondition of {@code append}; the stateful phase breaks it with a stored wiped-out
 * list. The correct twin is {@link LinkList}, with exactly the same public features.
 *
 * <p>Like EiffelBase's LIST, the class has the features a real list has (22 public members with
 * the constructor and {@code toString}, up from 8 in its first version): insertion at either end
 * or at an index, positional and searching queries, {@link #reverse()}, {@link #copy()}. Random
 * testing spreads its calls over all of them, as it would on a real class, so the two calls the
 * bug needs ({@code wipeOut} on a list, then {@code append} onto that very list) are a smaller
 * share of its calls; the phase needs no more than before: one wiped-out list in its database and
 * two passing appends. The queries on an item of an empty list ({@link #first()},
 * {@link #last()}, {@link #max()}, {@link #min()}) throw {@code NoSuchElementException}, and
 * {@link #get(int)}, {@link #set(int, int)} and {@link #insert(int, int)} throw
 * {@code IndexOutOfBoundsException} on a bad index, as JDK collections do. Only {@code wipeOut}
 * empties a list: the class has no removal of single items (removing the only item of a one-item
 * list would be a second, easy road to an empty target) and no sub-list; {@link #copy()} is built
 * with {@link #extend(int)}, not with {@code append}.
 */
public class ChainList {

    private static final class Node {
        int value;
        Node next;

        Node(int value) {
            this.value = value;
        }
    }

    private Node first;
    private Node last;
    private int count;

    /** A list holding {@code item}. */
    public ChainList(int item) {
        extend(item);
    }

    /** An empty list, for {@link #copy()}. */
    private ChainList() {
    }

    /** Adds {@code item} at the end. */
    public void extend(int item) {
        Node n = new Node(item);
        if (first == null) {
            first = n;
        } else {
            last.next = n;
        }
        last = n;
        count++;
    }

    /** Adds {@code item} at the front. */
    public void prepend(int item) {
        Node n = new Node(item);
        n.next = first;
        first = n;
        if (last == null) {
            last = n;
        }
        count++;
    }

    /**
     * Inserts {@code item} so that it is at {@code index} afterwards.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index <= size()}
     */
    public void insert(int index, int item) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException("index " + index + ", size " + count);
        }
        if (index == 0) {
            prepend(item);
        } else if (index == count) {
            extend(item);
        } else {
            Node before = node(index - 1);
            Node n = new Node(item);
            n.next = before.next;
            before.next = n;
            count++;
        }
    }

    /** Removes every item. */
    public void wipeOut() {
        first = null;
        last = null;
        count = 0;
    }

    /** Adds the items of {@code other} at the end, in order. */
    public void append(ChainList other) {
        if (other.isEmpty()) {
            return;
        }
        Node at = other.first;
        int wanted = other.count; // other may be this list
        int added = 0;
        while (at != null && added < wanted) {
            Node n = new Node(at.value);
            if (first == null) {
                first = n;
            } else {
                last.next = n;
                count++; // BUG: counted only when this list already had a node
            }
            last = n;
            at = at.next;
            added++;
        }
        assert count == nodes() : "count " + count + " but " + nodes() + " nodes";
    }

    /** Reverses the order of the items. */
    public void reverse() {
        Node previous = null;
        Node at = first;
        last = first;
        while (at != null) {
            Node next = at.next;
            at.next = previous;
            previous = at;
            at = next;
        }
        first = previous;
    }

    /** A new list with the same items in the same order. */
    public ChainList copy() {
        ChainList c = new ChainList();
        for (Node n = first; n != null; n = n.next) {
            c.extend(n.value);
        }
        return c;
    }

    /**
     * Replaces the item at {@code index} with {@code item}.
     *
     * @return the item that was there
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < size()}
     */
    public int set(int index, int item) {
        Node n = node(checked(index));
        int old = n.value;
        n.value = item;
        return old;
    }

    /**
     * The item at {@code index}.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < size()}
     */
    public int get(int index) {
        return node(checked(index)).value;
    }

    /**
     * The first item.
     *
     * @throws NoSuchElementException if the list is empty
     */
    public int first() {
        return nonEmpty().value;
    }

    /**
     * The last item.
     *
     * @throws NoSuchElementException if the list is empty
     */
    public int last() {
        nonEmpty();
        return last.value;
    }

    /**
     * The largest item.
     *
     * @throws NoSuchElementException if the list is empty
     */
    public int max() {
        int m = nonEmpty().value;
        for (Node n = first; n != null; n = n.next) {
            m = Math.max(m, n.value);
        }
        return m;
    }

    /**
     * The smallest item.
     *
     * @throws NoSuchElementException if the list is empty
     */
    public int min() {
        int m = nonEmpty().value;
        for (Node n = first; n != null; n = n.next) {
            m = Math.min(m, n.value);
        }
        return m;
    }

    /** Whether {@code item} is in the list. */
    public boolean has(int item) {
        return indexOf(item) >= 0;
    }

    /** The index of the first occurrence of {@code item}, or -1 if there is none. */
    public int indexOf(int item) {
        int i = 0;
        for (Node n = first; n != null; n = n.next) {
            if (n.value == item) {
                return i;
            }
            i++;
        }
        return -1;
    }

    /** How many times {@code item} is in the list. */
    public int occurrences(int item) {
        int k = 0;
        for (Node n = first; n != null; n = n.next) {
            if (n.value == item) {
                k++;
            }
        }
        return k;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public int size() {
        return count;
    }

    /** The sum of the items. */
    public int sum() {
        int s = 0;
        for (Node n = first; n != null; n = n.next) {
            s += n.value;
        }
        return s;
    }

    /** The items in order. */
    public int[] toArray() {
        int[] a = new int[count];
        int i = 0;
        for (Node n = first; n != null && i < a.length; n = n.next) {
            a[i++] = n.value;
        }
        return a;
    }

    /** The items in order, as {@code [1, 2, 3]}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (Node n = first; n != null; n = n.next) {
            b.append(n == first ? "" : ", ").append(n.value);
        }
        return b.append(']').toString();
    }

    private int checked(int index) {
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException("index " + index + ", size " + count);
        }
        return index;
    }

    private Node nonEmpty() {
        if (first == null) {
            throw new NoSuchElementException("empty list");
        }
        return first;
    }

    private Node node(int index) {
        Node n = first;
        for (int i = 0; i < index; i++) {
            n = n.next;
        }
        return n;
    }

    private int nodes() {
        int k = 0;
        for (Node n = first; n != null; n = n.next) {
            k++;
        }
        return k;
    }
}
