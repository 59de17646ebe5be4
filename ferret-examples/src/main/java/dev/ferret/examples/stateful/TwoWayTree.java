package dev.ferret.examples.stateful;

import java.util.ArrayList;
import java.util.List;

/**
 * A tree node with a cursor over its children, after the paper's TWO_WAY_TREE (Wei et al., ASE
 * 2011, §III-E), with a planted bug that stateful testing finds only through a transition:
 * {@link #mergeTreeAfter(TwoWayTree)} of a sibling while the cursor is on detaches the sibling
 * from the shared parent without updating the parent's arity, which its {@code assert} catches.
 * Random testing seldom builds two siblings, turns the cursor of one on and merges the other
 * into it, in that order; the passing merges of siblings all had the cursor off, so
 * {@code this.isOff()} holds in {@code pre(mergeTreeAfter | this.isSiblingOf(other))}. The
 * stateful phase finds stored sibling pairs (all with the cursor off) and a transition that turns
 * the cursor on ({@link #start()}), and runs {@code a.start(); a.mergeTreeAfter(b)}. The correct
 * twin is {@link LinkedTree}.
 */
public class TwoWayTree {

    private final int item;
    private final List<TwoWayTree> children = new ArrayList<>();
    private TwoWayTree parent;
    private int arity;
    /** The insertion point of a merge, between children: -1 when off. */
    private int cursor = -1;

    /** A leaf holding {@code item}, with no parent and the cursor off. */
    public TwoWayTree(int item) {
        this.item = item;
    }

    /** Adds a new leaf holding {@code item} as the last child, and returns it. */
    public TwoWayTree sprout(int item) {
        return adopt(new TwoWayTree(item));
    }

    private TwoWayTree adopt(TwoWayTree child) {
        child.parent = this;
        children.add(child);
        arity++;
        return child;
    }

    /**
     * Adds a new leaf holding {@code item} right after this node among its parent's children, and
     * returns it; a root first gets a new parent holding 0.
     */
    public TwoWayTree putRight(int item) {
        if (parent == null) {
            new TwoWayTree(0).adopt(this);
        }
        TwoWayTree sibling = new TwoWayTree(item);
        sibling.parent = parent;
        parent.children.add(parent.children.indexOf(this) + 1, sibling);
        parent.arity++;
        return sibling;
    }

    /** Turns the cursor on, before the first child. */
    public void start() {
        cursor = 0;
    }

    /** Moves the cursor one child on; off after the last. */
    public void forth() {
        if (cursor >= 0) {
            cursor = cursor < arity ? cursor + 1 : -1;
        }
    }

    /**
     * Moves the children of {@code other} here: at the cursor, or at the end when it is off;
     * {@code other} becomes a leaf, and a sibling is then detached from the shared parent. Merging
     * this node or one of its ancestors changes nothing.
     */
    public void mergeTreeAfter(TwoWayTree other) {
        if (other == this || other.isAncestorOf(this)) {
            return;
        }
        List<TwoWayTree> moved = new ArrayList<>(other.children);
        other.children.clear();
        other.arity = 0;
        other.cursor = -1;
        for (TwoWayTree c : moved) {
            c.parent = this;
        }
        children.addAll(isOff() ? arity : cursor, moved);
        arity += moved.size();
        boolean sibling = isSiblingOf(other);
        if (sibling) {
            TwoWayTree shared = parent;
            shared.children.remove(other);
            other.parent = null;
            if (isOff()) {
                shared.arity--; // BUG: with the cursor on, the shared parent's arity is not updated
            }
        }
        assert parent == null || parent.arity == parent.children.size()
                : "parent's arity " + parent.arity + " but " + parent.children.size() + " children";
    }

    /** Whether {@code other} is another child of this node's parent. */
    public boolean isSiblingOf(TwoWayTree other) {
        return other != this && parent != null && other.parent == parent;
    }

    /** Whether this node is {@code other}'s parent, grandparent, and so on. */
    public boolean isAncestorOf(TwoWayTree other) {
        for (TwoWayTree at = other.parent; at != null; at = at.parent) {
            if (at == this) {
                return true;
            }
        }
        return false;
    }

    /** Whether the cursor is off. */
    public boolean isOff() {
        return cursor < 0;
    }

    public boolean isRoot() {
        return parent == null;
    }

    public boolean isLeaf() {
        return arity == 0;
    }

    /** The number of children. */
    public int arity() {
        return arity;
    }

    public int item() {
        return item;
    }
}
