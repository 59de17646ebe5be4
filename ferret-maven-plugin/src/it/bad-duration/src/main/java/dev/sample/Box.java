package dev.sample;

/** Holds one value. */
public final class Box {

    private Object value;

    public void put(Object value) {
        this.value = value;
    }

    public Object get() {
        return value;
    }
}
