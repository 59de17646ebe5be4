package dev.ferret.examples.stateful;

/**
 * A list of ints after the paper's LIST (Wei et al., ASE 2011, Listing 1) with a planted bug
 * that only stateful testing finds at a short run: {@link #append(ChainList)} forgets the count
 * when this list is empty and the other is not, which its {@code assert} catches. A list starts
 * with one element; an empty one exists only after {@link #wipeOut()}, so random testing rarely
 * appends a non-empty list to an empty one. The passing calls make {@code !this.isEmpty()} look
 * like a precondition of {@code append}; the stateful phase breaks it with a stored wiped-out
 * list. The correct twin is {@link LinkList}.
 */
public class ChainList {

    private static final class Node {
        final int value;
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

    /** Whether {@code item} is in the list. */
    public boolean has(int item) {
        for (Node n = first; n != null; n = n.next) {
            if (n.value == item) {
                return true;
            }
        }
        return false;
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

    private int nodes() {
        int k = 0;
        for (Node n = first; n != null; n = n.next) {
            k++;
        }
        return k;
    }
}
