package dev.ferret.core.run.weave;

import dev.ferret.choice.Finitization;
import dev.ferret.choice.Generator;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/** Sorted chains of distinct nodes with a plain invariant, to be woven by {@code FieldReadWeaver}. */
public final class ChainFixture {

    static final class Node {
        Node next;
        int value;
    }

    Node head;

    /** Acyclic, values strictly ascending. */
    boolean repOK() {
        Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        int previous = Integer.MIN_VALUE;
        for (Node n = head; n != null; n = n.next) {
            if (!seen.add(n) || n.value <= previous) {
                return false;
            }
            previous = n.value;
        }
        return true;
    }

    /** The chains of at most {@code n} nodes over values 0 to n-1. */
    public static Generator<ChainFixture> chains(int n) {
        return Finitization.of(ChainFixture.class).objects(Node.class, n).ints(Node.class, "value", 0, n - 1)
                .generator(ChainFixture::repOK);
    }

    /** The values from the head, as text. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (Node n = head; n != null; n = n.next) {
            b.append(n.value).append(' ');
        }
        return b.toString().trim();
    }
}
