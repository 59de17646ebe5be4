package dev.sample.wallet;

import dev.sample.money.Money;

/** A wallet of money from the other module. */
public final class Wallet {

    private Money balance = Money.ofCents(0);

    public void deposit(Money amount) {
        balance = balance.plus(amount);
    }

    public boolean pay(Money amount) {
        if (amount.compareTo(balance) > 0) {
            return false;
        }
        balance = balance.minus(amount);
        return true;
    }

    public Money balance() {
        return balance;
    }
}
