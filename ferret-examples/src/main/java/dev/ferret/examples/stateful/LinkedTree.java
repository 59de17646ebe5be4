package dev.ferret.examples.stateful;

import java.util.ArrayList;
import java.util.List;

/**
 * The correct twin of {@link TwoWayTree}: the same tree node with a cursor, whose
 * {@link #mergeTreeAfter(LinkedTree)} of a sibling updates the shared parent's arity whether the
 * cursor is on or off. Stateful testing refutes the same inferred contracts here and files no
 * error test.
 */
public class LinkedTree {

    private final int item;
    private final List<LinkedTree> children = new ArrayList<>();
    private LinkedTree parent;
    private int arity;
    /** The insertion point of a merge, between children: -1 when off. */
    private int cursor = -1;

    /** A leaf holding {@code item}, with no parent and the cursor off. */
    public LinkedTree(int item) {
        this.item = item;
    }

    /** Adds a new leaf holding {@code item} as the last child, and returns it. */
    public LinkedTree sprout(int item) {
        return adopt(new LinkedTree(item));
    }

    private LinkedTree adopt(LinkedTree child) {
        child.parent = this;
        children.add(child);
        arity++;
        return child;
    }

    /**
     * Adds a new leaf holding {@code item} right after this node among its parent's children, and
     * returns it; a root first gets a new parent holding 0.
     */
    public LinkedTree putRight(int item) {
        if (parent == null) {
            new LinkedTree(0).adopt(this);
        }
        LinkedTree sibling = new LinkedTree(item);
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
    public void mergeTreeAfter(LinkedTree other) {
        if (other == this || other.isAncestorOf(this)) {
            return;
        }
        List<LinkedTree> moved = new ArrayList<>(other.children);
        other.children.clear();
        other.arity = 0;
        other.cursor = -1;
        for (LinkedTree c : moved) {
            c.parent = this;
        }
        children.addAll(isOff() ? arity : cursor, moved);
        arity += moved.size();
        boolean sibling = isSiblingOf(other);
        if (sibling) {
            LinkedTree shared = parent;
            shared.children.remove(other);
            other.parent = null;
            shared.arity--;
        }
        assert parent == null || parent.arity == parent.children.size()
                : "parent's arity " + parent.arity + " but " + parent.children.size() + " children";
    }

    /** Whether {@code other} is another child of this node's parent. */
    public boolean isSiblingOf(LinkedTree other) {
        return other != this && parent != null && other.parent == parent;
    }

    /** Whether this node is {@code other}'s parent, grandparent, and so on. */
    public boolean isAncestorOf(LinkedTree other) {
        for (LinkedTree at = other.parent; at != null; at = at.parent) {
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
