package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code assertion-error}): take does not check the available stock and then fails its
 * own sanity check, so {@code new Inventory().take(1)} throws AssertionError.
 */
public final class Inventory {
    private int stock;

    public void restock(int amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("negative amount: " + amount);
        }
        stock = Math.addExact(stock, amount);
    }

    public void take(int amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("negative amount: " + amount);
        }
        stock -= amount; // BUG: should reject amount > stock up front
        if (stock < 0) {
            throw new AssertionError("stock went negative: " + stock);
        }
    }

    public int stock() {
        return stock;
    }

    @Override
    public String toString() {
        return "Inventory[" + stock + "]";
    }
}
