package dev.ferret.examples.correct;

/** A correct mutable counter; overflow raises ArithmeticException instead of wrapping. */
public final class Counter {
    private int count;

    public Counter() {
        this(0);
    }

    public Counter(int start) {
        this.count = start;
    }

    public int increment() {
        return add(1);
    }

    public int decrement() {
        return add(-1);
    }

    public int add(int delta) {
        count = Math.addExact(count, delta);
        return count;
    }

    public int get() {
        return count;
    }

    public void reset() {
        count = 0;
    }

    @Override
    public String toString() {
        return "Counter[" + count + "]";
    }
}
