package dev.ferret.examples.correct;

import java.util.Arrays;

/** A correct fixed-capacity stack of ints; misuse raises IllegalArgument/IllegalStateException. */
public final class BoundedStack {
    private final int[] items;
    private int size;

    public BoundedStack(int capacity) {
        if (capacity < 0 || capacity > 1000) {
            throw new IllegalArgumentException("capacity out of range: " + capacity);
        }
        items = new int[capacity];
    }

    public void push(int value) {
        if (isFull()) {
            throw new IllegalStateException("stack is full");
        }
        items[size++] = value;
    }

    public int pop() {
        int top = peek();
        size--;
        assert size >= 0 && size < items.length;
        return top;
    }

    public int peek() {
        if (size == 0) {
            throw new IllegalStateException("stack is empty");
        }
        return items[size - 1];
    }

    public int size() {
        return size;
    }

    public boolean isFull() {
        return size == items.length;
    }

    @Override
    public String toString() {
        return Arrays.toString(Arrays.copyOf(items, size));
    }
}
