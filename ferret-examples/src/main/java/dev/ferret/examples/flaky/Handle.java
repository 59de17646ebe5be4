package dev.ferret.examples.flaky;

import java.util.Objects;

/**
 * A named, resizable handle, correct but with an identity-based token.
 *
 * <p>Unstable: {@code getToken} prints the identity hash code in hex (without an {@code @}, so
 * Ferret's printed-identity filter does not catch it), which differs between JVMs. Stable:
 * {@code getName}, {@code getSize}, {@code isClosed} and {@code toString}.
 */
public final class Handle {
    private final String name;
    private int size;
    private boolean closed;

    public Handle(String name) {
        this(name, 0);
    }

    public Handle(String name, int size) {
        if (size < 0) {
            throw new IllegalArgumentException("negative size " + size);
        }
        this.name = Objects.requireNonNull(name, "name");
        this.size = size;
    }

    public String getName() {
        return name;
    }

    public int getSize() {
        return size;
    }

    public boolean isClosed() {
        return closed;
    }

    public String getToken() {
        return "handle-" + Integer.toHexString(System.identityHashCode(this));
    }

    /** Adds {@code delta} to the size; fails on a closed handle or a negative result. */
    public int grow(int delta) {
        if (closed) {
            throw new IllegalStateException("closed");
        }
        int next = Math.addExact(size, delta);
        if (next < 0) {
            throw new IllegalArgumentException("negative size " + next);
        }
        size = next;
        return size;
    }

    public void close() {
        closed = true;
    }

    @Override
    public String toString() {
        return "Handle[" + name + ", " + size + (closed ? ", closed]" : "]");
    }
}
