package dev.sample.money;

/** An amount of cents; immutable. */
public final class Money implements Comparable<Money> {

    private final long cents;

    private Money(long cents) {
        this.cents = cents;
    }

    public static Money ofCents(long cents) {
        if (cents < 0) {
            throw new IllegalArgumentException("negative amount");
        }
        return new Money(cents);
    }

    public Money plus(Money other) {
        return new Money(Math.addExact(cents, other.cents));
    }

    public Money minus(Money other) {
        if (other.cents > cents) {
            throw new IllegalStateException("not enough money");
        }
        return new Money(cents - other.cents);
    }

    public long cents() {
        return cents;
    }

    @Override
    public int compareTo(Money o) {
        return Long.compare(cents, o.cents);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && m.cents == cents;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(cents);
    }

    @Override
    public String toString() {
        return cents / 100 + "." + String.format("%02d", cents % 100);
    }
}
