package dev.ferret.core.select.hidden;

/** A package-private class with members of every access, for {@code SamePackageTest}. */
final class Counter {

    static final Counter ZERO = new Counter(0);

    private int count;

    Counter(int start) {
        count = start;
    }

    private Counter() {
        this(-1);
    }

    void add(int n) {
        count += n;
    }

    public int count() {
        return count;
    }

    private void reset() {
        count = 0;
    }

    static Counter of(int start) {
        return new Counter(start);
    }
}
