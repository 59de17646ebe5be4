package dev.ferret.core.run;

import java.util.Arrays;

/** A tiny bounded stack of ints, the class under test of {@link GeneratorDeterminismTest}. */
public class GenFixtureStack {
    private int[] items = new int[4];
    private int size;

    public GenFixtureStack() {
    }

    public GenFixtureStack(int first) {
        push(first);
    }

    public void push(int x) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = x;
    }

    public int pop() {
        if (size == 0) {
            throw new IllegalStateException("empty");
        }
        return items[--size];
    }

    public int peek() {
        if (size == 0) {
            throw new IllegalStateException("empty");
        }
        return items[size - 1];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public void pushAll(GenFixtureStack other) {
        for (int i = 0; i < other.size; i++) {
            push(other.items[i]);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GenFixtureStack s && Arrays.equals(Arrays.copyOf(items, size), Arrays.copyOf(s.items, s.size));
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(Arrays.copyOf(items, size));
    }

    @Override
    public String toString() {
        return Arrays.toString(Arrays.copyOf(items, size));
    }
}
