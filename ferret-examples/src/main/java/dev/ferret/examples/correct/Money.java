package dev.ferret.examples.correct;

import java.util.Objects;

/** A correct Comparable amount of money in cents, ordered by currency then amount. */
public final class Money implements Comparable<Money> {
    private final String currency;
    private final long cents;

    public Money(String currency, long cents) {
        this.currency = Objects.requireNonNull(currency, "currency");
        this.cents = cents;
    }

    public String currency() {
        return currency;
    }

    public long cents() {
        return cents;
    }

    public Money plus(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("currency mismatch: " + currency + " vs " + other.currency);
        }
        return new Money(currency, Math.addExact(cents, other.cents));
    }

    @Override
    public int compareTo(Money other) {
        int c = currency.compareTo(other.currency);
        return c != 0 ? c : Long.compare(cents, other.cents);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && cents == m.cents && currency.equals(m.currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(currency, cents);
    }

    @Override
    public String toString() {
        return cents + " " + currency;
    }
}
