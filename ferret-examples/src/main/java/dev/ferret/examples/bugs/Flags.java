package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code equals-transitive}): two flag sets are "equal" when they share a flag, so
 * {@code Flags(1)} equals {@code Flags(3)} and {@code Flags(3)} equals {@code Flags(2)}, but
 * {@code Flags(1)} does not equal {@code Flags(2)}.
 */
public final class Flags {

    private final int bits;

    public Flags(int bits) {
        this.bits = bits;
    }

    public Flags with(int flag) {
        return new Flags(bits | flag);
    }

    public boolean has(int flag) {
        return (bits & flag) == flag;
    }

    public int bits() {
        return bits;
    }

    @Override
    public boolean equals(Object o) {
        // BUG: overlap is not an equivalence relation
        return o instanceof Flags f && ((bits & f.bits) != 0 || bits == f.bits);
    }

    @Override
    public int hashCode() {
        return 7; // constant, hence consistent with the (broken) equals
    }

    @Override
    public String toString() {
        return "Flags[" + Integer.toBinaryString(bits) + "]";
    }
}
