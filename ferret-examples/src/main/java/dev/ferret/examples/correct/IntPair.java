package dev.ferret.examples.correct;

/** A correct immutable pair of ints. */
public final class IntPair {
    private final int left;
    private final int right;

    public IntPair(int left, int right) {
        this.left = left;
        this.right = right;
    }

    public int left() {
        return left;
    }

    public int right() {
        return right;
    }

    public IntPair swap() {
        return new IntPair(right, left);
    }

    public IntPair withLeft(int newLeft) {
        return new IntPair(newLeft, right);
    }

    public IntPair withRight(int newRight) {
        return new IntPair(left, newRight);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntPair p && left == p.left && right == p.right;
    }

    @Override
    public int hashCode() {
        return 31 * left + right;
    }

    @Override
    public String toString() {
        return "<" + left + ", " + right + ">";
    }
}
