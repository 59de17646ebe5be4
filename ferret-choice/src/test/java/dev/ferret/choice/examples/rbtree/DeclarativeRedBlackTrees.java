package dev.ferret.choice.examples.rbtree;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedBool;
import static dev.ferret.choice.Choice.delayedInt;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.ObjectPool;
import java.util.ArrayDeque;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The purely declarative style of Fig. 21: a pool of {@code size} nodes with null, the root and
 * every field of every pool node left to the pool ({@code getAny}) or to delayed choices, then
 * the Fig. 20 invariant read field by field. Eager execution of this program is hopeless (the
 * paper: over an hour at size 3); delayed choice forces only what the predicate reads.
 */
final class DeclarativeRedBlackTrees {

    /** A pool node: every field a delayed choice. */
    static final class Slot {
        Delayed<Slot> left;
        Delayed<Slot> right;
        Delayed<Slot> parent;
        Delayed<Boolean> color;
        Delayed<Integer> key;
    }

    private DeclarativeRedBlackTrees() {
    }

    /** Fig. 21 {@code initialize(size, maxKey)} for one size, then {@code assume(isRBT())}; returns the tree. */
    static RedBlackTree tree(int size, int maxKey, Set<RedBlackTree.Bug> bugs) {
        ObjectPool<Slot> pool = ObjectPool.finite(size, true, Slot::new);
        Delayed<Slot> root = pool.getAny();
        for (Slot s : pool) {
            s.left = pool.getAny();
            s.right = pool.getAny();
            s.parent = pool.getAny();
            s.color = delayedBool();
            s.key = delayedInt(1, maxKey);
        }
        Slot r = root.get();
        assume(treeness(r, size) && blackHeight(r) > 0 && (r == null || r.color.get()) && ordered(r, 0, maxKey + 1));
        RedBlackTree t = new RedBlackTree(bugs);
        t.root = copy(r, null);
        t.size = size;
        return t;
    }

    private static boolean treeness(Slot root, int size) {
        if (root == null) {
            return size == 0;
        }
        if (root.parent.get() != null) {
            return false;
        }
        Map<Slot, Boolean> visited = new IdentityHashMap<>();
        visited.put(root, Boolean.TRUE);
        ArrayDeque<Slot> work = new ArrayDeque<>();
        work.add(root);
        while (!work.isEmpty()) {
            Slot current = work.poll();
            for (Delayed<Slot> link : java.util.List.of(current.left, current.right)) {
                Slot child = link.get();
                if (child != null) {
                    if (visited.put(child, Boolean.TRUE) != null || child.parent.get() != current) {
                        return false;
                    }
                    work.add(child);
                }
            }
        }
        return visited.size() == size;
    }

    private static int blackHeight(Slot x) {
        if (x == null) {
            return 1;
        }
        boolean black = x.color.get();
        Slot l = x.left.get();
        Slot r = x.right.get();
        if (!black && (l != null && !l.color.get() || r != null && !r.color.get())) {
            return -1;
        }
        int hl = blackHeight(l);
        return hl < 0 || hl != blackHeight(r) ? -1 : hl + (black ? 1 : 0);
    }

    private static boolean ordered(Slot x, int lo, int hi) {
        if (x == null) {
            return true;
        }
        int k = x.key.get();
        return lo < k && k < hi && ordered(x.left.get(), lo, k) && ordered(x.right.get(), k, hi);
    }

    private static RedBlackTree.Node copy(Slot s, RedBlackTree.Node parent) {
        if (s == null) {
            return null;
        }
        RedBlackTree.Node n = new RedBlackTree.Node();
        n.parent = parent;
        n.color = s.color.get();
        n.key = s.key.get();
        n.left = copy(s.left.get(), n);
        n.right = copy(s.right.get(), n);
        return n;
    }
}
