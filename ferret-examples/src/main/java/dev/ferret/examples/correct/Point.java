package dev.ferret.examples.correct;

/** A correct immutable value class: equals, hashCode and compareTo (x, then y) all agree. */
public final class Point implements Comparable<Point> {
    private final int x;
    private final int y;

    public Point(int x, int y) {
        this.x = x;
        this.y = y;
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public Point translate(int dx, int dy) {
        return new Point(Math.addExact(x, dx), Math.addExact(y, dy));
    }

    public long manhattanDistance(Point other) {
        return Math.abs((long) x - other.x) + Math.abs((long) y - other.y);
    }

    @Override
    public int compareTo(Point other) {
        int c = Integer.compare(x, other.x);
        return c != 0 ? c : Integer.compare(y, other.y);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Point p && x == p.x && y == p.y;
    }

    @Override
    public int hashCode() {
        return 31 * x + y;
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ")";
    }
}
