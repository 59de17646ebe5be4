package dev.ferret.choice;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Sorted chains of nodes, twice: {@link Chain} as a user writes it, and {@link WovenChain} as
 * Ferret's weaving makes it (a {@link FieldReads#read} before each field read, and the mark).
 */
final class ChainFixture {

    private ChainFixture() {
    }

    static final class Node {
        Node next;
        int value;
    }

    static final class Chain {
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

        List<Integer> values() {
            List<Integer> out = new ArrayList<>();
            for (Node n = head; n != null; n = n.next) {
                out.add(n.value);
            }
            return out;
        }
    }

    static final class WovenNode {
        static final boolean $ferret$reads = true;
        WovenNode next;
        int value;
    }

    static final class WovenChain {
        static final boolean $ferret$reads = true;
        WovenNode head;

        boolean repOK() {
            Set<WovenNode> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            int previous = Integer.MIN_VALUE;
            FieldReads.read(this, "head");
            for (WovenNode n = head; n != null; ) {
                FieldReads.read(n, "value");
                if (!seen.add(n) || n.value <= previous) {
                    return false;
                }
                previous = n.value;
                FieldReads.read(n, "next");
                n = n.next;
            }
            return true;
        }

        List<Integer> values() {
            List<Integer> out = new ArrayList<>();
            for (WovenNode n = head; n != null; n = n.next) {
                out.add(n.value);
            }
            return out;
        }
    }

    static Generator<Chain> chains(int n) {
        return Finitization.of(Chain.class).objects(Node.class, n).ints(Node.class, "value", 0, n - 1)
                .generator(Chain::repOK);
    }

    static Generator<WovenChain> wovenChains(int n) {
        return Finitization.of(WovenChain.class).objects(WovenNode.class, n).ints(WovenNode.class, "value", 0, n - 1)
                .generator(WovenChain::repOK);
    }
}
